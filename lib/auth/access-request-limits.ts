// The request-access form's length limits, apart from its schema (access-request-schema.ts) so the form's browser
// code does not carry zod.
export const accessRequestLimits = { name: 100, company: 120, message: 1000 } as const;
