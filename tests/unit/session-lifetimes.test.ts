import { describe, expect, it } from "vitest";
import { roles } from "@/lib/auth/roles";
import { sessionLifetimeSeconds } from "@/lib/auth/session-store";

const HOUR = 3600;
const DAY = 24 * HOUR;

describe("session lifetimes", () => {
  it.each(roles)("a %s who does not ask to be remembered is signed out after 12 hours at most", (role) => {
    expect(sessionLifetimeSeconds(role, false)).toBe(12 * HOUR);
  });

  it("remembering the device keeps staff, clients and vendors for 30 days, admins for 7", () => {
    expect(sessionLifetimeSeconds("employee", true)).toBe(30 * DAY);
    expect(sessionLifetimeSeconds("client", true)).toBe(30 * DAY);
    expect(sessionLifetimeSeconds("vendor", true)).toBe(30 * DAY);
    expect(sessionLifetimeSeconds("admin", true)).toBe(7 * DAY);
  });
});
