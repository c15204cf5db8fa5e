// npm run users -- add|list|remove|role: manage portal users on PGlite or PostgreSQL (pending migrations first).
import { pathToFileURL } from "node:url";
import { roles } from "../lib/auth/roles";
import { addUser, listUsers, removeUser, setUserRole, UserDirectoryError } from "../lib/auth/users";
import { closeDatabase, DatabaseBusyError, getDatabase } from "../lib/db/client";
import { migrate } from "../lib/db/migrate";
import { EnvError } from "../lib/env";
import { databaseRefusal, describeError, isDatabaseUnavailable } from "../lib/http/errors";
import { visible } from "../lib/validation/text";

export const usage = `Usage:
  npm run users -- add <email> <role> [--name "Full Name"]
  npm run users -- list
  npm run users -- remove <email>
  npm run users -- role <email> <role>
Roles: ${roles.join(", ")}.`;

type Io = { out: (line: string) => void; err: (line: string) => void };

class UsageError extends Error {}

/** Splits `--name "Full Name"` / `--name=Full Name` from the positional arguments. */
function parse(args: string[]): { positional: string[]; name?: string } {
  const positional: string[] = [];
  let name: string | undefined;
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    if (arg === "--name") {
      name = args[(i += 1)];
      if (name === undefined) throw new UsageError('--name needs a value, for example --name "Priya Deshmukh".');
    } else if (arg.startsWith("--name=")) name = arg.slice("--name=".length);
    else if (arg.startsWith("--")) throw new UsageError(`Unknown option ${visible(arg)}.`);
    else positional.push(arg);
  }
  return { positional, name };
}

function expect(positional: string[], count: number, command: string): string[] {
  if (positional.length !== count)
    throw new UsageError(`"${command}" takes ${count} argument${count === 1 ? "" : "s"}.`);
  return positional;
}

/** Columns padded to their widest cell; each cell is shown with `visible`, so no stored value can steer the terminal. */
function table(raw: string[][]): string[] {
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
function safeLines(io: Io): Io {
  const clean = (text: string) => text.split("\n").map(visible).join("\n");
  return { out: (text) => io.out(clean(text)), err: (text) => io.err(clean(text)) };
}

function failure(error: unknown): string {
  if (isDatabaseUnavailable(error)) return `Could not reach the database: ${describeError(error)}`;
  if (databaseRefusal(error)) return `The database refused a value: ${describeError(error)}`;
  return `Failed: ${describeError(error)}`;
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
    const { positional, name } = parse(rest);
    if (name !== undefined && command !== "add") throw new UsageError("--name only applies to add.");

    const handle = await getDatabase();
    await migrate(handle);
    const db = handle.db;
    if (command === "list") {
      expect(positional, 0, command);
      const users = await listUsers(db);
      if (users.length === 0) io.out("No users yet. Add one with: npm run users -- add <email> <role>");
      else
        table([
          ["EMAIL", "ROLE", "STATUS", "NAME"],
          ...users.map((u) => [u.email, u.role, u.active ? "active" : "inactive", u.name]),
        ]).forEach((l) => io.out(l));
    } else if (command === "add") {
      const [email = "", role = ""] = expect(positional, 2, command);
      const user = await addUser(db, { email, role, name });
      io.out(`Added ${user.email} as ${user.role} (${user.name}).`);
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
    if (error instanceof UserDirectoryError || error instanceof DatabaseBusyError || error instanceof EnvError) {
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
