// What both portal error screens say: the sentence for the kind of failure and, when the server logged one, the
// reference to quote to support.
import { site } from "@/lib/site";

/** A title for the failure: the database being down reads differently from any other error. */
export function failureTitle(unavailable: boolean) {
  return unavailable ? "The portal is temporarily unavailable" : "Something went wrong";
}

export function FailureDetails({
  unavailable,
  reference,
  className,
  linkClassName = "",
}: {
  unavailable: boolean;
  reference?: string;
  className: string;
  linkClassName?: string;
}) {
  return (
    <>
      <p className={className}>
        {unavailable
          ? "We cannot reach our database right now. Nothing you saved is lost: please try again in a minute."
          : "Something went wrong on our side while preparing this page. Please try again."}
      </p>
      {reference ? (
        <p className="mt-3 text-slate-600">
          If it keeps happening, write to{" "}
          <a
            href={`mailto:${site.email.support}`}
            className={`font-semibold text-accent-700 underline ${linkClassName}`}
          >
            {site.email.support}
          </a>{" "}
          and quote the reference <code className="rounded bg-slate-100 px-1 text-ink">{reference}</code>.
        </p>
      ) : null}
    </>
  );
}
