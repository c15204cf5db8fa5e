// drizzle-kit: `npm run db:generate` writes SQL migrations from lib/db/schema.ts (for PGlite and PostgreSQL alike).
import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  schema: "./lib/db/schema.ts",
  out: "./lib/db/migrations",
});
