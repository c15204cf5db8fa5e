// The admin Users view's server actions: each re-checks the session, changes the directory, and reports by key.
import { expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import { addUserAction, removeUserAction, setActiveAction, setRoleAction } from "@/app/(portal)/admin/actions";
import { addUser, findUserByEmail } from "@/lib/auth/users";
import { describeEachDatabase } from "../support/db";
import { cookieHeader, post } from "../support/http";
import { asPage } from "../support/next";
import { codeFrom, loopbackSmtpPerFile } from "../support/smtp";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();

async function signIn(email: string): Promise<string> {
  expect((await login(post("/api/auth/login", { email }))).status).toBe(200);
  const code = codeFrom(await smtp.waitForMail(email));
  const verified = await verify(post("/api/auth/verify-otp", { email, otp: code, rememberDevice: false }));
  expect(verified.status).toBe(200);
  return cookieHeader(verified);
}

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
};

describeEachDatabase("admin user management", (database) => {
  it("an admin adds a user, changes their role, pauses and removes them, with a notice for each", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "admin" });
    const cookie = await signIn("priya@nexora.example");

    expect(await asPage(cookie, () => addUserAction(form({ email: "Rahul@Nexora.example", name: "Rahul Shinde", role: "client" })))).toEqual({ redirect: "/admin?view=users&notice=added" });
    expect(await findUserByEmail(db, "rahul@nexora.example")).toMatchObject({ name: "Rahul Shinde", role: "client", active: true });
    expect(await asPage(cookie, () => addUserAction(form({ email: "rahul@nexora.example", role: "client" })))).toEqual({ redirect: "/admin?view=users&notice=exists" });
    expect(await asPage(cookie, () => addUserAction(form({ email: "not-an-address", role: "client" })))).toEqual({ redirect: "/admin?view=users&notice=invalid_email" });

    expect(await asPage(cookie, () => setRoleAction(form({ email: "rahul@nexora.example", role: "vendor" })))).toEqual({ redirect: "/admin?view=users&notice=role_changed" });
    expect(await asPage(cookie, () => setActiveAction(form({ email: "rahul@nexora.example", active: "false" })))).toEqual({ redirect: "/admin?view=users&notice=deactivated" });
    expect(await findUserByEmail(db, "rahul@nexora.example")).toMatchObject({ role: "vendor", active: false });

    expect(await asPage(cookie, () => removeUserAction(form({ email: "rahul@nexora.example" })))).toEqual({ redirect: "/admin?view=users&notice=removed" });
    expect(await findUserByEmail(db, "rahul@nexora.example")).toBeUndefined();
  });

  it("an admin cannot pause, demote or remove their own account, however the address is written", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "admin" });
    const cookie = await signIn("priya@nexora.example");
    for (const email of ["priya@nexora.example", "  PRIYA@nexora.example "]) {
      expect(await asPage(cookie, () => setActiveAction(form({ email, active: "false" })))).toEqual({ redirect: "/admin?view=users&notice=self" });
      expect(await asPage(cookie, () => setRoleAction(form({ email, role: "client" })))).toEqual({ redirect: "/admin?view=users&notice=self" });
      expect(await asPage(cookie, () => removeUserAction(form({ email })))).toEqual({ redirect: "/admin?view=users&notice=self" });
    }
    expect(await findUserByEmail(db, "priya@nexora.example")).toMatchObject({ role: "admin", active: true });
  });

  it("someone who is not an admin is sent to their own dashboard and changes nothing", async () => {
    const db = database().db;
    await addUser(db, { email: "rohan@nexora.example", role: "employee" });
    const cookie = await signIn("rohan@nexora.example");
    expect(await asPage(cookie, () => addUserAction(form({ email: "x@nexora.example", role: "admin" })))).toEqual({ redirect: "/employee" });
    expect(await asPage("", () => addUserAction(form({ email: "x@nexora.example", role: "admin" })))).toEqual({ redirect: "/login" });
    expect(await findUserByEmail(db, "x@nexora.example")).toBeUndefined();
  });
});
