"use client";
// Removal of one passkey, asked first: the first press shows what removal means and a second button to confirm.
import { useState } from "react";
import { FormMessage } from "@/components/portal/workspace/form-message";
import { Button } from "@/components/ui/button";
import { removeOwnPasskeyAction, removeUserPasskeyAction } from "@/lib/actions/passkeys/remove";
import { useAction } from "@/components/portal/use-action";

type Props = { id: string; name: string; userId?: string };

export function RemovePasskey({ id, name, userId }: Props) {
  const [asking, setAsking] = useState(false);
  const { error, pending, run } = useAction(
    (passkeyId: string) =>
      userId ? removeUserPasskeyAction(passkeyId, { userId }) : removeOwnPasskeyAction(passkeyId, {}),
    { done: "Passkey removed." },
  );
  if (!asking) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)} aria-label={`Remove ${name}`}>
        Remove
      </Button>
    );
  }
  return (
    <div className="w-full rounded-xl bg-slate-50 p-3 sm:w-auto sm:max-w-xs" role="group" aria-label={`Remove ${name}`}>
      <p className="text-sm text-slate-700">
        {userId
          ? "They will no longer be able to sign in with it."
          : "You will no longer be able to sign in with it. Codes by e-mail still work."}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" disabled={pending} onClick={() => run(id)}>
          {pending ? "Removing…" : "Remove passkey"}
        </Button>
        <Button variant="ghost" size="sm" disabled={pending} onClick={() => setAsking(false)}>
          Keep it
        </Button>
      </div>
      <FormMessage error={error} className="mt-2" />
    </div>
  );
}
