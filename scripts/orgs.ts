// npm run orgs -- list|add: the client and vendor organisations, on PGlite or PostgreSQL (pending migrations first).
import { pathToFileURL } from "node:url";
import { UserDirectoryError } from "../lib/auth/users";
import { closeDatabase, DatabaseBusyError, getDatabase } from "../lib/db/client";
import { migrate } from "../lib/db/migrate";
import { EnvError } from "../lib/env";
import { visible } from "../lib/validation/text";
import { WorkspaceError } from "../lib/workspace/errors";
import { addOrganisation, allOrganisations } from "../lib/workspace/organisations";
import { expect, failure, safeLines, table, UsageError, type Io } from "./users";

export const usage = `Usage:
  npm run orgs -- list
  npm run orgs -- add <name> client|vendor
Put a name with spaces in quotes: npm run orgs -- add "Acme Ltd" client`;

/** Runs one command; returns the exit code: 0 done, 1 refused or failed, 2 wrong usage. */
export async function main(argv: string[], terminal: Io = { out: console.log, err: console.error }): Promise<number> {
  const io = safeLines(terminal);
  const [command, ...positional] = argv;
  try {
    if (!command || command === "help" || command === "--help") {
      io.out(usage);
      return command ? 0 : 2;
    }
    if (!["add", "list"].includes(command)) throw new UsageError(`Unknown command "${visible(command)}".`);
    const option = positional.find((arg) => arg.startsWith("--"));
    if (option) throw new UsageError(`Unknown option ${visible(option)}.`);

    const handle = await getDatabase();
    await migrate(handle);
    const db = handle.db;
    if (command === "list") {
      expect(positional, 0, command);
      const organisations = await allOrganisations(db);
      if (organisations.length === 0)
        io.out('No organisations yet. Add one with: npm run orgs -- add "Acme Ltd" client');
      else
        table([
          ["NAME", "KIND", "MEMBERS"],
          ...organisations.map((o) => [o.name, o.kind, String(o.memberCount)]),
        ]).forEach((l) => io.out(l));
    } else {
      const [name = "", kind = ""] = expect(positional, 2, command);
      const organisation = await addOrganisation(db, { name, kind });
      io.out(`Added the ${organisation.kind} organisation ${organisation.name}.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (
      error instanceof WorkspaceError ||
      error instanceof UserDirectoryError ||
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
