// Generated hostile FormData for the admin Users view's server actions; every case is one the action must refuse.
import { roles } from "@/lib/auth/roles";
import { badAddress, forgedCookie, huge, spoil, type Rng } from "./hostile";

export type ActionName = "add" | "role" | "active" | "remove";
/** Who sends it: the signed-in admin, a signed-in employee, or a cookie no one was given. */
export type Sender = { kind: "admin" } | { kind: "employee" } | { kind: "forged"; cookie: string };
export type FormCase = { label: string; form: FormData; sender: Sender };

/** The directory the cases aim at: the admin who is signed in, an employee, and two people to change. */
export const directory = {
  admin: "priya@nexora.example",
  employee: "rohan@nexora.example",
  targets: ["rahul@nexora.example", "meera@nexora.example"],
} as const;

const invalidRole = (r: Rng) =>
  r.pick([
    "owner",
    "root",
    "Admin",
    "ADMIN",
    "superuser",
    "",
    "client\u200e",
    spoil(r, "client"),
    spoil(r, "admin"),
    huge(r, 10, 5000),
  ]);
const invalidActive = (r: Rng) =>
  r.pick(["TRUE", "1", "yes", "on", "", "fals", spoil(r, "true"), spoil(r, "false"), huge(r, 10, 5000)]);
const invalidName = (r: Rng) => (r.chance(0.7) ? spoil(r, "New Person") : huge(r, 101, 50_000));

/** An address that names no one the action may change: spoiled, malformed, unknown, or the admin's own. */
function notATarget(r: Rng): string | Blob {
  return r.pick<() => string | Blob>([
    () => spoil(r, r.pick(directory.targets)),
    () => badAddress(r),
    () => `ghost${r.int(1e6)}@nexora.example`,
    () => r.pick([` ${directory.admin.toUpperCase()} `, "Priya@Nexora.Example"]),
    () => huge(r, 255, 20_000),
    () => new Blob([r.pick(directory.targets)]),
  ])();
}

/** An address `add` must refuse: spoiled, malformed, too long, already a user, or a file. */
function notNew(r: Rng): string | Blob {
  return r.pick<() => string | Blob>([
    () => spoil(r, `new${r.int(1e6)}@nexora.example`),
    () => badAddress(r),
    () => huge(r, 255, 20_000),
    () => r.pick([...directory.targets, directory.admin, directory.employee]),
    () => new Blob([`new${r.int(1e6)}@nexora.example`]),
  ])();
}

function fields(r: Rng, action: ActionName): [string, string | Blob][] {
  const target = () => r.pick(directory.targets);
  switch (action) {
    case "add": {
      // Each field valid or not at random, with at least one refused.
      const broken = [r.chance(0.5), r.chance(0.4), r.chance(0.4)];
      if (!broken.some(Boolean)) broken[r.int(3)] = true;
      return [
        ["email", broken[0] ? notNew(r) : `new${r.int(1e6)}@nexora.example`],
        ["name", broken[1] ? invalidName(r) : "New Person"],
        ["role", broken[2] ? invalidRole(r) : r.pick(roles)],
      ];
    }
    case "role":
      if (r.chance(0.5))
        return [
          ["email", target()],
          ["role", invalidRole(r)],
        ];
      return [
        ["email", notATarget(r)],
        ["role", r.pick(roles)],
      ];
    case "active":
      if (r.chance(0.5))
        return [
          ["email", target()],
          ["active", invalidActive(r)],
        ];
      return [
        ["email", notATarget(r)],
        ["active", r.pick(["true", "false"])],
      ];
    case "remove":
      return [["email", notATarget(r)]];
  }
}

/** Junk a forged form may carry besides: prototype names, a second (valid) address after the first, action ids. */
function junk(r: Rng): [string, string][] {
  const all: [string, string][] = [
    ["__proto__", "polluted"],
    ["constructor", "prototype"],
    ["email", directory.targets[0]],
    ["$ACTION_ID_0000", ""],
    ["role", "admin"],
  ];
  return all.filter(() => r.chance(0.2));
}

export async function hostileForm(r: Rng, action: ActionName): Promise<FormCase> {
  const form = new FormData();
  const entries = [...fields(r, action), ...junk(r)];
  for (const [key, value] of entries) form.append(key, value);
  const roll = r.int(10);
  let sender: Sender = { kind: "admin" };
  if (roll === 8) sender = { kind: "employee" };
  if (roll === 9) sender = { kind: "forged", cookie: await forgedCookie(r) };
  return { label: `${action} ${sender.kind} ${entries.map(([key]) => key).join(",")}`, form, sender };
}
