// npm run users -- add|list|remove|role: manage portal users on PGlite or PostgreSQL (pending migrations first).
import { eq } from "drizzle-orm";
import { pathToFileURL } from "node:url";
import { isRole, roles } from "../lib/auth/roles";
import { addUser, listUsers, removeUser, setUserRole, UserDirectoryError } from "../lib/auth/users";
import { closeDatabase, DatabaseBusyError, getDatabase, type Db } from "../lib/db/client";
import { migrate } from "../lib/db/migrate";
import { users } from "../lib/db/schema";
import { EnvError } from "../lib/env";
import { databaseRefusal, describeError, isDatabaseUnavailable } from "../lib/http/errors";
import { visible } from "../lib/validation/text";
import { WorkspaceError } from "../lib/workspace/errors";
import { allOrganisations, ensureOrganisation } from "../lib/workspace/organisations";

export const usage = `Usage:
  npm run users -- add <email> <role> [--name "Full Name"] [--org "Acme Ltd"]
  npm run users -- list
  npm run users -- remove <email>
  npm run users -- role <email> <role>
Roles: ${roles.join(", ")}. --org places a client or vendor user in that organisation, creating it when missing.`;

export type Io = { out: (line: string) => void; err: (line: string) => void };

export class UsageError extends Error {}

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

export function expect(positional: string[], count: number, command: string): string[] {
  if (positional.length !== count)
    throw new UsageError(`"${command}" takes ${count} argument${count === 1 ? "" : "s"}.`);
  return positional;
}

/** Columns padded to their widest cell; each cell is shown with `visible`, so no stored value can steer the terminal. */
export function table(raw: string[][]): string[] {
  const rows = raw.map((r) => r.map(visible));
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? "").length))) ?? [];
  return rows.map((r) =>
    r
      .map((cell, c) => cell.padEnd(widths[c] ?? 0))
      .join("  ")
      .trimEnd(),
  );
}

/** Every printed line, whatever it quotes, reaches the terminal with its control characters spelled out. */
export function safeLines(io: Io): Io {
  const clean = (text: string) => text.split("\n").map(visible).join("\n");
  return { out: (text) => io.out(clean(text)), err: (text) => io.err(clean(text)) };
}

export function failure(error: unknown): string {
  if (isDatabaseUnavailable(error)) return `Could not reach the database: ${describeError(error)}`;
  if (databaseRefusal(error)) return `The database refused a value: ${describeError(error)}`;
  return `Failed: ${describeError(error)}`;
}

/** Adds the user and, with --org, places them in that organisation (created when missing): all or nothing. */
async function add(db: Db, input: { email: string; role: string; name?: string; org?: string }): Promise<string> {
  const { org, ...person } = input;
  if (org === undefined) {
    const user = await addUser(db, person);
    return `Added ${user.email} as ${user.role} (${user.name}).`;
  }
  const kind = input.role === "client" || input.role === "vendor" ? input.role : null;
  if (!kind) {
    // An unknown role gets the directory's own sentence; a staff role this one.
    if (!isRole(input.role)) await addUser(db, person);
    throw new WorkspaceError(400, "Staff (admins and employees) belong to no organisation: leave out --org.");
  }
  return db.transaction(async (tx) => {
    const organisation = await ensureOrganisation(tx, org, kind);
    const user = await addUser(tx, person);
    await tx.update(users).set({ organisationId: organisation.id }).where(eq(users.id, user.id));
    return `Added ${user.email} as ${user.role} (${user.name}), in ${organisation.name}.`;
  });
}

/** Runs one command; returns the exit code: 0 done, 1 refused or failed, 2 wrong usage. */
export async function main(argv: string[], terminal: Io = { out: console.log, err: console.error }): Promise<number> {
  const io = safeLines(terminal);
  const [command, ...rest] = argv;
  try {
    if (!command || command === "help" || command === "--help") {
      io.out(usage);
      return command ? 0 : 2;
    }
    if (!["add", "list", "remove", "role"].includes(command))
      throw new UsageError(`Unknown command "${visible(command)}".`);
    const { positional, name, org } = parse(rest);
    if (name !== undefined && command !== "add") throw new UsageError("--name only applies to add.");
    if (org !== undefined && command !== "add") throw new UsageError("--org only applies to add.");

    const handle = await getDatabase();
    await migrate(handle);
    const db = handle.db;
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
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (
      error instanceof UserDirectoryError ||
      error instanceof WorkspaceError ||
      error instanceof DatabaseBusyError ||
      error instanceof EnvError
    ) {
      io.err(error.message);
      return 1;
    }
    io.err(failure(error));
    return 1;
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const code = await main(process.argv.slice(2));
  await closeDatabase().catch(() => {});
  process.exit(code);
}
