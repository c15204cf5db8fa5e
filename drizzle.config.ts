// drizzle-kit: `npm run db:generate` writes SQL migrations from lib/db/schema.ts (the same files serve PGlite and PostgreSQL).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./lib/db/migrations",
});
