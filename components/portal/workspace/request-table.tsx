"use client";
// The staff queue: one table (select, number, title and organisation, status, priority, assignee, due date, age, who
// spoke last, service level) that is a table where its container is wide enough and a card per row where it is not
// (`.queue-table` in globals.css styles every cell once, so a row carries no classes of its own); selected rows get
// the bulk bar.
import Link from "next/link";
import { useEffect, useState } from "react";
import { PriorityBadge, StatusBadge } from "@/components/portal/status-badge";
import { Badge } from "@/components/ui/badge";
import { rememberQueue } from "@/lib/portal/queue-context";
import type { QueueRow } from "@/lib/portal/queue-rows";
import type { StaffMember } from "@/lib/workspace/members";
import { RequestBulkBar } from "./request-bulk-bar";

/** `empty` stands in for the table when no row is left (the note of the last change stays). */
type Props = { rows: QueueRow[]; basePath: string; staff: StaffMember[]; empty: React.ReactNode };

const headings = ["#", "Request", "Status", "Priority", "Assignee", "Due", "Age", "Last spoke", "Service"];

/** A badge when late or nearly so, the target and its time under it; a plain word once nothing is pending. */
function ServiceCell({ service: { mark, label, when } }: { service: QueueRow["service"] }) {
  if (mark === "overdue" || mark === "due_soon")
    return (
      <>
        <Badge tone={mark === "overdue" ? "danger" : "warning"}>{mark === "overdue" ? "Overdue" : "Due soon"}</Badge>{" "}
        <small>{`${label} ${when}`}</small>
      </>
    );
  if (mark === "on_time")
    return (
      <>
        <b>{label}</b> <small>{when}</small>
      </>
    );
  return <i>{label}</i>;
}

function Row({
  row,
  basePath,
  selected,
  toggle,
}: {
  row: QueueRow;
  basePath: string;
  selected: boolean;
  toggle(): void;
}) {
  const { id, number, title, spoke, service } = row;
  return (
    <tr data-selected={selected || undefined} data-unread={row.unread || undefined}>
      <td>
        <input type="checkbox" checked={selected} onChange={toggle} aria-label={`Select #${number} ${title}`} />
      </td>
      <td>#{number}</td>
      <td>
        <Link href={`${basePath}/${id}`}>
          {row.unread ? <span className="sr-only">Unread: </span> : null}
          {title}
        </Link>
        <small>{row.organisation}</small>
      </td>
      <td>
        <StatusBadge status={row.status} />
      </td>
      <td>
        <PriorityBadge priority={row.priority} short="md" />
      </td>
      <td>{row.assignee ?? <i>Unassigned</i>}</td>
      <td>{row.due}</td>
      <td>{row.age}</td>
      <td>
        {spoke ? (
          <>
            <b>{spoke[0]}</b>
            <small>{spoke[1]}</small>
          </>
        ) : (
          "—"
        )}
      </td>
      <td>
        <ServiceCell service={service} />
      </td>
    </tr>
  );
}

export function RequestTable({ rows, basePath, staff, empty }: Props) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [note, setNote] = useState("");
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));
  // The request page leads back to this view and on to the next row (lib/portal/queue-context.ts).
  useEffect(
    () =>
      rememberQueue(
        `${location.pathname}${location.search}`,
        rows.map(({ id, number, title }) => ({ id, number, title })),
      ),
    [rows],
  );
  return (
    <div className="grid gap-3">
      {rows.length === 0 ? (
        empty
      ) : (
        <table className="queue-table">
          <caption className="sr-only">Requests</caption>
          <thead>
            <tr>
              <th scope="col">
                <input
                  type="checkbox"
                  aria-label="Select every request on this page"
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
                />
              </th>
              {headings.map((h) => (
                <th key={h} scope="col">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row
                key={row.id}
                row={row}
                basePath={basePath}
                selected={selected.has(row.id)}
                toggle={() => toggle(row.id)}
              />
            ))}
          </tbody>
        </table>
      )}
      <p aria-live="polite" className="text-sm text-emerald-800">
        {note}
      </p>
      {selected.size > 0 ? (
        <RequestBulkBar
          ids={[...selected]}
          staff={staff}
          onDone={(updated) => {
            setSelected(new Set());
            setNote(`${updated} request${updated === 1 ? "" : "s"} changed.`);
          }}
        />
      ) : null}
    </div>
  );
}
