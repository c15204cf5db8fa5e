// The admin Users view's server actions: each re-checks the session, changes the directory, and reports by key.
import { sql } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as verify } from "@/app/api/auth/verify-otp/route";
import { addUserAction } from "@/lib/actions/users/add";
import { clearSignInLimitsAction } from "@/lib/actions/users/clear-sign-in-limits";
import { removeUserAction } from "@/lib/actions/users/remove";
import { setActiveAction } from "@/lib/actions/users/set-active";
import { setRoleAction } from "@/lib/actions/users/set-role";
import { authEvents, signInAddressLimits } from "@/lib/db/schema";
import { loadUserDirectory } from "@/lib/portal/page-data/organisations";
import { addUser, findUserByEmail, listUsers } from "@/lib/auth/users";
import { activityOf } from "../support/activity";
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
  it("the Users view shows a person held by a sign-in ceiling, and an admin clears it (audited)", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "admin" });
    await addUser(db, { email: "rahul@nexora.example", role: "client" });
    const cookie = await signIn("priya@nexora.example");
    const until = new Date(Date.now() + 3_600_000);
    await db
      .insert(signInAddressLimits)
      .values({ email: "rahul@nexora.example", failuresDayCount: 100, lockedUntil: until });
    const admin = (await findUserByEmail(db, "priya@nexora.example"))!;
    const before = (await loadUserDirectory(admin)).users;
    expect(before.find((u) => u.email === "rahul@nexora.example")?.signInHeldUntil).toEqual(until);
    expect(before.find((u) => u.email === "priya@nexora.example")?.signInHeldUntil).toBeNull();

    expect(await asPage(cookie, () => clearSignInLimitsAction(form({ email: "Rahul@nexora.example" })))).toEqual({
      redirect: "/admin/users?notice=limits_cleared",
    });
    expect(
      (await loadUserDirectory(admin)).users.find((u) => u.email === "rahul@nexora.example")?.signInHeldUntil,
    ).toBeNull();
    const [event] = await db
      .select()
      .from(authEvents)
      .where(sql`${authEvents.event} = 'sign_in_limits_cleared'`);
    expect(event).toMatchObject({ email: "rahul@nexora.example", detail: "by priya@nexora.example" });
    // Not an admin: sent away before anything is cleared.
    await db.insert(signInAddressLimits).values({ email: "rahul@nexora.example", lockedUntil: until });
    expect((await asPage("", () => clearSignInLimitsAction(form({ email: "rahul@nexora.example" })))).redirect).toBe(
      "/login",
    );
    expect(
      await db
        .select()
        .from(signInAddressLimits)
        .where(sql`${signInAddressLimits.email} = 'rahul@nexora.example'`),
    ).toHaveLength(1);
  });

  it("an admin adds a user, changes their role, pauses and removes them, with a notice for each", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "admin" });
    const cookie = await signIn("priya@nexora.example");

    expect(
      await asPage(cookie, () =>
        addUserAction(form({ email: "Rahul@Nexora.example", name: "Rahul Shinde", role: "client" })),
      ),
    ).toEqual({ redirect: "/admin/users?notice=added" });
    expect(await findUserByEmail(db, "rahul@nexora.example")).toMatchObject({
      name: "Rahul Shinde",
      role: "client",
      active: true,
    });
    expect(await asPage(cookie, () => addUserAction(form({ email: "rahul@nexora.example", role: "client" })))).toEqual({
      redirect: "/admin/users?notice=exists",
    });
    expect(await asPage(cookie, () => addUserAction(form({ email: "not-an-address", role: "client" })))).toEqual({
      redirect: "/admin/users?notice=invalid_email",
    });

    expect(await asPage(cookie, () => setRoleAction(form({ email: "rahul@nexora.example", role: "vendor" })))).toEqual({
      redirect: "/admin/users?notice=role_changed",
    });
    expect(
      await asPage(cookie, () => setActiveAction(form({ email: "rahul@nexora.example", active: "false" }))),
    ).toEqual({ redirect: "/admin/users?notice=deactivated" });
    expect(await findUserByEmail(db, "rahul@nexora.example")).toMatchObject({ role: "vendor", active: false });
    // The role it already has: nothing changes, so nothing is recorded.
    await asPage(cookie, () => setRoleAction(form({ email: "rahul@nexora.example", role: "vendor" })));

    expect(await asPage(cookie, () => removeUserAction(form({ email: "rahul@nexora.example" })))).toEqual({
      redirect: "/admin/users?notice=removed",
    });
    expect(await findUserByEmail(db, "rahul@nexora.example")).toBeUndefined();
    // Each change is on the record with the admin who made it, and the record outlives the user.
    const rahul = { email: "rahul@nexora.example", name: "Rahul Shinde" };
    expect((await activityOf(db, "user")).map((a) => [a.action, a.actorName, a.change])).toEqual([
      ["created", null, { email: "priya@nexora.example", name: "Priya", role: "admin" }],
      ["created", "Priya", { ...rahul, role: "client" }],
      ["updated", "Priya", { role: { from: "client", to: "vendor" } }],
      ["updated", "Priya", { active: { from: true, to: false } }],
      ["removed", "Priya", { ...rahul, role: "vendor" }],
    ]);
  });

  it("an admin cannot pause, demote or remove their own account, however the address is written", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "admin" });
    const cookie = await signIn("priya@nexora.example");
    for (const email of ["priya@nexora.example", "  PRIYA@nexora.example "]) {
      expect(await asPage(cookie, () => setActiveAction(form({ email, active: "false" })))).toEqual({
        redirect: "/admin/users?notice=self",
      });
      expect(await asPage(cookie, () => setRoleAction(form({ email, role: "client" })))).toEqual({
        redirect: "/admin/users?notice=self",
      });
      expect(await asPage(cookie, () => removeUserAction(form({ email })))).toEqual({
        redirect: "/admin/users?notice=self",
      });
    }
    expect(await findUserByEmail(db, "priya@nexora.example")).toMatchObject({ role: "admin", active: true });
  });

  it("someone who is not an admin is sent to their own dashboard and changes nothing", async () => {
    const db = database().db;
    await addUser(db, { email: "rohan@nexora.example", role: "employee" });
    const cookie = await signIn("rohan@nexora.example");
    expect(await asPage(cookie, () => addUserAction(form({ email: "x@nexora.example", role: "admin" })))).toEqual({
      redirect: "/employee",
    });
    expect(await asPage("", () => addUserAction(form({ email: "x@nexora.example", role: "admin" })))).toEqual({
      redirect: "/login",
    });
    expect(await findUserByEmail(db, "x@nexora.example")).toBeUndefined();
  });

  it("bad characters in any field come back as the Users view's notice, and change nothing", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "admin" });
    await addUser(db, { email: "rahul@nexora.example", role: "client" });
    const cookie = await signIn("priya@nexora.example");
    const before = await listUsers(db);
    const notice = (key: string) => ({ redirect: `/admin/users?notice=${key}` });
    const cases: [(form: FormData) => Promise<never>, Record<string, string>, string][] = [
      [addUserAction, { email: "new\u0000@nexora.example", role: "client" }, "email_characters"],
      // FormData (like a browser's form encoding) turns a lone surrogate into U+FFFD, which addresses refuse too.
      [addUserAction, { email: "new\ud800@nexora.example", role: "client" }, "email_characters"],
      [addUserAction, { email: "moc.\u202e@nexora.example", role: "client" }, "email_characters"],
      [addUserAction, { email: "new@nexora.example", name: "New\u0000 Person", role: "client" }, "name_characters"],
      [addUserAction, { email: "new@nexora.example", name: "Evil\u001b[2J", role: "client" }, "name_characters"],
      [addUserAction, { email: "new@nexora.example", name: "\udc00", role: "client" }, "name_characters"],
      [addUserAction, { email: "new@nexora.example", role: "client\u0000" }, "invalid_role"],
      [setRoleAction, { email: "rahul\u0000@nexora.example", role: "vendor" }, "email_characters"],
      [setRoleAction, { email: "rahul@nexora.example", role: "vendor\u0000" }, "invalid_role"],
      [setActiveAction, { email: "rahul\u0000@nexora.example", active: "false" }, "email_characters"],
      [setActiveAction, { email: "rahul@nexora.example", active: "false\u0000" }, "invalid_access"],
      [setActiveAction, { email: "rahul@nexora.example", active: "no" }, "invalid_access"],
      [removeUserAction, { email: "rahul\u0000@nexora.example" }, "email_characters"],
      [removeUserAction, { email: "rahul@nexora.example\ud83d" }, "email_characters"],
    ];
    for (const [action, fields, key] of cases)
      expect(await asPage(cookie, () => action(form(fields)))).toEqual(notice(key));
    // A file where text belongs counts as an empty field.
    const file = form({ role: "client" });
    file.set("email", new Blob(["new@nexora.example"]), "email.txt");
    expect(await asPage(cookie, () => addUserAction(file))).toEqual(notice("invalid_email"));
    expect(await listUsers(db)).toEqual(before);
  });

  it("a value the database refuses comes back as a notice, not Next's error page", async () => {
    const db = database().db;
    await addUser(db, { email: "priya@nexora.example", role: "admin" });
    const cookie = await signIn("priya@nexora.example");
    // A rule only the database knows (as a newer constraint would be): it raises a data exception (SQLSTATE 22023).
    await db.execute(
      sql.raw(`create function refuse_name() returns trigger language plpgsql as $$
      begin if new.name = 'Refused Name' then raise exception 'name refused' using errcode = '22023'; end if; return new; end $$`),
    );
    await db.execute(
      sql.raw("create trigger refuse_name before insert on users for each row execute function refuse_name()"),
    );
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    try {
      const result = await asPage(cookie, () =>
        addUserAction(form({ email: "x@nexora.example", name: "Refused Name", role: "client" })),
      );
      expect(result).toEqual({ redirect: "/admin/users?notice=not_saved" });
      expect(await findUserByEmail(db, "x@nexora.example")).toBeUndefined();
      expect(warn.mock.calls.map(([line]) => String(line))).toEqual([
        expect.stringMatching(/^\[admin\/users\] the database refused a value: .*22023: name refused$/),
      ]);
    } finally {
      warn.mockRestore();
      await db.execute(sql.raw("drop trigger refuse_name on users"));
      await db.execute(sql.raw("drop function refuse_name()"));
    }
  });
});
