"use client";
// The admin's organisation forms: create one (name and kind) and rename one (placing a user in one is
// place-user-form.tsx). Each shows the server's sentence on a refusal and keeps what was typed.
import { Button } from "@/components/ui/button";
import { useState } from "react";
import { createOrganisationAction } from "@/lib/actions/organisations/create";
import { renameOrganisationAction } from "@/lib/actions/organisations/rename";
import { textLimits, type OrganisationKind } from "@/lib/workspace/vocabulary";
import { useAction } from "../use-action";
import { SelectField, TextField } from "@/components/ui/field";
import { FormMessage } from "../workspace/form-message";

/** An organisation's name, as both the create and the rename form ask for it. */
function NameField({
  id,
  name,
  setName,
  error,
}: {
  id: string;
  name: string;
  setName: (name: string) => void;
  error?: string;
}) {
  return (
    <TextField
      compact
      id={id}
      label="Name"
      required
      maxLength={textLimits.organisationName}
      value={name}
      onChange={(e) => setName(e.target.value)}
      error={error}
    />
  );
}

export function CreateOrganisationForm() {
  const [name, setName] = useState("");
  const [kind, setKind] = useState<OrganisationKind>("client");
  const { error, fields, done, pending, run } = useAction(createOrganisationAction, { onDone: () => setName("") });
  return (
    <form
      noValidate
      aria-labelledby="create-org-title"
      className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-5"
      onSubmit={(e) => {
        e.preventDefault();
        run({ name, kind }, `${name.trim()} created.`);
      }}
    >
      <h2 id="create-org-title" className="font-semibold text-ink">
        Add an organisation
      </h2>
      <div className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_10rem_auto] sm:items-end">
        <NameField id="new-organisation-name" name={name} setName={setName} error={fields.name} />
        <SelectField
          compact
          id="new-organisation-kind"
          label="Kind"
          value={kind}
          onChange={(e) => setKind(e.target.value as OrganisationKind)}
          options={[
            { value: "client", label: "Client" },
            { value: "vendor", label: "Vendor" },
          ]}
        />
        <Button type="submit" disabled={pending} variant="primary">
          Add organisation
        </Button>
      </div>
      <FormMessage error={error} done={done} />
    </form>
  );
}

export function RenameOrganisationForm({ id, current }: { id: string; current: string }) {
  const [name, setName] = useState(current);
  const { error, fields, done, pending, run } = useAction(
    (input: { name: string }) => renameOrganisationAction(id, input),
    {
      done: "Renamed.",
    },
  );
  return (
    <form
      noValidate
      aria-label="Rename the organisation"
      className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        run({ name });
      }}
    >
      <NameField id="organisation-name" name={name} setName={setName} error={fields.name} />
      <Button type="submit" disabled={pending} variant="secondary" size="sm">
        Rename
      </Button>
      <div className="sm:col-span-2">
        <FormMessage error={error} done={done} />
      </div>
    </form>
  );
}
