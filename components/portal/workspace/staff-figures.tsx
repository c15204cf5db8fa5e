// A staff member's figures, each a card linking to the queue filtered to what it counts: six about requests (two of
// them service levels), one about the invoices waiting for a decision.
import Link from "next/link";
import { countLabel } from "@/lib/portal/format";
import type { StaffFigures as Figures } from "@/lib/workspace/request-figures";

/** The person's open requests in the queue, the next service target due first. */
export const myRequestsByTarget = (requestsPath: string) => `${requestsPath}?assignee=me&sort=sla`;

type Props = { figures: Figures; invoicesAwaitingReview: number; requestsPath: string; invoicesPath: string };

export function StaffFigures({ figures, invoicesAwaitingReview, requestsPath, invoicesPath }: Props) {
  const mine = `${requestsPath}?assignee=me`;
  const cards = [
    {
      label: "Assigned to me",
      value: figures.assignedToMe,
      note: "Not yet resolved",
      // In the order "My open requests" shows them.
      href: myRequestsByTarget(requestsPath),
    },
    { label: "Waiting on me", value: figures.waitingOnMe, note: "The client spoke last", href: `${mine}&waiting=us` },
    { label: "Overdue", value: figures.overdue, note: "A reply or fix is late", href: `${mine}&sla=overdue` },
    { label: "Due soon", value: figures.dueSoon, note: "Within a business hour", href: `${mine}&sla=due_soon` },
    {
      label: "Due this week",
      value: figures.dueThisWeek,
      note: "By due date, overdue ones included",
      href: `${mine}&sort=due&order=asc`,
    },
    {
      label: "Resolved this month",
      value: figures.resolvedThisMonth,
      note: "Since the 1st",
      href: `${mine}&status=resolved`,
    },
    {
      label: "Invoices to review",
      value: invoicesAwaitingReview,
      note: "Submitted, not yet decided",
      href: `${invoicesPath}?status=submitted`,
    },
  ];
  return (
    <ul aria-label="My figures" className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
      {cards.map((c) => (
        <li key={c.label}>
          <Link
            href={c.href}
            className="hover:border-accent-300 block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
          >
            <span className="block text-sm font-medium text-slate-600">{c.label}</span>
            <span className="mt-2 block text-3xl font-bold text-ink tabular-nums">{countLabel(c.value)}</span>
            <span className="mt-1 block text-sm text-slate-600">{c.note}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
