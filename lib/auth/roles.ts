// The portal roles; each lands on /<role>. Kept free of imports so the proxy and client code can use it.
export const roles = ["admin", "employee", "client", "vendor"] as const;
export type Role = (typeof roles)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}
