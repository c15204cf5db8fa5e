// The Users table and a person's page: filters and search, pause (sessions end) and resume, removal only once
// paused, an organisation's members added and taken out, each on the activity record; nobody but an admin gets in.
import { and, eq, isNull } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { GET as listProjects } from "@/app/api/portal/projects/route";
import { setUserOrganisationAction } from "@/lib/actions/users/set-organisation";
import { inviteUserAction } from "@/lib/actions/users/invite";
import {
  changeRoleAction,
  pauseUserAction,
  removeUserForGoodAction,
  resumeUserAction,
} from "@/lib/actions/users/manage";
import { searchDirectory } from "@/lib/auth/user-directory";
import { parseUserFilters } from "@/lib/auth/user-state";
import { findUserByEmail, setUserActive } from "@/lib/auth/users";
import { sessions } from "@/lib/db/schema";
import { loadUser, loadUserTable } from "@/lib/portal/page-data/users";
import { getOrganisation } from "@/lib/workspace/organisations";
import { organisationWork } from "@/lib/workspace/organisation-work";
import { activityOf } from "../support/activity";
import { describeEachDatabase } from "../support/db";
import { asPage } from "../support/next";
import { loopbackSmtpPerFile } from "../support/smtp";
import { apiGet, noParams, workspaceSessions } from "../support/workspace";

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => (await import("../support/next")).nextNavigationMock);

const smtp = loopbackSmtpPerFile();

