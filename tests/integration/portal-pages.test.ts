// The workspace pages and their server actions as a request runs them: the session from a real sign-in, the pages'
// reads scoped by organisation (another's id is the not-found page), and the action gate in front of every change.
import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import ClientRequestPage from "@/app/(portal)/client/requests/[id]/page";
import EmployeePurchaseOrdersPage from "@/app/(portal)/employee/purchase-orders/(list)/page";
import VendorInvoicesPage from "@/app/(portal)/vendor/invoices/(list)/page";
import { addMilestoneAction } from "@/lib/actions/projects/add-milestone";
import { updateMilestoneAction } from "@/lib/actions/projects/update-milestone";
import { updateProjectAction } from "@/lib/actions/projects/update";
import { replyAction } from "@/lib/actions/requests/reply";
import { updateRequestAction } from "@/lib/actions/requests/update";
import { milestones, projects, requestMessages, requests } from "@/lib/db/schema";
import { loadStaffOverview } from "@/lib/portal/page-data/home";
import { loadProjectList } from "@/lib/portal/page-data/projects";
import { loadRequest, loadRequestList } from "@/lib/portal/page-data/requests";
import { createProject } from "@/lib/workspace/project-writes";
import { addMessage, createRequest } from "@/lib/workspace/request-writes";
import { describeEachDatabase } from "../support/db";
import { forgedCursors } from "../support/hostile";
import { asPage } from "../support/next";
import { loopbackSmtpPerFile } from "../support/smtp";
import { seedWorkspace, signIn } from "../support/workspace";

// As Next's own: its digest marks it as control flow, which forPage passes on untouched.
class NotFoundSignal extends Error {
  readonly digest = "NEXT_HTTP_ERROR_FALLBACK;404";
}

vi.mock("next/headers", async () => (await import("../support/next")).nextHeadersMock);
vi.mock("next/navigation", async () => ({
  ...(await import("../support/next")).nextNavigationMock,
  notFound: (): never => {
    throw new NotFoundSignal("not found");
  },
}));

const smtp = loopbackSmtpPerFile();

/** Runs a page or action for the cookie; "not found" when it asked Next for the not-found page. */
async function outcome<T>(cookie: string, render: () => Promise<T>) {
  try {
    return await asPage(cookie, render);
  } catch (error) {
    if (error instanceof NotFoundSignal) return "not found";
    throw error;
  }
}

