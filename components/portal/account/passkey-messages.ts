// What to tell a person when the browser's passkey prompt ends without a passkey, by the DOMException it gave.

export function ceremonyFailure(error: unknown, what: "added" | "used"): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError")
    return `No passkey was ${what}: the prompt was closed or timed out.`;
  if (name === "InvalidStateError") return "This device already holds a passkey for your account.";
  if (name === "SecurityError") return "Passkeys work only on the portal's own address.";
  return `No passkey was ${what}. Please try again.`;
}
