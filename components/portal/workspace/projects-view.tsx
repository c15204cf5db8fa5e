// The projects list of a role, with a status filter as links, staff's "New project" form, and an empty state with
// the next step.
import Link from "next/link";
import { projectStatuses, statusLabels } from "@/lib/workspace/vocabulary";
import type { ProjectListItem } from "@/lib/workspace/projects";
import { ListSearch } from "../list-search";
import { EmptyState, ViewHeader } from "./empty-state";
import { ProjectList } from "./project-list";

type Props = {
  basePath: string;
  items: ProjectListItem[];
  status?: string;
  /** The words searched for (`?q=`). */
  q?: string;
  staff: boolean;
  text: string;
  empty: React.ReactNode;
  emptyAction?: { href: string; label: string };
  /** Staff's "New project" form, above the list. */
  create?: React.ReactNode;
};

export function ProjectsView({ basePath, items, status, q, staff, text, empty, emptyAction, create }: Props) {
  const chip = (value: string | undefined, label: string) => (
    <li key={label}>
      <Link
        href={value ? `${basePath}?status=${value}` : basePath}
        aria-current={status === value ? "page" : undefined}
        className={`inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold ring-1 ring-inset ${
          status === value
            ? "bg-accent-700 text-white ring-accent-700"
            : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"
        }`}
      >
        {label}
      </Link>
    </li>
  );
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader title="Projects" text={text} />
      {create}
      <nav aria-label="Filter projects by status">
        <ul className="flex flex-wrap gap-2">
          {chip(undefined, "All")}
          {projectStatuses.map((s) => chip(s, statusLabels[s]))}
        </ul>
      </nav>
      <ListSearch action={basePath} label="Search projects" placeholder="Name or summary" value={q} keep={{ status }} />
      {items.length === 0 ? (
        <EmptyState action={status || q ? { href: basePath, label: "Show all projects" } : emptyAction}>
          {q ? `No project matches “${q}”.` : status ? "No project has this status." : empty}
        </EmptyState>
      ) : (
        <ProjectList items={items} basePath={basePath} staff={staff} />
      )}
    </section>
  );
}
