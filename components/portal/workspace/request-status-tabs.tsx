// The queue's status tabs: each a link that keeps the other filters, with how many requests it holds.
import Link from "next/link";
import { countLabel } from "@/lib/portal/format";
import type { RequestCounts } from "@/lib/workspace/requests";
import { requestStatusLabel, requestStatuses, type RequestStatus } from "@/lib/workspace/vocabulary";

type Props = { basePath: string; filters: Record<string, string | undefined>; counts: RequestCounts; staff: boolean };

export function RequestStatusTabs({ basePath, filters, counts, staff }: Props) {
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const tabs: { status?: RequestStatus; label: string; n: number }[] = [
    { label: "All", n: total },
    ...requestStatuses.map((status) => ({ status, label: requestStatusLabel(status, staff), n: counts[status] })),
  ];
  const href = (status: string | undefined) => {
    const query = new URLSearchParams(
      Object.entries({ ...filters, status }).filter((e): e is [string, string] => Boolean(e[1])),
    ).toString();
    return query ? `${basePath}?${query}` : basePath;
  };
  return (
    <nav aria-label="Requests by status" className="-mx-1 overflow-x-auto">
      <ul className="flex min-w-max gap-1 border-b border-slate-200 px-1">
        {tabs.map((tab) => {
          const current = filters.status === tab.status;
          return (
            <li key={tab.label}>
              <Link
                href={href(tab.status)}
                aria-current={current ? "page" : undefined}
                className={`-mb-px flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-semibold ${current ? "border-accent-600 text-ink" : "border-transparent text-slate-600 hover:text-ink"}`}
              >
                {tab.label}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700 tabular-nums">
                  {countLabel(tab.n)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
