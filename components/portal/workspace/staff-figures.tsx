// A staff member's four figures, each a card linking to the queue filtered to what it counts.
import Link from "next/link";
import type { StaffFigures as Figures } from "@/lib/workspace/request-figures";

export function StaffFigures({ figures, requestsPath }: { figures: Figures; requestsPath: string }) {
  const cards = [
    { label: "Assigned to me", value: figures.assignedToMe, note: "Not yet resolved", query: "assignee=me" },
    { label: "Waiting on me", value: figures.waitingOnMe, note: "The client spoke last", query: "assignee=me" },
    { label: "Due this week", value: figures.dueThisWeek, note: "Overdue ones included", query: "assignee=me" },
    {
      label: "Resolved this month",
      value: figures.resolvedThisMonth,
      note: "Since the 1st",
      query: "assignee=me&status=resolved",
    },
  ];
  return (
    <ul aria-label="My figures" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {cards.map((c) => (
        <li key={c.label}>
          <Link
            href={`${requestsPath}?${c.query}`}
            className="hover:border-accent-300 block rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
          >
            <span className="block text-sm font-medium text-slate-600">{c.label}</span>
            <span className="mt-2 block text-3xl font-bold text-ink tabular-nums">{c.value}</span>
            <span className="mt-1 block text-sm text-slate-600">{c.note}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
