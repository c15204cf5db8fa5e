// Workspace events as the code before the activity record wrote them into the sign-in log (auth_events, a `detail`
// sentence each), on rows of their own, paired with the activity row the move must make of each (null: it stays).
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "@/lib/db/client";
import * as t from "@/lib/db/schema";
import { seedWorkspace } from "./workspace";

export const at = (minute: number) => new Date(Date.UTC(2026, 0, 5, 10, minute));

type OldEvent = { event: string; userId?: string; email?: string; detail?: string };
export type Moved = { type: string; id: string; action: string; by: string | null; org: string | null; change: object };

/** The rows as the old code left them, and each event it wrote with the activity row it must become (null: stays). */
export async function oldWorld(db: Db) {
  const w = await seedWorkspace(db, at(0));
  const { acme, supplies } = w.organisations;
  const { employee, colleague, acmeClient, acmeColleague, vendor, admin } = w.people;
  // Written as SQL naming only the columns the old code had: the schema's later ones (requests.number,
  // files.message_id, projects.progress_manual, ...) are not in the database this world predates.
  const insert = async (table: string, values: Record<string, unknown>): Promise<{ id: string }> => {
    const columns = sql.join(
      Object.keys(values).map((c) => sql.identifier(c)),
      sql`, `,
    );
    const params = sql.join(
      Object.values(values).map((v) => sql`${v}`),
      sql`, `,
    );
    const written = await db.execute(
      sql`insert into ${sql.identifier(table)} (${columns}) values (${params}) returning id`,
    );
    return (written as unknown as { rows: { id: string }[] }).rows[0]!;
  };
  const request = await insert("requests", { organisation_id: acme.id, title: "VPN", body: "Down." });
  const message = await insert("request_messages", { request_id: request.id, body: "On it." });
  const project = await insert("projects", { organisation_id: acme.id, name: "Website" });
  const milestone = await insert("milestones", { project_id: project.id, title: "Design" });
  const order = await insert("purchase_orders", {
    organisation_id: supplies.id,
    number: "PO-7",
    title: "Paper",
    amount_paise: 50_000,
  });
  const pdf = await insert("files", {
    organisation_id: supplies.id,
    name: "inv.pdf",
    content_type: "application/pdf",
    size: 9,
    sha256: "x",
    data: Buffer.from("%PDF-1."),
  });
  const invoice = await insert("invoices", {
    organisation_id: supplies.id,
    number: "INV 1",
    amount_paise: 9,
    due_date: "2026-02-01",
    file_id: pdf.id,
  });
  await db.update(t.invoices).set({ status: "rejected", reason: "Wrong GSTIN." });
  const lostFile = randomUUID();
  const ravi = { name: "Ravi Kumar", email: employee.email };
  const [r, p, m] = [
    `request ${request.id}`,
    `project ${project.id}`,
    `milestone ${milestone.id} on project ${project.id}`,
  ];
  const by = (person: { id: string }) => ({ userId: person.id });
  const move = (type: string, id: string, action: string, who: string | null, org: string | null, change: object) =>
    ({ type, id, action, by: who, org, change }) satisfies Moved;
  const cases: [OldEvent, Moved | null][] = [
    [{ event: "login_succeeded", ...by(employee) }, null],
    [
      { event: "request_created", ...by(acmeClient), detail: r },
      move("request", request.id, "created", "Anita Desai", acme.id, { title: "VPN" }),
    ],
    [
      {
        event: "request_updated",
        ...by(employee),
        detail: `${r}: status open → in_progress, assignee ${employee.email}, due none`,
      },
      move("request", request.id, "updated", "Ravi Kumar", acme.id, {
        status: { from: "open", to: "in_progress" },
        assignee: { to: ravi },
        dueDate: { to: null },
      }),
    ],
    [
      { event: "request_updated", ...by(colleague), detail: `${r}: priority urgent, assignee none` },
      move("request", request.id, "updated", "Meera Iyer", acme.id, {
        priority: { to: "urgent" },
        assignee: { to: null },
      }),
    ],
    [
      { event: "request_replied", ...by(employee), detail: `${r}, message ${message.id}, status → waiting_on_client` },
      move("request", request.id, "replied", "Ravi Kumar", acme.id, {
        messageId: message.id,
        status: { to: "waiting_on_client" },
      }),
    ],
    [
      { event: "request_note_added", ...by(employee), detail: `${r}, message ${message.id}` },
      move("request", request.id, "note_added", "Ravi Kumar", acme.id, { messageId: message.id }),
    ],
    [{ event: "request_created", ...by(acmeClient), detail: "request not-an-id" }, null],
    [
      { event: "project_created", ...by(admin), detail: `${p} for Acme Ltd, owner ${employee.email}` },
      move("project", project.id, "created", "Asha Rao", acme.id, {
        name: "Website",
        organisation: { name: "Acme Ltd" },
        owner: { email: employee.email },
      }),
    ],
    [
      { event: "project_updated", ...by(admin), detail: `${p}: status, progress → active` },
      move("project", project.id, "updated", "Asha Rao", acme.id, { status: { to: "active" }, progress: {} }),
    ],
    [
      { event: "milestone_added", ...by(admin), detail: m },
      move("milestone", milestone.id, "created", "Asha Rao", acme.id, { projectId: project.id, title: "Design" }),
    ],
    [
      { event: "milestone_changed", ...by(admin), detail: `${m}: done` },
      move("milestone", milestone.id, "updated", "Asha Rao", acme.id, { projectId: project.id, done: { to: true } }),
    ],
    [
      { event: "purchase_order_issued", ...by(admin), detail: `purchase order ${order.id} PO-7 to Sharma Supplies` },
      move("purchase_order", order.id, "issued", "Asha Rao", supplies.id, {
        number: "PO-7",
        title: "Paper",
        amountPaise: 50_000,
        organisation: { id: supplies.id, name: "Sharma Supplies" },
      }),
    ],
    [
      { event: "purchase_order_acknowledged", ...by(vendor), detail: `purchase order ${order.id} PO-7` },
      move("purchase_order", order.id, "acknowledged", "Vikram Sharma", supplies.id, {
        status: { to: "acknowledged" },
      }),
    ],
    [
      { event: "file_uploaded", ...by(vendor), detail: `${pdf.id} application/pdf 9 bytes, held for an invoice` },
      move("file", pdf.id, "uploaded", "Vikram Sharma", supplies.id, {
        name: "inv.pdf",
        contentType: "application/pdf",
        size: 9,
        link: null,
      }),
    ],
    [
      { event: "file_uploaded", ...by(acmeClient), detail: `${lostFile} image/png 120 bytes, ${r}` },
      move("file", lostFile, "uploaded", "Anita Desai", null, {
        name: null,
        contentType: "image/png",
        size: 120,
        link: { type: "request", id: request.id },
      }),
    ],
    [
      { event: "invoice_submitted", ...by(vendor), detail: `invoice ${invoice.id} INV 1` },
      move("invoice", invoice.id, "submitted", "Vikram Sharma", supplies.id, { number: "INV 1" }),
    ],
    [
      { event: "invoice_rejected", ...by(employee), detail: `invoice ${invoice.id} INV 1` },
      move("invoice", invoice.id, "rejected", "Ravi Kumar", supplies.id, {
        status: { from: "submitted", to: "rejected" },
        reason: "Wrong GSTIN.",
      }),
    ],
    [
      { event: "organisation_created", detail: "client Acme Ltd, by the CLI" },
      move("organisation", acme.id, "created", null, acme.id, { name: "Acme Ltd", kind: "client" }),
    ],
    [
      { event: "organisation_renamed", ...by(admin), detail: "Sharma Supplies" },
      move("organisation", supplies.id, "updated", "Asha Rao", supplies.id, { name: { to: "Sharma Supplies" } }),
    ],
    [
      {
        event: "user_organisation_changed",
        email: acmeClient.email,
        ...by(acmeClient),
        detail: `Acme Ltd, by ${admin.email}`,
      },
      move("user", acmeClient.id, "updated", "Asha Rao", acme.id, {
        email: acmeClient.email,
        organisation: { to: { id: acme.id, name: "Acme Ltd" } },
      }),
    ],
    [
      { event: "user_active_changed", email: acmeColleague.email, ...by(acmeColleague), detail: "deactivated" },
      move("user", acmeColleague.id, "updated", null, acme.id, {
        email: acmeColleague.email,
        active: { from: true, to: false },
      }),
    ],
  ];
  // A removed user's events have no user id left: they share one derived from the address.
  const gone = { email: "gone@acme.example" };
  cases.push(
    [
      { event: "user_added", ...gone, detail: "client" },
      move("user", "gone", "created", null, null, { ...gone, role: "client" }),
    ],
    [
      { event: "user_role_changed", ...gone, detail: "client -> vendor" },
      move("user", "gone", "updated", null, null, { ...gone, role: { from: "client", to: "vendor" } }),
    ],
    [
      { event: "user_removed", ...gone, detail: "vendor" },
      move("user", "gone", "removed", null, null, { ...gone, role: "vendor" }),
    ],
  );
  // As SQL too: auth_events gained columns later (outbox_id).
  for (const [i, [{ event, userId, email, detail }]] of cases.entries())
    await insert("auth_events", {
      event,
      user_id: userId ?? null,
      email: email ?? null,
      detail: detail ?? null,
      at: at(i + 1),
    });
  return { w, cases, request, invoice };
}
