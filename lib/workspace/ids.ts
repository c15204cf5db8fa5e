// Ids as they arrive from URLs and payloads.

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids arrive from URLs: anything that is not a UUID is simply not found (never a database error). */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