describeEachDatabase("portal workspace pages and actions", (database) => {
  async function setUp() {
    const db = database().db;
    const { people, organisations } = await seedWorkspace(db);
    const now = new Date();
    const { id } = await createRequest(
      db,
      people.acmeClient,
      { title: "Depot forecast", body: "<b>Please</b> forecast **monthly** demand." },
      now,
    );
    await addMessage(db, people.employee, id, { body: "Check the depot history first.", internal: true }, now);
    await addMessage(
      db,
      people.employee,
      id,
      { body: "We have started.", internal: false },
      new Date(now.getTime() + 1000),
    );
    return { db, people, organisations, id };
  }

  it("a client of another organisation asking for a request page gets the not-found page; its own client does not", async () => {
    const { people, id } = await setUp();
    const globex = await signIn(smtp, people.globexClient.email);
    const acme = await signIn(smtp, people.acmeClient.email);
    const page = () => ClientRequestPage({ params: Promise.resolve({ id }) });
    expect(await outcome(globex, page)).toBe("not found");
    expect(await outcome(globex, () => loadRequest(people.globexClient, "not-a-uuid"))).toBe("not found");
    expect(await outcome(acme, page)).toMatchObject({ value: expect.anything() });
  });

  it("the client's request page never carries an internal note; staff see it", async () => {
    const { people, id } = await setUp();
    const client = await loadRequest(people.acmeClient, id);
    expect(client.request.messages.map((m) => m.body)).toEqual(["We have started."]);
    // The body is handed to the page as typed: the component renders it as text.
    expect(client.request.body).toBe("<b>Please</b> forecast **monthly** demand.");
    const staff = await loadRequest(people.employee, id);
    expect(staff.request.messages.map((m) => [m.body, m.internal])).toEqual([
      ["Check the depot history first.", true],
      ["We have started.", false],
    ]);
  });

  it("a client replies and closes through the actions; an internal note from a client is refused with a sentence", async () => {
    const { db, people, id } = await setUp();
    const cookie = await signIn(smtp, people.acmeClient.email);
    const replied = await asPage(cookie, () => replyAction(id, { body: "Thank you!" }));
    expect(replied.value).toMatchObject({ ok: true });
    const note = await asPage(cookie, () => replyAction(id, { body: "Psst", internal: true }));
    expect(note.value).toMatchObject({ ok: false, code: "invalid", error: expect.stringMatching(/\w/) });
    const empty = await asPage(cookie, () => replyAction(id, { body: "   " }));
    expect(empty.value).toMatchObject({ ok: false, fields: { body: expect.any(String) } });
    const closed = await asPage(cookie, () => updateRequestAction(id, { status: "closed" }));
    expect(closed.value).toEqual({ ok: true, value: true });
    const [row] = await db.select().from(requests).where(eq(requests.id, id));
    expect(row?.status).toBe("closed");
    const bodies = (await db.select().from(requestMessages).where(eq(requestMessages.requestId, id))).map(
      (m) => m.body,
    );
    expect(bodies).toContain("Thank you!");
    expect(bodies).not.toContain("Psst");
  });

  it("a client of another organisation changing a request is told it was not found, and nothing changes", async () => {
    const { db, people, id } = await setUp();
    const cookie = await signIn(smtp, people.globexClient.email);
    const result = await asPage(cookie, () => updateRequestAction(id, { status: "closed" }));
    expect(result.value).toMatchObject({ ok: false, error: "That request was not found." });
    const reply = await asPage(cookie, () => replyAction(id, { body: "Hello?" }));
    expect(reply.value).toMatchObject({ ok: false, error: "That request was not found." });
    const [row] = await db.select().from(requests).where(eq(requests.id, id));
    expect(row?.status).not.toBe("closed");
  });

  it("the gate sends a vendor, a client on a staff action, and a visitor away before anything is read", async () => {
    const { people, id } = await setUp();
    const vendor = await signIn(smtp, people.vendor.email);
    expect(await asPage(vendor, () => replyAction(id, { body: "Hi" }))).toEqual({
      redirect: "/vendor",
    });
    const client = await signIn(smtp, people.acmeClient.email);
    expect(await asPage(client, () => updateProjectAction(id, { progress: 50 }))).toEqual({
      redirect: "/client",
    });
    expect(await asPage("", () => replyAction(id, { body: "Hi" }))).toEqual({
      redirect: "/login",
    });
  });

  it("staff move a project on through the actions (progress, a milestone done); a bad value comes back as a sentence", async () => {
    const { db, people, organisations } = await setUp();
    const { id: projectId } = await createProject(
      db,
      people.admin,
      { organisation: organisations.acme.id, name: "Demand forecast", ownerEmail: people.employee.email },
      new Date(),
    );
    const cookie = await signIn(smtp, people.employee.email);
    const saved = await asPage(cookie, () => updateProjectAction(projectId, { status: "active", progress: "40" }));
    expect(saved.value).toEqual({ ok: true, value: true });
    const tooFar = await asPage(cookie, () => updateProjectAction(projectId, { progress: "140" }));
    expect(tooFar.value).toMatchObject({ ok: false, error: "Progress must be a whole number from 0 to 100." });
    const added = await asPage(cookie, () =>
      addMilestoneAction(projectId, { title: "Pilot in Akola", dueDate: "2026-12-14" }),
    );
    expect(added.value).toMatchObject({ ok: true, value: { id: expect.any(String) } });
    const milestoneId = (added.value as { value: { id: string } }).value.id;
    expect((await asPage(cookie, () => updateMilestoneAction(milestoneId, { done: true }))).value).toEqual({
      ok: true,
      value: true,
    });
    const [project] = await db.select().from(projects).where(eq(projects.id, projectId));
    expect(project).toMatchObject({ status: "active", progress: 40 });
    const [milestone] = await db.select().from(milestones).where(eq(milestones.id, milestoneId));
    expect(milestone).toMatchObject({ title: "Pilot in Akola", done: true });
  });
  it("the staff overview lists my open requests by the target that falls due first, not by the last update", async () => {
    const { db, people, organisations } = await setUp();
    const now = new Date();
    const ago = (hours: number) => new Date(now.getTime() - hours * 3_600_000);
    const mine = { organisationId: organisations.acme.id, body: "b", assigneeId: people.employee.id };
    await db.insert(requests).values([
      // Last updated first, these would come in the reverse order.
      { ...mine, title: "Low, just opened", priority: "low", createdAt: ago(0), updatedAt: ago(0) },
      { ...mine, title: "Urgent, just opened", priority: "urgent", createdAt: ago(0.1), updatedAt: ago(0.1) },
      { ...mine, title: "Normal, a week old", priority: "normal", createdAt: ago(24 * 7), updatedAt: ago(1) },
      {
        ...mine,
        title: "Answered, waiting on the client",
        status: "waiting_on_client",
        createdAt: ago(24 * 8),
        firstRespondedAt: ago(24 * 8),
        updatedAt: ago(2),
      },
      { ...mine, title: "Resolved", status: "resolved", createdAt: ago(3), updatedAt: ago(0) },
    ]);
    const overview = await loadStaffOverview(people.employee);
    expect(overview.mine.map((r) => r.title)).toEqual([
      "Normal, a week old",
      "Urgent, just opened",
      "Low, just opened",
      "Answered, waiting on the client",
    ]);
    // The queue in that order is the staff's: a client's list keeps to the last update.
    expect((await loadRequestList(people.employee, { sort: "sla" })).filters).toEqual({ sort: "sla" });
    expect((await loadRequestList(people.acmeClient, { sort: "sla" })).filters).toEqual({});
  });

  it("a forged page link shows the first page of every list, and nothing is logged as a failure", async () => {
    const { people } = await setUp();
    const failures = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      // The list carries the instant it was read at; the rest must be the first page again.
      const requestList = async (params: { cursor?: string }) => ({
        ...(await loadRequestList(people.acmeClient, params)),
        now: undefined,
      });
      const requestsFirst = await requestList({});
      expect(requestsFirst.items.map((r) => r.title)).toEqual(["Depot forecast"]);
      const projectsFirst = await loadProjectList(people.employee, {});
      const vendor = await signIn(smtp, people.vendor.email);
      const staff = await signIn(smtp, people.employee.email);
      for (const cursor of forgedCursors()) {
        expect(await requestList({ cursor }), cursor).toEqual(requestsFirst);
        expect(await loadProjectList(people.employee, { cursor }), cursor).toEqual(projectsFirst);
        const searchParams = Promise.resolve({ cursor });
        expect(await asPage(vendor, () => VendorInvoicesPage({ searchParams }))).toHaveProperty("value");
        const orders = () => EmployeePurchaseOrdersPage({ searchParams });
        expect(await asPage(staff, orders)).toHaveProperty("value");
      }
      expect(failures).not.toHaveBeenCalled();
    } finally {
      failures.mockRestore();
    }
  });
});
