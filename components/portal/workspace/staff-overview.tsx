// The staff home's work section: the four figures and the open requests assigned to the person.
import type { StaffFigures as Figures } from "@/lib/workspace/request-figures";
import type { RequestListItem } from "@/lib/workspace/requests";
import { EmptyState } from "./empty-state";
import { RequestList } from "./request-list";
import { StaffFigures } from "./staff-figures";

export function StaffOverview({
  figures,
  mine,
  requestsPath,
}: {
  figures: Figures;
  mine: RequestListItem[];
  requestsPath: string;
}) {
  return (
    <>
      <StaffFigures figures={figures} requestsPath={requestsPath} />
      <section aria-labelledby="mine-title" className="grid gap-3">
        <h2 id="mine-title" className="text-lg font-semibold text-ink">
          My open requests
        </h2>
        {mine.length === 0 ? (
          <EmptyState action={{ href: `${requestsPath}?assignee=none`, label: "See unassigned requests" }}>
            Nothing is assigned to you right now.
          </EmptyState>
        ) : (
          <RequestList items={mine} basePath={requestsPath} staff label="My open requests" />
        )}
      </section>
    </>
  );
}
