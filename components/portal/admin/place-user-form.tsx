"use client";
// Places a user in an organisation (or in none) from their page; shows the server's sentence on a refusal.
import { useState } from "react";
import { setUserOrganisationAction } from "@/lib/actions/users/set-organisation";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";

type PlaceProps = { email: string; current: string | null; options: { id: string; name: string }[] };

export function PlaceUserForm({ email, current, options }: PlaceProps) {
  const [organisationId, setOrganisationId] = useState(current ?? "");
  const { error, done, pending, run } = useAction(setUserOrganisationAction, { done: "Saved." });
  return (
    <form
      className="flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        run({ email, organisationId });
      }}
    >
      {/* The row it sits in is headed "Organisation" on screen. */}
      <label className="sr-only" htmlFor={`org-${email}`}>
        Organisation of {email}
      </label>
      <select
        id={`org-${email}`}
        value={organisationId}
        onChange={(e) => setOrganisationId(e.target.value)}
        className="h-9 max-w-52 rounded-lg border border-slate-300 bg-white px-2 text-sm"
      >
        <option value="">No organisation</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.name}
          </option>
        ))}
      </select>
      <button
        type="submit"
        disabled={pending}
        className="h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50"
      >
        Save<span className="sr-only"> organisation of {email}</span>
      </button>
      <FormMessage error={error} done={done} />
    </form>
  );
}