describeEachDatabase("the Users table", (database) => {
  const people = workspaceSessions(() => database().db, smtp);

  it("filters by role, organisation and state and searches names and addresses, all at once", async () => {
    const db = database().db;
    const { people: p, organisations: o } = await people.setUp();
    await people.as("acmeClient"); // signed in once: active; the others never have: invited
    await setUserActive(db, p.acmeColleague.email, false);
    const emails = async (query: Record<string, string>) =>
      (await searchDirectory(db, p.admin, parseUserFilters(query))).map((u) => u.email);

    expect(await emails({ role: "client" })).toEqual([
      "anita@acme.example",
      "arjun@acme.example",
      "gopal@globex.example",
      "lata@example.com",
    ]);
    expect(await emails({ organisation: o.acme.id })).toEqual(["anita@acme.example", "arjun@acme.example"]);
    expect(await emails({ organisation: "none", role: "client" })).toEqual(["lata@example.com"]);
    expect(await emails({ state: "active" })).toEqual(["anita@acme.example"]);
    expect(await emails({ state: "paused" })).toEqual(["arjun@acme.example"]);
    expect(await emails({ state: "invited", role: "employee" })).toEqual([
      "meera@nexora.example",
      "ravi@nexora.example",
    ]);
    expect(await emails({ q: "MEHTA" })).toEqual(["arjun@acme.example"]);
    expect(await emails({ q: "acme.example", state: "invited" })).toEqual([]);
    expect(await emails({ q: "%" })).toEqual([]);
    // A filter it does not understand shows everyone rather than failing.
    expect(await emails({ role: "owner", state: "gone", organisation: "x'; drop" })).toHaveLength(8);

    const table = await loadUserTable(p.admin, { state: "active" });
    expect(table.users).toEqual([
      expect.objectContaining({
        name: "Anita Desai",
        state: "active",
        organisation: { id: o.acme.id, name: "Acme Ltd" },
        lastSignedInAt: expect.any(Date),
      }),
    ]);
  });

  it("pausing ends their sessions at once; resume lets them back; removal only once paused, and it is recorded", async () => {
    const db = database().db;
    const { people: p } = await people.setUp();
    const admin = await people.as("admin");
    const client = await people.as("acmeClient");
    expect((await listProjects(apiGet("/api/portal/projects", client), noParams)).status).toBe(200);

    const refused = await asPage(admin, () => removeUserForGoodAction(p.acmeClient.id, {}));
    expect(refused.value).toMatchObject({ ok: false, error: expect.stringMatching(/^Pause this user first/) });
    expect(await findUserByEmail(db, p.acmeClient.email)).toBeDefined();

    expect((await asPage(admin, () => pauseUserAction(p.acmeClient.id, {}))).value).toMatchObject({ ok: true });
    const live = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, p.acmeClient.id), isNull(sessions.revokedAt)));
    expect(live).toEqual([]);
    expect((await listProjects(apiGet("/api/portal/projects", client), noParams)).status).toBe(401);
    expect((await loadUser(p.admin, p.acmeClient.id)).user.state).toBe("paused");

    expect((await asPage(admin, () => resumeUserAction(p.acmeClient.id, {}))).value).toMatchObject({ ok: true });
    expect((await loadUser(p.admin, p.acmeClient.id)).user.state).toBe("active");
    // The old session stays ended: they sign in again.
    expect((await listProjects(apiGet("/api/portal/projects", client), noParams)).status).toBe(401);

    await asPage(admin, () => pauseUserAction(p.acmeClient.id, {}));
    expect((await asPage(admin, () => removeUserForGoodAction(p.acmeClient.id, {}))).value).toMatchObject({ ok: true });
    expect(await findUserByEmail(db, p.acmeClient.email)).toBeUndefined();
    expect((await activityOf(db, "user")).map((a) => [a.action, a.actorName, a.change])).toEqual([
      ["updated", "Asha Rao", { active: { from: true, to: false } }],
      ["updated", "Asha Rao", { active: { from: false, to: true } }],
      ["updated", "Asha Rao", { active: { from: true, to: false } }],
      ["removed", "Asha Rao", { email: p.acmeClient.email, name: "Anita Desai", role: "client" }],
    ]);
  });

  it("an admin cannot pause, remove or re-role themselves; an unknown id is the same not-found", async () => {
    const { people: p } = await people.setUp();
    const admin = await people.as("admin");
    for (const action of [pauseUserAction, removeUserForGoodAction])
      expect((await asPage(admin, () => action(p.admin.id, {}))).value).toMatchObject({
        ok: false,
        error: "You cannot change or remove your own account here: ask another admin.",
      });
    expect((await asPage(admin, () => changeRoleAction(p.admin.id, { role: "client" }))).value).toMatchObject({
      ok: false,
    });
    for (const id of ["5f0c7c5e-9a43-4c8e-b5a1-0d6f2f1d7a10", "not-an-id"])
      expect((await asPage(admin, () => pauseUserAction(id, {}))).value).toMatchObject({
        ok: false,
        error: "That user was not found.",
      });
  });

  it("an organisation's page adds a member (invited) and takes one out, and lists its work", async () => {
    const db = database().db;
    const { people: p, organisations: o } = await people.setUp();
    const admin = await people.as("admin");
    const added = await asPage(admin, () =>
      inviteUserAction({ email: "kiran@acme.example", name: "Kiran Patil", role: "client", organisationId: o.acme.id }),
    );
    expect(added.value).toMatchObject({ ok: true });
    expect((await smtp.waitForMail("kiran@acme.example")).text).toContain("as a client of Acme Ltd");
    const taken = await asPage(admin, () =>
      setUserOrganisationAction({ email: p.acmeColleague.email, organisationId: "" }),
    );
    expect(taken.value).toEqual({ ok: true, value: true });
    const acme = await getOrganisation(db, p.admin, o.acme.id);
    expect(acme.members.map((m) => [m.email, m.lastSignedInAt])).toEqual([
      ["anita@acme.example", null],
      ["kiran@acme.example", null],
    ]);
    expect(await organisationWork(db, p.admin, acme)).toMatchObject({ kind: "client", projects: [], requests: [] });
    const supplies = await getOrganisation(db, p.admin, o.supplies.id);
    expect(await organisationWork(db, p.admin, supplies)).toMatchObject({ kind: "vendor", purchaseOrders: [] });
    await expect(organisationWork(db, p.acmeClient, acme)).rejects.toMatchObject({ status: 404 });
  });

  it("someone who is not an admin is sent away and changes nothing", async () => {
    const db = database().db;
    const { people: p } = await people.setUp();
    const employee = await people.as("employee");
    const client = await people.as("acmeClient");
    expect(await asPage(employee, () => pauseUserAction(p.acmeClient.id, {}))).toEqual({ redirect: "/employee" });
    expect(await asPage(client, () => removeUserForGoodAction(p.employee.id, {}))).toEqual({ redirect: "/client" });
    expect(await asPage("", () => inviteUserAction({ email: "x@nexora.example", role: "admin" }))).toEqual({
      redirect: "/login",
    });
    expect(await findUserByEmail(db, "x@nexora.example")).toBeUndefined();
    expect((await findUserByEmail(db, p.acmeClient.email))?.active).toBe(true);
    await expect(searchDirectory(db, p.employee, {})).rejects.toMatchObject({ status: 404 });
  });
});
