// A list of passkeys with when each was added and last used, and removal after a confirmation. The Security page
// shows the person's own; with `userId` it is an admin's view of that user's passkeys (the user page).
import type { PasskeySummary } from "@/lib/auth/passkeys";
import { formatDate, formatDateTime } from "@/lib/portal/format";
import { RemovePasskey } from "./remove-passkey";
import { PortalIcon } from "@/components/portal/icon";

type Props = { passkeys: PasskeySummary[]; empty: string; userId?: string };

export function PasskeyList({ passkeys, empty, userId }: Props) {
  if (passkeys.length === 0) return <p className="mt-4 text-sm text-slate-600">{empty}</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200" data-testid="passkey-list">
      {passkeys.map((passkey) => (
        <li key={passkey.id} className="flex flex-wrap items-start gap-3 p-4">
          <PortalIcon name="key-round" className="mt-0.5 size-5 shrink-0 text-accent-700" />
          <div className="min-w-0 flex-1">
            <p className="font-semibold break-words text-ink">{passkey.name}</p>
            <p className="text-sm text-slate-600">
              Added {formatDate(passkey.createdAt)} ·{" "}
              {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : "not used yet"}
            </p>
          </div>
          <RemovePasskey id={passkey.id} name={passkey.name} userId={userId} />
        </li>
      ))}
    </ul>
  );
}
