// The rows of a raw `db.execute`: node-postgres answers `{rows}`, PGlite a result with `rows` too.
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
