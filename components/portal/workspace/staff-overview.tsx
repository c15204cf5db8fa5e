// The staff home's work section: the person's figures and the open requests assigned to them, the one whose service
// target falls due first on top.
import Link from "next/link";
import { countLabel } from "@/lib/portal/format";
import type { StaffFigures as Figures } from "@/lib/workspace/request-figures";
import type { RequestListItem } from "@/lib/workspace/requests";
import { EmptyState } from "./empty-state";
import { RequestList } from "./request-list";
import { myRequestsByTarget, StaffFigures } from "./staff-figures";

type Props = {
  figures: Figures;
  invoicesAwaitingReview: number;
  mine: RequestListItem[];
  now: Date;
  requestsPath: string;
  invoicesPath: string;
};

export function StaffOverview({ figures, invoicesAwaitingReview, mine, now, requestsPath, invoicesPath }: Props) {
  return (
    <>
      <StaffFigures
        figures={figures}
        invoicesAwaitingReview={invoicesAwaitingReview}
        requestsPath={requestsPath}
        invoicesPath={invoicesPath}
      />
      <section aria-labelledby="mine-title" className="grid gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id="mine-title" className="text-lg font-semibold text-ink">
            My open requests
          </h2>
          {mine.length > 0 ? (
            <p className="text-sm text-slate-600">
              Next due first.{" "}
              {figures.assignedToMe > mine.length ? (
                <Link
                  href={myRequestsByTarget(requestsPath)}
                  className="font-semibold text-accent-700 underline underline-offset-2"
                >
                  See all {countLabel(figures.assignedToMe)}
                  <span className="sr-only"> of my open requests</span>
                </Link>
              ) : null}
            </p>
          ) : null}
        </div>
        {mine.length === 0 ? (
          <EmptyState action={{ href: `${requestsPath}?assignee=none`, label: "See unassigned requests" }}>
            Nothing is assigned to you right now.
          </EmptyState>
        ) : (
          <RequestList items={mine} basePath={requestsPath} staff now={now} label="My open requests" />
        )}
      </section>
    </>
  );
}
