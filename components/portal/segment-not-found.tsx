// What a view shows for an id that does not exist or that the person may not see (the same answer: no existence leak).
import Link from "next/link";
import { navigation, type PortalRole, type ViewKey } from "@/lib/portal/navigation";
import { portalPath } from "@/lib/portal/paths";

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

/** A view's not-found page: "That invoice was not found", and a link back to the view, named as the menu names it. */
export function viewNotFound<R extends PortalRole>(role: R, view: ViewKey<R>, what: string) {
  const label = navigation[role].find((e) => e.key === view)?.label ?? "the list";
  return function ViewNotFound() {
    return <SegmentNotFound what={what} back={portalPath(role, view)} backLabel={`Back to ${label}`} />;
  };
}
