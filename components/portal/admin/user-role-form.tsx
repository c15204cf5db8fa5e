"use client";
// A person's role, changed from their page. A new role takes them out of their organisation and ends their sessions,
// so the change is confirmed first.
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { controlClass } from "@/components/ui/field";
import { changeRoleAction, clearUserHoldAction } from "@/lib/actions/users/manage";
import { roles, type Role } from "@/lib/auth/roles";
import { useAction } from "../use-action";
import { FormMessage } from "../workspace/form-message";

const roleLabel = (role: string) => role.charAt(0).toUpperCase() + role.slice(1);
const small = "h-9 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-ink hover:bg-slate-50";

export function UserRoleForm({ id, name, current }: { id: string; name: string; current: Role }) {
  const [role, setRole] = useState<Role>(current);
  const { error, done, pending, run } = useAction((next: Role) => changeRoleAction(id, { role: next }));
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor="user-role" className="sr-only">
          Role of {name}
        </label>
        <select
          id="user-role"
          value={role}
          onChange={(e) => setRole(e.target.value as Role)}
          className={`${controlClass} h-9 w-40 text-sm`}
        >
          {roles.map((r) => (
            <option key={r} value={r}>
              {roleLabel(r)}
            </option>
          ))}
        </select>
        <ConfirmDialog
          className={small}
          tone="primary"
          disabled={pending || role === current}
          title={`Make ${name} ${/^[aeiou]/i.test(role) ? "an" : "a"} ${role}?`}
          description="Their open sessions end now, and they leave their organisation: place them in one of the new kind afterwards if they need it."
          confirmLabel="Change role"
          onConfirm={() => run(role, `${name} is now ${/^[aeiou]/i.test(role) ? "an" : "a"} ${role}.`)}
        >
          Change role
        </ConfirmDialog>
      </div>
      <FormMessage error={error} done={done} />
    </div>
  );
}

export function ClearHoldButton({ id, email }: { id: string; email: string }) {
  const { error, done, pending, run } = useAction(() => clearUserHoldAction(id, {}), {
    done: "Sign-in limits cleared. They can ask for a code and sign in again.",
  });
  return (
    <div className="grid gap-2">
      <button type="button" className={`${small} justify-self-start`} disabled={pending} onClick={() => run(undefined)}>
        Clear sign-in limits<span className="sr-only"> for {email}</span>
      </button>
      <FormMessage error={error} done={done} />
    </div>
  );
}
