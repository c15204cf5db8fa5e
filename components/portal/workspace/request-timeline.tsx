// One request as one time-ordered list: what was asked and each message (with their files), files added on their
// own, and the changes as compact lines. Staff entries carry a "Nexora" badge and a tint, client messages sit to
// the right in white, and an internal note (given to staff only) is marked as one. Every text is shown as text.
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/portal/format";
import { entryTime, eventSentence, firstName } from "@/lib/portal/timeline-text";
import type { Role } from "@/lib/auth/roles";
import type { TimelineEntry } from "@/lib/workspace/timeline";
import type { PersonView } from "@/lib/workspace/scope";
import { MessageFiles } from "./message-files";
import { PortalIcon } from "@/components/portal/icon";

type Message = Extract<TimelineEntry, { kind: "opened" | "message" }>;

const isStaffRole = (role: Role | null | undefined) => role === "admin" || role === "employee";

function When({ at, now }: { at: Date; now: Date }) {
  return (
    <time dateTime={at.toISOString()} title={formatDateTime(at)} className="text-slate-600">
      {entryTime(at, now)}
    </time>
  );
}

function Author({ person }: { person: PersonView | null }) {
  return (
    <>
      <span className="font-semibold text-ink">{person?.name ?? "Someone no longer here"}</span>
      {isStaffRole(person?.role) ? <Badge tone="info">Nexora</Badge> : null}
    </>
  );
}

function MessageEntry({ entry, now }: { entry: Message; now: Date }) {
  const internal = entry.kind === "message" && entry.internal;
  const staff = isStaffRole(entry.author?.role);
  const look = internal
    ? "border-amber-300 bg-amber-50"
    : staff
      ? "mr-4 border-blue-200 bg-blue-50/60 sm:mr-16"
      : "ml-4 border-slate-200 bg-white sm:ml-16";
  return (
    <li className={`min-w-0 rounded-2xl border p-4 ${look}`} data-entry={internal ? "note" : entry.kind}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        <Author person={entry.author} />
        {entry.kind === "opened" ? <span className="text-slate-700">opened this request</span> : null}
        <span aria-hidden="true" className="text-slate-400">
          ·
        </span>
        <When at={entry.at} now={now} />
      </p>
      {internal ? (
        <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold text-amber-950">
          <PortalIcon name="lock" className="size-3" /> Internal note — only Nexora staff see this
        </p>
      ) : null}
      <p className="mt-2 leading-relaxed break-words whitespace-pre-wrap text-ink">{entry.body}</p>
      <MessageFiles files={entry.files} />
    </li>
  );
}

function Line({ icon, children }: { icon: React.ReactNode; children: React.ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-2 px-1 text-sm text-slate-700" data-entry="event">
      <span className="mt-0.5 grid size-5 shrink-0 place-items-center rounded-full bg-slate-100 text-slate-500">
        {icon}
      </span>
      <div className="min-w-0 flex-1">{children}</div>
    </li>
  );
}

/** `staff`: the reader is staff; a client reads statuses in a client's words. */
export function RequestTimeline({ entries, now, staff }: { entries: TimelineEntry[]; now: Date; staff: boolean }) {
  return (
    <ol className="grid gap-3" aria-label="Timeline">
      {entries.map((entry) => {
        if (entry.kind === "opened" || entry.kind === "message")
          return <MessageEntry key={entry.id} entry={entry} now={now} />;
        if (entry.kind === "files")
          return (
            <Line key={entry.id} icon={<PortalIcon name="paperclip" className="size-3" />}>
              <p>
                {entry.author ? firstName(entry.author.name) : "Someone"} added a file ·{" "}
                <When at={entry.at} now={now} />
              </p>
              <MessageFiles files={entry.files} />
            </Line>
          );
        return (
          <Line key={entry.id} icon={<PortalIcon name="arrow-right-left" className="size-3" />}>
            <p>
              {eventSentence(entry.actor, entry.changes, staff)} <span aria-hidden="true">·</span>{" "}
              <When at={entry.at} now={now} />
            </p>
          </Line>
        );
      })}
    </ol>
  );
}
