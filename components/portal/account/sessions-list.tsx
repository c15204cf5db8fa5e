"use client";
// The sessions as rows (device, IP, started, last seen, "This device"), each other one with a Sign out that asks
// first, and "Sign out everywhere else". The outcome is announced below the list, which keeps it after the row goes.
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { revokeOtherSessionsAction } from "@/lib/actions/account/revoke-other-sessions";
import { revokeSessionAction } from "@/lib/actions/account/revoke-session";
import type { SessionView } from "@/lib/auth/account-sessions";
import { ago, formatDateTime } from "@/lib/portal/format";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";
import { PortalIcon } from "@/components/portal/icon";

type Props = { sessions: SessionView[]; now: Date; userId?: string };

function DeviceIcon({ device }: { device: string }) {
  const name = /iPhone|Android/.test(device)
    ? "smartphone"
    : /iPad/.test(device)
      ? "tablet"
      : / on |^A browser/.test(device)
        ? "monitor"
        : "terminal";
  return <PortalIcon name={name} className="mt-0.5 size-5 shrink-0 text-slate-500" />;
}

const small = "h-9 rounded-lg border border-red-200 bg-white px-3 text-sm font-semibold text-red-700 hover:bg-red-50";

export function SessionsList({ sessions, now, userId }: Props) {
  const target = userId ? { userId } : {};
  const one = useAction((id: string) => revokeSessionAction(id, target));
  const others = useAction(() => revokeOtherSessionsAction(target));
  const otherCount = sessions.filter((s) => !s.current).length;
  const everywhere = userId ? "Sign out everywhere" : "Sign out everywhere else";
  return (
    <>
      {sessions.length === 0 ? (
        <p className="mt-4 text-slate-600">No live sessions.</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label="Sessions">
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
              <div className="flex min-w-0 items-start gap-3">
                <DeviceIcon device={s.device} />
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
                    <span className="break-words">{s.device}</span>
                    {s.current ? <Badge tone="success">This device</Badge> : null}
                  </p>
                  <p className="mt-0.5 text-sm break-words text-slate-600">
                    IP {s.ip ?? "unknown"} · Signed in {formatDateTime(s.createdAt)} · Last seen{" "}
                    {s.current ? "now" : ago(new Date(s.lastSeenAt), new Date(now)).toLowerCase()}
                  </p>
                </div>
              </div>
              {s.current ? null : (
                <span className="shrink-0 pl-8 sm:pl-0">
                  <ConfirmDialog
                    className={small}
                    disabled={one.pending}
                    title={`Sign out ${s.device}?`}
                    description="That session ends at once: whoever uses it is sent to the sign-in page on their next click and needs a new code to come back."
                    confirmLabel={`Sign out ${s.device}`}
                    onConfirm={() => one.run(s.id, `${s.device} has been signed out.`)}
                  >
                    Sign out
                    <span className="sr-only">
                      {" "}
                      {s.device}, IP {s.ip ?? "unknown"}
                    </span>
                  </ConfirmDialog>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      <FormMessage error={one.error} done={one.done} className="mt-2" />
      {otherCount > 0 ? (
        <div className="mt-4 border-t border-slate-100 pt-4">
          <ConfirmDialog
            className={buttonClass("secondary", "md", "w-full sm:w-auto")}
            disabled={others.pending}
            title={`${everywhere}?`}
            description={`${otherCount === 1 ? "The other session ends" : `All ${otherCount} other sessions end`} at once${userId ? "" : "; this device stays signed in"}. Anyone using ${otherCount === 1 ? "it" : "them"} needs a new code to come back.`}
            confirmLabel={everywhere}
            onConfirm={() =>
              others.run(
                undefined,
                otherCount === 1 ? "Signed out of 1 other session." : `Signed out of ${otherCount} other sessions.`,
              )
            }
          >
            {everywhere}
          </ConfirmDialog>
        </div>
      ) : null}
      <FormMessage error={others.error} done={others.done} className="mt-3" />
    </>
  );
}
