// npm run users -- add|list|remove|role: manage portal users on PGlite or PostgreSQL (pending migrations first).
import { inviteUser } from "../lib/auth/invitations";
import { isRole, roles } from "../lib/auth/roles";
import { addUser, listUsers, removeUser, setUserRole } from "../lib/auth/users";
import type { Db } from "../lib/db/client";
import { visible } from "../lib/validation/text";
import { WorkspaceError } from "../lib/workspace/errors";
import { allOrganisations, ensureOrganisation } from "../lib/workspace/organisations";
import { expect, runCli, runIfScript, table, UsageError, type Io } from "./cli";

export const usage = `Usage:
  npm run users -- add <email> <role> [--name "Full Name"] [--org "Acme Ltd"]
  npm run users -- list
  npm run users -- remove <email>
  npm run users -- role <email> <role>
Roles: ${roles.join(", ")}. --org places a client or vendor user in that organisation, creating it when missing.`;

const examples = { name: '--name "Priya Deshmukh"', org: '--org "Acme Ltd"' } as const;

/** Splits `--name "Full Name"` / `--name=Full Name` (and the same for --org) from the positional arguments. */
function parse(args: string[]): { positional: string[]; name?: string; org?: string } {
  const positional: string[] = [];
  const options: { name?: string; org?: string } = {};
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    const option = (["name", "org"] as const).find((o) => arg === `--${o}` || arg.startsWith(`--${o}=`));
    if (option && arg === `--${option}`) {
      options[option] = args[(i += 1)];
      if (options[option] === undefined)
        throw new UsageError(`--${option} needs a value, for example ${examples[option]}.`);
    } else if (option) options[option] = arg.slice(`--${option}=`.length);
    else if (arg.startsWith("--")) throw new UsageError(`Unknown option ${visible(arg)}.`);
    else positional.push(arg);
  }
  return { positional, ...options };
}

/**
 * Adds the user and, with --org, places them in that organisation (created when missing), and queues their welcome
 * mail ("added by the Nexora team"): all or nothing.
 */
async function add(db: Db, input: { email: string; role: string; name?: string; org?: string }): Promise<string> {
  const { org, ...person } = input;
  const mailed = "Their welcome mail goes out through the server's outbox.";
  if (org === undefined) {
    const user = await inviteUser(db, person, new Date(), null);
    return `Added ${user.email} as ${user.role} (${user.name}). ${mailed}`;
  }
  const kind = input.role === "client" || input.role === "vendor" ? input.role : null;
  if (!kind) {
    // An unknown role gets the directory's own sentence; a staff role this one.
    if (!isRole(input.role)) await addUser(db, person);
    throw new WorkspaceError(400, "Staff (admins and employees) belong to no organisation: leave out --org.");
  }
  return db.transaction(async (tx) => {
    const organisation = await ensureOrganisation(tx, org, kind);
    const user = await inviteUser(tx, { ...person, organisationId: organisation.id }, new Date(), null);
    return `Added ${user.email} as ${user.role} (${user.name}), in ${organisation.name}. ${mailed}`;
  });
}

/** Runs one command; returns the exit code: 0 done, 1 refused or failed, 2 wrong usage. */
export function main(argv: string[], terminal: Io = { out: console.log, err: console.error }): Promise<number> {
  return runCli(
    {
      usage,
      commands: ["add", "list", "remove", "role"],
      parse: (command, rest) => {
        const parsed = parse(rest);
        if (parsed.name !== undefined && command !== "add") throw new UsageError("--name only applies to add.");
        if (parsed.org !== undefined && command !== "add") throw new UsageError("--org only applies to add.");
        return parsed;
      },
      run: async (io, db, command, { positional, name, org }) => {
        if (command === "list") {
          expect(positional, 0, command);
          const people = await listUsers(db);
          const organisationNames = new Map((await allOrganisations(db)).map((o) => [o.id, o.name]));
          if (people.length === 0) io.out("No users yet. Add one with: npm run users -- add <email> <role>");
          else
            table([
              ["EMAIL", "ROLE", "STATUS", "ORGANISATION", "NAME"],
              ...people.map((u) => [
                u.email,
                u.role,
                u.active ? "active" : "inactive",
                (u.organisationId && organisationNames.get(u.organisationId)) || "-",
                u.name,
              ]),
            ]).forEach((l) => io.out(l));
        } else if (command === "add") {
          const [email = "", role = ""] = expect(positional, 2, command);
          io.out(await add(db, { email, role, name, org }));
        } else if (command === "remove") {
          const [email = ""] = expect(positional, 1, command);
          const user = await removeUser(db, email);
          io.out(`Removed ${user.email}; their sessions have ended.`);
        } else {
          const [email = "", role = ""] = expect(positional, 2, command);
          const user = await setUserRole(db, email, role);
          io.out(`${user.email} is now ${user.role}; they sign in again to use it.`);
        }
      },
    },
    argv,
    terminal,
  );
}

await runIfScript(import.meta.url, main);
