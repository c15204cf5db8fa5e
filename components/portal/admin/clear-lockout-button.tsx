"use client";
// "Clear lockout" on an audit row: asks first, then sends the row's address and the view's filters to the action.
import { ConfirmDialog, submitForm } from "@/components/ui/confirm-dialog";
import { clearLockoutAction } from "@/lib/actions/audit/clear-lockout";

export function ClearLockoutButton({ email, back }: { email: string; back: string }) {
  return (
    <form action={clearLockoutAction}>
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="back" value={back} />
      <ConfirmDialog
        className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50"
        title={`Clear the lockout of ${email}?`}
        description="Their failed tries and code counts are forgotten, so they can ask for a code and sign in at once. The clearing is recorded here with your address."
        confirmLabel="Clear lockout"
        tone="primary"
        onConfirm={submitForm}
      >
        Clear lockout<span className="sr-only"> of {email}</span>
      </ConfirmDialog>
    </form>
  );
}
