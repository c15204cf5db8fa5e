"use client";
// The queue's organisation filter: a text box for a client organisation's name (any case), whose suggestions load from
// GET /api/portal/organisations the first time it is used, so a queue page never carries every client's name. Picking
// a suggestion applies at once; a typed name applies with Enter or Search, like the search box.
import { useState } from "react";
import { controlClass } from "@/components/ui/field";

type Props = { value?: string; onPick: (form: HTMLFormElement | null) => void };

export function OrganisationFilter({ value, onPick }: Props) {
  const [names, setNames] = useState<string[] | null>(null);
  const load = () => {
    if (names) return;
    setNames([]);
    fetch("/api/portal/organisations?kind=client")
      .then((response) => (response.ok ? response.json() : { items: [] }))
      .then((body: { items: { name: string }[] }) => setNames(body.items.map((o) => o.name)))
      .catch(() => setNames(null));
  };
  return (
    <label className="grid min-w-0 gap-1 text-sm font-medium text-slate-700">
      Organisation
      <input
        type="search"
        name="organisation"
        list="organisation-names"
        defaultValue={value ?? ""}
        placeholder="Any organisation"
        autoComplete="off"
        onFocus={load}
        onInput={(event) => {
          const input = event.currentTarget;
          // A suggestion picked (or a name typed out in full): the queue follows at once. Emptied: all of them again.
          if (input.value === "" || names?.includes(input.value)) onPick(input.form);
        }}
        className={`${controlClass} h-10 text-sm`}
      />
      <datalist id="organisation-names">
        {names?.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </label>
  );
}
