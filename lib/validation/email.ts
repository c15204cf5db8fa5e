// What counts as an e-mail address, everywhere (forms in the browser, schemas, the user directory). No imports, so
// client code can use it.
export const emailMaxLength = 254;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The address as typed, trimmed: short enough and shaped like local@domain.tld. */
export function looksLikeEmail(value: string): boolean {
  const address = value.trim();
  return address.length <= emailMaxLength && emailPattern.test(address);
}
