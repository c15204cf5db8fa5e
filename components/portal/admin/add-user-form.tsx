"use client";
// Adds a user and sends their welcome mail: on the Users table (any role, any organisation of the role's kind) and
// on an organisation's page (its kind, placed in it). Keeps what was typed when the server refuses it. On the Users
// table it is folded under "Add a user", as "New project" is, so on a phone the list is what the page opens on.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Disclosure } from "@/components/ui/disclosure";
import { SelectField, TextField } from "@/components/ui/field";
import { inviteUserAction } from "@/lib/actions/users/invite";
import { roles, type Role } from "@/lib/auth/roles";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";

export type OrganisationChoice = { id: string; name: string; kind: "client" | "vendor" };

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);

type Props = {
  organisations: OrganisationChoice[];
  /** On an organisation's page: the user joins it, with its kind as their role. */
  fixed?: OrganisationChoice;
};

export function AddUserForm({ organisations, fixed }: Props) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<Role>(fixed?.kind ?? "employee");
  const [organisationId, setOrganisationId] = useState(fixed?.id ?? "");
  const reset = () => {
    setEmail("");
    setName("");
  };
  const { error, fields, done, pending, run } = useAction(inviteUserAction, { onDone: reset });
  const staff = role === "admin" || role === "employee";
  const choices = organisations.filter((o) => o.kind === role);
  const form = (
    <form
      noValidate
      aria-label={fixed ? undefined : "Add a user"}
      aria-labelledby={fixed ? "add-user-title" : undefined}
      className={
        fixed
          ? "grid gap-3 rounded-2xl border border-slate-200 bg-white p-5"
          : "grid gap-3 border-t border-slate-100 p-5"
      }
      onSubmit={(e) => {
        e.preventDefault();
        run(
          { email, name, role, organisationId: staff ? "" : organisationId },
          `${email.trim()} added. We have e-mailed them the sign-in address and who added them.`,
        );
      }}
    >
      {fixed ? (
        <h2 id="add-user-title" className="font-semibold text-ink">
          Add a person to {fixed.name}
        </h2>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_9rem_12rem_auto] lg:items-end">
        <TextField
          compact
          id="new-user-email"
          label="E-mail"
          type="email"
          required
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fields.email}
        />
        <TextField
          compact
          id="new-user-name"
          label="Name"
          optional
          maxLength={100}
          autoComplete="off"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={fields.name}
        />
        {fixed ? null : (
          <>
            <SelectField
              compact
              id="new-user-role"
              label="Role"
              value={role}
              onChange={(e) => {
                setRole(e.target.value as Role);
                setOrganisationId("");
              }}
              options={roles.map((r) => ({ value: r, label: roleLabel(r) }))}
            />
            <SelectField
              compact
              id="new-user-organisation"
              label="Organisation"
              value={staff ? "" : organisationId}
              disabled={staff}
              onChange={(e) => setOrganisationId(e.target.value)}
              error={fields.organisation}
              options={[
                { value: "", label: staff ? "None (staff)" : "No organisation yet" },
                ...choices.map((o) => ({ value: o.id, label: o.name })),
              ]}
            />
          </>
        )}
        <Button type="submit" disabled={pending}>
          Add and invite
        </Button>
      </div>
      <p className="text-sm text-slate-600">
        They get a welcome mail with the sign-in address and your name; they sign in with a code sent to their e-mail.
      </p>
      <FormMessage error={error} done={done} />
    </form>
  );
  return fixed ? (
    form
  ) : (
    <Disclosure
      className="group rounded-2xl border border-slate-200 bg-white"
      summaryClassName="px-5 py-4 font-semibold text-ink"
      chevronClassName="size-5 text-slate-500 transition-transform group-open:rotate-180"
      summary="Add a user"
    >
      {form}
    </Disclosure>
  );
}
