"use client";
// Takes a person out of an organisation (they stay a user, with no organisation), after a confirmation.
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { setUserOrganisationAction } from "@/lib/actions/users/set-organisation";
import { possessive } from "@/lib/portal/format";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";

type Props = { email: string; name: string; organisation: string };

export function RemoveMemberButton({ email, name, organisation }: Props) {
  const { error, pending, run } = useAction(setUserOrganisationAction);
  return (
    <div className="grid justify-items-start gap-2 sm:justify-items-end">
      <ConfirmDialog
        className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50"
        disabled={pending}
        title={`Take ${name} out of ${organisation}?`}
        description={`${email} stays a user, but sees none of ${possessive(organisation)} work and gets none of its mail until placed in an organisation again.`}
        confirmLabel={`Take ${name} out`}
        onConfirm={() => run({ email, organisationId: "" }, `${name} is no longer in ${organisation}.`)}
      >
        Remove from organisation<span className="sr-only"> {email}</span>
      </ConfirmDialog>
      <FormMessage error={error} />
    </div>
  );
}
