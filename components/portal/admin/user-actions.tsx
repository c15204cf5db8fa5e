"use client";
// What an admin can do to another user, in one small menu: pause (their sessions end; "Paused. Undo" for a few
// seconds), resume, and remove for good, offered only once they are paused and confirmed with what is lost.
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { pauseUserAction, removeUserForGoodAction, resumeUserAction } from "@/lib/actions/users/manage";
import { undoSeconds, type UserState } from "@/lib/auth/user-state";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";
import { PortalIcon } from "@/components/portal/icon";

type Props = {
  id: string;
  name: string;
  email: string;
  state: UserState;
  /** In the table: the person's page. On that page itself there is none, and a removal goes back to the table. */
  href?: string;
  listHref: string;
  /** "end" in the table's last column: the button, its menu and its outcome keep to the right edge at every width. */
  align?: "end";
};

const item = "block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold text-ink hover:bg-slate-100";

export function UserActions({ id, name, email, state, href, listHref, align }: Props) {
  const router = useRouter();
  const [undoUntil, setUndoUntil] = useState(0);
  const pause = useAction(() => pauseUserAction(id, {}), {
    refresh: false,
    onDone: () => {
      setUndoUntil(Date.now() + undoSeconds * 1000);
      // Under a state filter the paused row would leave the list, and its Undo with it: drop that filter.
      const query = new URLSearchParams(window.location.search);
      query.delete("state");
      const rest = query.toString();
      router.replace(`${window.location.pathname}${rest ? `?${rest}` : ""}`, { scroll: false });
      router.refresh();
    },
  });
  const resume = useAction(() => resumeUserAction(id, {}), { onDone: () => setUndoUntil(0) });
  const remove = useAction(() => removeUserForGoodAction(id, {}), {
    refresh: false,
    onDone: () => router.replace(`${listHref}?notice=removed`),
  });
  useEffect(() => {
    if (!undoUntil) return;
    const timer = setTimeout(() => setUndoUntil(0), Math.max(0, undoUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [undoUntil]);

  const error = pause.error ?? resume.error ?? remove.error;
  if (undoUntil)
    return (
      <p role="status" className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-slate-800">
        Paused.
        <button
          type="button"
          disabled={resume.pending}
          onClick={() => resume.run(undefined, `${name} can sign in again.`)}
          className="rounded-lg border border-slate-300 bg-white px-2.5 py-1 font-semibold text-accent-700 hover:bg-slate-50"
        >
          Undo<span className="sr-only"> pausing {email}</span>
        </button>
      </p>
    );
  return (
    <div className={`grid gap-2 ${align === "end" ? "justify-items-end" : "justify-items-start lg:justify-items-end"}`}>
      <details className="relative">
        <summary className="inline-flex h-9 cursor-pointer list-none items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
          <PortalIcon name="ellipsis" className="size-4" /> Actions<span className="sr-only"> for {email}</span>
        </summary>
        <div
          className={`absolute z-10 mt-1 grid w-52 gap-0.5 rounded-xl border border-slate-200 bg-white p-1.5 shadow-lg ${
            align === "end" ? "right-0" : "max-lg:left-0 lg:right-0"
          }`}
        >
          {href ? (
            <Link href={href} className={item}>
              Open details
            </Link>
          ) : null}
          {state === "paused" ? (
            <>
              <button
                type="button"
                className={item}
                disabled={resume.pending}
                onClick={() => resume.run(undefined, `${name} can sign in again.`)}
              >
                Resume access
              </button>
              <ConfirmDialog
                className={`${item} text-red-700 hover:bg-red-50`}
                title={`Remove ${name} for good?`}
                description={`${email} is deleted from the portal: they can never sign in with it again unless added anew. Their history stays in the activity record, but their name no longer links to a person. This cannot be undone.`}
                confirmLabel={`Remove ${name}`}
                onConfirm={() => remove.run(undefined)}
              >
                Remove for good…
              </ConfirmDialog>
            </>
          ) : (
            <ConfirmDialog
              className={item}
              tone="primary"
              title={`Pause ${name}?`}
              description={`${email} cannot sign in while paused, and their open sessions end now. You can resume their access at any time.`}
              confirmLabel={`Pause ${name}`}
              onConfirm={() => pause.run(undefined)}
            >
              Pause access…
            </ConfirmDialog>
          )}
        </div>
      </details>
      <FormMessage error={error} done={resume.done} className={align === "end" ? "w-48" : ""} />
    </div>
  );
}
