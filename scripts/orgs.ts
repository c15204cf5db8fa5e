// npm run orgs -- list|add: the client and vendor organisations, on PGlite or PostgreSQL (pending migrations first).
import { visible } from "../lib/validation/text";
import { addOrganisation, allOrganisations } from "../lib/workspace/organisations";
import { expect, runCli, runIfScript, table, UsageError, type Io } from "./cli";

export const usage = `Usage:
  npm run orgs -- list
  npm run orgs -- add <name> client|vendor
Put a name with spaces in quotes: npm run orgs -- add "Acme Ltd" client`;

/** Runs one command; returns the exit code: 0 done, 1 refused or failed, 2 wrong usage. */
export function main(argv: string[], terminal: Io = { out: console.log, err: console.error }): Promise<number> {
  return runCli(
    {
      usage,
      commands: ["add", "list"],
      parse: (_command, positional) => {
        const option = positional.find((arg) => arg.startsWith("--"));
        if (option) throw new UsageError(`Unknown option ${visible(option)}.`);
        return positional;
      },
      run: async (io, db, command, positional) => {
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
      },
    },
    argv,
    terminal,
  );
}

await runIfScript(import.meta.url, main);
