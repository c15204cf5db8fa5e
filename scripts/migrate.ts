// npm run db:migrate: applies pending migrations to the configured database (the server also does it on start).
import { closeDatabase, configuredDatabase, DatabaseBusyError, getDatabase } from "../lib/db/client";
import { migrate } from "../lib/db/migrate";
import { EnvError } from "../lib/env";
import { describeError } from "../lib/db/errors";

let code = 0;
try {
  const target = configuredDatabase();
  await migrate(await getDatabase());
  console.log(
    `Migrations applied to ${target.kind === "postgres" ? "the PostgreSQL database in DATABASE_URL" : `the embedded database in ${target.dir}`}.`,
  );
} catch (error) {
  console.error(
    error instanceof DatabaseBusyError || error instanceof EnvError
      ? error.message
      : `Migrations failed: ${describeError(error)}`,
  );
  code = 1;
}
await closeDatabase().catch(() => {});
process.exit(code);
