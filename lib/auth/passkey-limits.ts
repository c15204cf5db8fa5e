// The longest name a passkey may have, apart from the passkey rules (passkey-rules.ts) so the Security page's browser
// code does not carry zod.
export const passkeyNameMaxLength = 60;
