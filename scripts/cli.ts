// What the npm run users/orgs commands share: usage errors, safe output, tables, the database and exit codes.
import { pathToFileURL } from "node:url";
import { UserDirectoryError } from "../lib/auth/users";
import { closeDatabase, DatabaseBusyError, getDatabase, type Db } from "../lib/db/client";
import { migrate } from "../lib/db/migrate";
import { EnvError } from "../lib/env";
import { databaseRefusal, describeError, isDatabaseUnavailable } from "../lib/db/errors";
import { visible } from "../lib/validation/text";
import { WorkspaceError } from "../lib/workspace/errors";

export type Io = { out: (line: string) => void; err: (line: string) => void };

export class UsageError extends Error {}

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

export type Cli<Args> = {
  usage: string;
  commands: readonly string[];
  /** Reads the arguments after the command, throwing UsageError; runs before the database is opened. */
  parse: (command: string, rest: string[]) => Args;
  run: (io: Io, db: Db, command: string, args: Args) => Promise<void>;
};

/** Runs one command; returns the exit code: 0 done, 1 refused or failed, 2 wrong usage. */
export async function runCli<Args>(cli: Cli<Args>, argv: string[], terminal: Io): Promise<number> {
  const io = safeLines(terminal);
  const [command, ...rest] = argv;
  try {
    if (!command || command === "help" || command === "--help") {
      io.out(cli.usage);
      return command ? 0 : 2;
    }
    if (!cli.commands.includes(command)) throw new UsageError(`Unknown command "${visible(command)}".`);
    const args = cli.parse(command, rest);
    const handle = await getDatabase();
    await migrate(handle);
    await cli.run(io, handle.db, command, args);
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${cli.usage}`);
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

/** Runs `main` with the process arguments and exits with its code, when `url` is the script node was started with. */
export async function runIfScript(url: string, main: (argv: string[]) => Promise<number>): Promise<void> {
  if (!process.argv[1] || url !== pathToFileURL(process.argv[1]).href) return;
  const code = await main(process.argv.slice(2));
  await closeDatabase().catch(() => {});
  process.exit(code);
}
