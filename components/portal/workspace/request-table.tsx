"use client";
// The staff queue: a table at desktop widths (select, number, title and organisation, status, priority, assignee,
// due date, age, who spoke last, service level), a card list on a phone; selected rows get the bulk bar.
import Link from "next/link";
import { useState } from "react";
import { PriorityBadge, StatusBadge } from "@/components/portal/status-badge";
import { ago, formatDate } from "@/lib/portal/format";
import type { StaffMember } from "@/lib/workspace/members";
import type { RequestListItem } from "@/lib/workspace/requests";
import { RequestBulkBar } from "./request-bulk-bar";
import { SlaBadge } from "./sla-badge";
import { UnreadMark } from "./unread-mark";

/** `unread` (lib/workspace/read-state.ts): someone else acted on it since this person last opened it. */
type Item = RequestListItem & { unread?: boolean };
type Props = { items: Item[]; basePath: string; staff: StaffMember[]; now: Date };

/** "3 d", "5 h", "20 min": how long ago a request was opened. */
function age(createdAt: Date, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / (24 * 60))} d`;
}

function LastSpoke({ item, now }: { item: RequestListItem; now: Date }) {
  if (!item.lastMessage) return "—";
  return (
    <>
      <span className="block font-medium">{item.lastMessage.by === "staff" ? "Nexora" : "Client"}</span>
      <span className="block text-slate-600">{ago(item.lastMessage.at, now)}</span>
    </>
  );
}

const th = "px-2 py-2 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase";
const td = "px-2 py-3 align-top text-sm";

export function RequestTable({ items, basePath, staff, now }: Props) {
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [note, setNote] = useState("");
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const allSelected = items.length > 0 && items.every((r) => selected.has(r.id));
  const pick = (r: RequestListItem, suffix: string) => (
    <input
      type="checkbox"
      className="size-4"
      checked={selected.has(r.id)}
      onChange={() => toggle(r.id)}
      aria-label={`Select #${r.number} ${r.title}`}
      id={`pick-${suffix}-${r.id}`}
    />
  );
  const title = (r: Item) => (
    <Link
      href={`${basePath}/${r.id}`}
      className={`break-words text-ink hover:underline ${r.unread ? "font-bold" : "font-semibold"}`}
    >
      <UnreadMark unread={r.unread} />
      {r.title}
    </Link>
  );
  return (
    <div className="grid gap-3">
      <table className="hidden w-full table-fixed rounded-2xl border border-slate-200 bg-white md:table">
        <caption className="sr-only">Requests</caption>
        <colgroup>
          <col className="w-9" />
          <col className="w-16" />
          <col />
          <col className="w-36" />
          <col className="w-22" />
          <col className="w-28" />
          <col className="w-26" />
          <col className="w-14" />
          <col className="w-28" />
          <col className="w-24" />
        </colgroup>
        <thead className="border-b border-slate-200">
          <tr>
            <th className={th} scope="col">
              <input
                type="checkbox"
                className="size-4"
                aria-label="Select every request on this page"
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(items.map((r) => r.id)))}
              />
            </th>
            {["#", "Request", "Status", "Priority", "Assignee", "Due", "Age", "Last spoke", "Service"].map((h) => (
              <th key={h} className={th} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {items.map((r) => (
            <tr key={r.id} className={selected.has(r.id) ? "bg-accent-50" : "hover:bg-slate-50"}>
              <td className={td}>{pick(r, "row")}</td>
              <td className={`${td} text-slate-600 tabular-nums`}>#{r.number}</td>
              <td className={td}>
                {title(r)}
                <span className="block text-slate-600">{r.organisation.name}</span>
              </td>
              <td className={td}>
                <StatusBadge status={r.status} />
              </td>
              <td className={td}>
                <PriorityBadge priority={r.priority} short />
              </td>
              <td className={`${td} break-words`}>
                {r.assignee?.name ?? <span className="text-slate-600">Nobody</span>}
              </td>
              <td className={`${td} tabular-nums`}>{formatDate(r.dueDate)}</td>
              <td className={`${td} tabular-nums`}>{age(r.createdAt, now)}</td>
              <td className={td}>
                <LastSpoke item={r} now={now} />
              </td>
              <td className={td}>
                <SlaBadge sla={r.sla} status={r.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul aria-label="Requests" className="grid gap-3 md:hidden">
        {items.map((r) => (
          <li key={r.id} className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4">
            {pick(r, "card")}
            <div className="grid min-w-0 gap-1.5">
              <p className="text-sm text-slate-600 tabular-nums">#{r.number}</p>
              {title(r)}
              <div className="flex flex-wrap gap-2">
                <StatusBadge status={r.status} />
                <SlaBadge sla={r.sla} status={r.status} />
              </div>
              <p className="text-sm text-slate-600">{r.assignee ? `Assigned to ${r.assignee.name}` : "Unassigned"}</p>
            </div>
          </li>
        ))}
      </ul>
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
