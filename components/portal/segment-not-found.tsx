// What a view shows for an id that does not exist or that the person may not see (the same answer: no existence leak).
import Link from "next/link";

export function SegmentNotFound({ what, back, backLabel }: { what: string; back: string; backLabel: string }) {
  return (
    <section aria-labelledby="view-title" className="max-w-2xl">
      <h1 id="view-title" className="text-2xl font-bold text-ink">
        {`That ${what} was not found`}
      </h1>
      <p className="mt-3 text-lg text-slate-700">
        It may have been removed, or the link is wrong.{" "}
        <Link href={back} className="font-semibold text-accent-700 underline underline-offset-2">
          {backLabel}
        </Link>
      </p>
    </section>
  );
}
