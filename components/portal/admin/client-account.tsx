"use client";
// An enquiry's client account: the organisation it was created in, or "Create client account", which asks first,
// naming the organisation and the person it will make (an enquiry without a company asks for the organisation's
// name). The note on success stays once the page is read again and shows the organisation instead of the button.
import Link from "next/link";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/field";
import { createClientAccountAction } from "@/lib/actions/enquiries/create-account";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";

type Props = {
  id: string;
  company: string | null;
  name: string;
  email: string;
  /** The client organisation the account was created in, once it has been. */
  organisation: { name: string; href: string } | null;
};

export function ClientAccount({ id, company, name, email, organisation }: Props) {
  const [organisationName, setOrganisationName] = useState(company ?? "");
  const { error, fields, done, pending, run } = useAction(
    (input: { organisation?: string }) => createClientAccountAction(id, input),
    {
      done: `Client account created for ${name}. A welcome mail telling them how to sign in is on its way to ${email}.`,
    },
  );
  const chosen = organisationName.trim();
  return (
    <div className="grid gap-3">
      {organisation ? (
        <p className="text-sm text-slate-700">
          Created in{" "}
          <Link href={organisation.href} className="font-semibold text-accent-700 underline underline-offset-2">
            {organisation.name}
          </Link>
          .
        </p>
      ) : (
        <>
          {company ? null : (
            <TextField
              compact
              id="client-organisation"
              label="Organisation name"
              value={organisationName}
              onChange={(e) => setOrganisationName(e.target.value)}
              error={fields.organisation}
              hint="This enquiry names no company."
            />
          )}
          <ConfirmDialog
            className={buttonClass("primary", "sm")}
            disabled={pending || !chosen}
            title="Create a client account?"
            description={`This makes the client organisation "${chosen}" (or adds to it, if it exists) and a client user ${name} <${email}> in it, and marks the enquiry won.`}
            confirmLabel="Create client account"
            tone="primary"
            onConfirm={() => void run(company && chosen === company ? {} : { organisation: chosen })}
          >
            Create client account
          </ConfirmDialog>
        </>
      )}
      <FormMessage error={error} done={done} />
    </div>
  );
}
