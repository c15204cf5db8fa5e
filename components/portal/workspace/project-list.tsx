// Projects as cards: name, organisation (staff), status, a progress bar and the due date.
import Link from "next/link";
import { formatDate } from "@/lib/portal/format";
import type { ProjectListItem } from "@/lib/workspace/projects";
import { StatusBadge } from "@/components/portal/status-badge";

/** The bar and its words: the figure alone, or "3 of 5 milestones done · 60 %" where the page knows the milestones. */
export function ProgressBar({ value, label, text = `${value} %` }: { value: number; label: string; text?: string }) {
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <div
        role="progressbar"
        aria-label={label}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={text}
        className="h-2 min-w-32 flex-1 overflow-hidden rounded-full bg-slate-100"
      >
        <div className="h-full rounded-full bg-accent-gradient" style={{ width: `${value}%` }} />
      </div>
      <span className="text-sm font-semibold text-ink tabular-nums">{text}</span>
    </div>
  );
}

export function ProjectList({
  items,
  basePath,
  staff,
}: {
  items: ProjectListItem[];
  basePath: string;
  staff: boolean;
}) {
  return (
    <ul aria-label="Projects" className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
      {items.map((p) => (
        <li key={p.id}>
          <Link
            href={`${basePath}/${p.id}`}
            className="hover:border-accent-300 block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-card"
          >
            <span className="flex items-start justify-between gap-3">
              <span className="min-w-0 font-semibold break-words text-ink">{p.name}</span>
              <StatusBadge status={p.status} />
            </span>
            <span className="mt-1 block text-sm text-slate-600">
              {[staff ? p.organisation.name : null, `Due ${formatDate(p.dueDate, "not set")}`]
                .filter(Boolean)
                .join(" · ")}
            </span>
            <span className="mt-4 block">
              <ProgressBar value={p.progress} label={`Progress of ${p.name}`} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
