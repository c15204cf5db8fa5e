// Server start: migrations, first users, workers (lib/server/boot.ts). Node.js server only, never at build.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { boot } = await import("./lib/server/boot");
  await boot();
}
