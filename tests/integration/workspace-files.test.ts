// Files through the real routes: upload and download, limits, sniffing, organisation scoping, and the sweep.
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { POST as upload } from "@/app/api/portal/files/route";
import type { Db } from "@/lib/db/client";
import { files, invoices, projects, requests } from "@/lib/db/schema";
import { sweepExpiredData } from "@/lib/server/retention";
import { claimFileForInvoice } from "@/lib/workspace/file-claims";
import { fileMessages, listFiles } from "@/lib/workspace/files";
import { maxFileBytes } from "@/lib/workspace/vocabulary";
import { activityOf } from "../support/activity";
import { describeEachDatabase } from "../support/db";
import { siteUrl } from "../support/http";
import { loopbackSmtpPerFile } from "../support/smtp";
import { fetchFile, pdf, png, send } from "../support/files";
import { bodyOf, noParams, seedWorkspace, signIn, type Workspace } from "../support/workspace";

const smtp = loopbackSmtpPerFile();

const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script>");

/** One request and one project of Acme, and nothing of Globex's. */
async function acmeWork(db: Db, ws: Workspace) {
  const acme = ws.organisations.acme.id;
  const [request] = await db
    .insert(requests)
    .values({
      organisationId: acme,
      title: "Dashboard export",
      body: "Please add CSV.",
      createdById: ws.people.acmeClient.id,
    })
    .returning();
  const [project] = await db
    .insert(projects)
    .values({ organisationId: acme, name: "Forecasting", ownerId: ws.people.employee.id })
    .returning();
  return { requestId: request!.id, projectId: project!.id };
}

/** A submitted invoice of Sharma Supplies by Vikram, naming `fileId` as its PDF (written as the submit route would). */
async function vendorInvoice(db: Db, ws: Workspace, number: string, fileId: string) {
  const [invoice] = await db
    .insert(invoices)
    .values({
      organisationId: ws.organisations.supplies.id,
      number,
      amountPaise: 1_250_000_00,
      dueDate: "2026-12-31",
      fileId,
      submittedById: ws.people.vendor.id,
    })
    .returning();
  if (!invoice) throw new Error("no invoice");
  return invoice;
}

describeEachDatabase("workspace files", (database) => {
  it("a client uploads a PDF to its request and downloads the same bytes, as a sandboxed attachment", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const { requestId } = await acmeWork(db, ws);
    const cookie = await signIn(smtp, ws.people.acmeClient.email);
    const sent = await send(cookie, { bytes: pdf, name: "../../etc/Scope \u202eof work.pdf", links: { requestId } });
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      id: expect.any(String),
      name: "Scope of work.pdf",
      size: pdf.length,
      contentType: "application/pdf",
    });
    const id = String(sent.body.id);
    const [row] = await db.select().from(files).where(eq(files.id, id));
    expect(row).toMatchObject({
      requestId,
      organisationId: ws.organisations.acme.id,
      uploadedById: ws.people.acmeClient.id,
    });
    expect(row?.sha256).toBe(createHash("sha256").update(pdf).digest("hex"));

    const got = await fetchFile(cookie, id);
    expect(got.status).toBe(200);
    const bytes = Buffer.from(await got.arrayBuffer());
    expect(bytes.equals(pdf)).toBe(true);
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(row?.sha256);
    expect(Object.fromEntries(got.headers)).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="Scope of work.pdf"; filename*=UTF-8''Scope%20of%20work.pdf`,
      "x-content-type-options": "nosniff",
      "content-length": String(pdf.length),
      "x-nexora-body-length": String(pdf.length),
      "content-security-policy": "sandbox; default-src 'none'; frame-ancestors 'none'",
      "cache-control": "private, no-store, no-transform",
    });
    // A colleague in the same organisation and staff see it; the list for the request shows it.
    expect((await fetchFile(await signIn(smtp, ws.people.acmeColleague.email), id)).status).toBe(200);
    expect((await fetchFile(await signIn(smtp, ws.people.employee.email), id)).status).toBe(200);
    expect((await listFiles(db, ws.people.acmeColleague, { requestId })).map((f) => f.name)).toEqual([
      "Scope of work.pdf",
    ]);
    expect(await activityOf(db, "file")).toMatchObject([
      {
        id,
        action: "uploaded",
        actorName: "Anita Desai",
        organisationId: ws.organisations.acme.id,
        change: {
          name: "Scope of work.pdf",
          contentType: "application/pdf",
          size: pdf.length,
          link: { type: "request", id: requestId },
        },
      },
    ]);
  });

  it("refuses a file of 10 MB and one byte with 413 and a sentence, and one over the body limit unread", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const { requestId } = await acmeWork(db, ws);
    const cookie = await signIn(smtp, ws.people.acmeClient.email);
    const big = Buffer.alloc(maxFileBytes + 1, 0x61);
    expect(await send(cookie, { bytes: big, name: "big.txt", links: { requestId } })).toEqual({
      status: 413,
      body: { error: fileMessages.tooLarge },
    });
    expect(fileMessages.tooLarge).toContain("10 MB");
    const declared = new Request(`${siteUrl}/api/portal/files`, {
      method: "POST",
      headers: {
        origin: siteUrl,
        cookie,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(maxFileBytes * 2),
      },
      body: "--x--",
    });
    const refused = await upload(declared, noParams);
    expect(refused.status).toBe(413);
    expect(await db.select({ id: files.id }).from(files)).toEqual([]);
    // Exactly at the limit is fine.
    const atLimit = await send(cookie, {
      bytes: Buffer.alloc(maxFileBytes, 0x61),
      name: "full.txt",
      links: { requestId },
    });
    expect(atLimit).toMatchObject({ status: 201, body: { size: maxFileBytes, contentType: "text/plain" } });
  }, 60_000);

  it("stops reading a body sent without a length once it passes the limit", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const cookie = await signIn(smtp, ws.people.employee.email);
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Never ends on its own: only the route's limit stops it.
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streamed = new Request(`${siteUrl}/api/portal/files`, {
      method: "POST",
      headers: { origin: siteUrl, cookie, "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);
    const refused = await upload(streamed, noParams);
    expect(refused.status).toBe(413);
    expect(await bodyOf(refused)).toEqual({ error: fileMessages.tooLarge });
    expect(sent).toBeLessThan(maxFileBytes + 4 * chunk.length);
  }, 60_000);

  it("cleans hostile names and treats hostile ids as not found", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const { requestId } = await acmeWork(db, ws);
    const cookie = await signIn(smtp, ws.people.acmeClient.email);
    const sent = await send(cookie, {
      bytes: pdf,
      name: "..\\..\\a\u0000b\u001b[31m\ud800\u2066c.pdf",
      links: { requestId },
    });
    expect(sent).toMatchObject({ status: 201, body: { name: "ab[31mc.pdf" } });
    for (const id of ["\u0000", "' or 1=1 --", `${requestId}\u0000`, "x".repeat(5000)]) {
      expect((await send(cookie, { bytes: pdf, name: "a.pdf", links: { requestId: id } })).status).toBe(404);
    }
  });

  it("goes by the bytes: HTML named .pdf gets 415, a PDF named .png is stored as a PDF named .pdf", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const { requestId } = await acmeWork(db, ws);
    const cookie = await signIn(smtp, ws.people.acmeClient.email);
    for (const name of ["invoice.pdf", "notes.txt"]) {
      expect(await send(cookie, { bytes: html, name, links: { requestId } })).toEqual({
        status: 415,
        body: { error: fileMessages.unsupported },
      });
    }
    expect(fileMessages.unsupported).toMatch(/PDF, PNG, JPEG, WebP, plain text, CSV/);
    expect(await send(cookie, { bytes: Buffer.alloc(0), name: "empty.pdf", links: { requestId } })).toMatchObject({
      status: 400,
      body: { error: fileMessages.empty },
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    expect((await send(cookie, { bytes: svg, name: "logo.pdf", links: { requestId } })).status).toBe(415);
    const renamed = await send(cookie, { bytes: pdf, name: "photo.png", links: { requestId } });
    expect(renamed).toMatchObject({ status: 201, body: { name: "photo.pdf", contentType: "application/pdf" } });
    const got = await fetchFile(cookie, String(renamed.body.id));
    expect(got.headers.get("content-type")).toBe("application/pdf");
    expect(got.headers.get("content-disposition")).toMatch(/^attachment; filename="photo.pdf";/);
  });

  it("keeps no page's or program's extension: a polyglot PDF named .html is stored as .pdf, markup deep in text is 415", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const { requestId } = await acmeWork(db, ws);
    const cookie = await signIn(smtp, ws.people.acmeClient.email);
    const polyglot = Buffer.concat([pdf, Buffer.from("<html><script>alert(document.cookie)</script></html>")]);
    const lines = Buffer.from("Delivery notes.\n".repeat(5000));
    for (const [bytes, name, stored] of [
      [polyglot, "poly.html", "poly.pdf"],
      [polyglot, "a.pdf.html", "a.pdf"],
      [png, "x.exe", "x.png"],
      [lines, "x.hta", "x.txt"],
      [lines, "report.js", "report.txt"],
    ] as const) {
      expect(await send(cookie, { bytes, name, links: { requestId } }), name).toMatchObject({
        status: 201,
        body: { name: stored },
      });
    }
    for (const tail of ["<script>alert(1)</script>", "<img src=x onerror=alert(1)>", "<svg/onload=alert(1)>"]) {
      const late = Buffer.concat([lines, Buffer.from(tail)]);
      expect(await send(cookie, { bytes: late, name: "notes.txt", links: { requestId } }), tail).toEqual({
        status: 415,
        body: { error: fileMessages.unsupported },
      });
    }
    // A row stored under older rules is still served under a name for its type.
    const [row] = await db.update(files).set({ name: "old.html" }).where(eq(files.name, "poly.pdf")).returning();
    const got = await fetchFile(cookie, row!.id);
    expect(got.headers.get("content-disposition")).toBe(`attachment; filename="old.pdf"; filename*=UTF-8''old.pdf`);
  });

  it("a client of another organisation gets 404 for the file and for attaching to the request", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const { requestId, projectId } = await acmeWork(db, ws);
    const acme = await signIn(smtp, ws.people.acmeClient.email);
    const id = String((await send(acme, { bytes: pdf, name: "a.pdf", links: { requestId } })).body.id);
    const globex = await signIn(smtp, ws.people.globexClient.email);
    const missing = await fetchFile(globex, id);
    expect(missing.status).toBe(404);
    expect(await bodyOf(missing)).toEqual({ error: "That file was not found." });
    expect(await send(globex, { bytes: pdf, name: "b.pdf", links: { requestId } })).toEqual({
      status: 404,
      body: { error: "That request was not found." },
    });
    expect((await send(globex, { bytes: pdf, name: "b.pdf", links: { projectId } })).status).toBe(404);
    await expect(listFiles(db, ws.people.globexClient, { requestId })).rejects.toMatchObject({ status: 404 });
    // A client not placed in any organisation sees nothing either.
    expect((await fetchFile(await signIn(smtp, ws.people.loneClient.email), id)).status).toBe(404);
    expect(await db.select({ id: files.id }).from(files)).toHaveLength(1);
  });

  it("a vendor and a signed-out caller get nothing of a client's files; cross-site uploads get 403", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const { requestId } = await acmeWork(db, ws);
    const acme = await signIn(smtp, ws.people.acmeClient.email);
    const id = String((await send(acme, { bytes: pdf, name: "a.pdf", links: { requestId } })).body.id);
    const vendor = await signIn(smtp, ws.people.vendor.email);
    expect((await fetchFile(vendor, id)).status).toBe(404);
    expect((await send(vendor, { bytes: pdf, name: "v.pdf", links: { requestId } })).status).toBe(404);
    expect((await fetchFile("", id)).status).toBe(401);
    expect((await send("", { bytes: pdf, name: "x.pdf", links: { requestId } })).status).toBe(401);
    const crossSite = await send(acme, {
      bytes: pdf,
      name: "x.pdf",
      links: { requestId },
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
    expect((await fetchFile(acme, "not-a-uuid")).status).toBe(404);
    expect((await fetchFile(acme, "00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect(await db.select({ id: files.id }).from(files)).toHaveLength(1);
  });

  it("refuses two links, a missing file field and a broken multipart body with 400", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const { requestId, projectId } = await acmeWork(db, ws);
    const staff = await signIn(smtp, ws.people.employee.email);
    expect(await send(staff, { bytes: pdf, name: "a.pdf", links: { requestId, projectId } })).toEqual({
      status: 400,
      body: { error: fileMessages.oneLink },
    });
    const noFile = new FormData();
    noFile.set("requestId", requestId);
    const empty = new Request(`${siteUrl}/api/portal/files`, {
      method: "POST",
      headers: { origin: siteUrl, cookie: staff },
      body: noFile,
    });
    expect((await upload(empty, noParams)).status).toBe(400);
    const broken = new Request(`${siteUrl}/api/portal/files`, {
      method: "POST",
      headers: { origin: siteUrl, cookie: staff, "content-type": "multipart/form-data; boundary=abc" },
      body: "this is not multipart at all",
    });
    expect((await upload(broken, noParams)).status).toBe(400);
    const json = new Request(`${siteUrl}/api/portal/files`, {
      method: "POST",
      headers: { origin: siteUrl, cookie: staff, "content-type": "application/json" },
      body: "{}",
    });
    expect((await upload(json, noParams)).status).toBe(400);
    // Project files are the team's: staff upload them, a client is pointed to a request instead.
    expect((await send(staff, { bytes: png, name: "plan.png", links: { projectId } })).status).toBe(201);
    const client = await signIn(smtp, ws.people.acmeClient.email);
    expect(await send(client, { bytes: pdf, name: "c.pdf", links: { projectId } })).toEqual({
      status: 400,
      body: { error: fileMessages.projectByClient },
    });
    const projectFiles = await listFiles(db, ws.people.acmeClient, { projectId });
    expect(projectFiles.map((f) => f.contentType)).toEqual(["image/png"]);
    expect((await fetchFile(client, projectFiles[0]!.id)).status).toBe(200);
    // Without a link an upload waits for the request or reply that claims it; a client with no organisation has none.
    expect(await send(client, { bytes: pdf, name: "d.pdf" })).toMatchObject({ status: 201 });
    const lone = await signIn(smtp, ws.people.loneClient.email);
    expect(await send(lone, { bytes: pdf, name: "e.pdf" })).toEqual({
      status: 400,
      body: { error: fileMessages.noOrganisation },
    });
  });

  it("a vendor's unattached PDF waits for its invoice, is claimed once, and unclaimed ones go after a day", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const vendor = await signIn(smtp, ws.people.vendor.email);
    const held = await send(vendor, { bytes: pdf, name: "INV-7.pdf" });
    expect(held).toMatchObject({ status: 201, body: { contentType: "application/pdf" } });
    const heldId = String(held.body.id);
    expect((await fetchFile(vendor, heldId)).status).toBe(200);
    expect((await fetchFile(await signIn(smtp, ws.people.acmeClient.email), heldId)).status).toBe(404);
    const image = String((await send(vendor, { bytes: png, name: "photo.png" })).body.id);

    const invoice = await vendorInvoice(db, ws, "INV-7", heldId);
    const target = { id: invoice.id, organisationId: ws.organisations.supplies.id };
    const claim = (person: keyof Workspace["people"], fileId: string) =>
      db.transaction((tx) => claimFileForInvoice(tx, ws.people[person], fileId, target));
    await expect(claim("vendor", image)).rejects.toMatchObject({ status: 400 });
    await expect(claim("acmeClient", heldId)).rejects.toMatchObject({ status: 404 });
    await claim("vendor", heldId);
    await expect(claim("vendor", heldId)).rejects.toMatchObject({ status: 404 });
    expect((await fetchFile(vendor, heldId)).status).toBe(200);

    const fresh = String((await send(vendor, { bytes: pdf, name: "fresh.pdf" })).body.id);
    const dayAgo = new Date(Date.now() - 25 * 3_600_000);
    await db.update(files).set({ createdAt: dayAgo });
    await db.update(files).set({ createdAt: new Date() }).where(eq(files.id, fresh));
    const report = await sweepExpiredData(db, new Date());
    expect(report.unattachedFiles).toBe(1);
    const left = (await db.select({ id: files.id }).from(files)).map((f) => f.id).sort();
    expect(left).toEqual([heldId, fresh].sort());
  });
  it("a closed request takes no files, as it takes no replies, and an invoice none beyond its PDF, in any status", async () => {
    const db = database().db;
    const ws = await seedWorkspace(db);
    const { requestId } = await acmeWork(db, ws);
    const client = await signIn(smtp, ws.people.acmeClient.email);
    const staff = await signIn(smtp, ws.people.employee.email);
    const toRequest = (cookie: string) => send(cookie, { bytes: pdf, name: "a.pdf", links: { requestId } });
    await db.update(requests).set({ status: "resolved" }).where(eq(requests.id, requestId));
    expect((await toRequest(client)).status).toBe(201);
    await db.update(requests).set({ status: "closed" }).where(eq(requests.id, requestId));
    for (const cookie of [client, staff])
      expect(await toRequest(cookie)).toEqual({ status: 409, body: { error: fileMessages.closedRequest } });

    const vendor = await signIn(smtp, ws.people.vendor.email);
    const pdfId = String((await send(vendor, { bytes: pdf, name: "INV-9.pdf" })).body.id);
    const invoiceId = (await vendorInvoice(db, ws, "INV-9", pdfId)).id;
    await claimFileForInvoice(db, ws.people.vendor, pdfId, {
      id: invoiceId,
      organisationId: ws.organisations.supplies.id,
    });
    for (const status of ["submitted", "approved", "rejected", "paid"] as const) {
      await db.update(invoices).set({ status }).where(eq(invoices.id, invoiceId));
      for (const cookie of [vendor, staff]) {
        const sent = await send(cookie, { bytes: pdf, name: "extra.pdf", links: { invoiceId } });
        expect(sent, status).toEqual({ status: 409, body: { error: fileMessages.invoiceFile } });
      }
    }
    // Another organisation's invoice or request is still simply not found.
    expect((await send(client, { bytes: pdf, name: "x.pdf", links: { invoiceId } })).status).toBe(404);
    expect((await send(vendor, { bytes: pdf, name: "x.pdf", links: { requestId } })).status).toBe(404);
    expect(await db.select({ id: files.id }).from(files)).toHaveLength(2);
    expect(await listFiles(db, ws.people.vendor, { invoiceId })).toHaveLength(1);
  });
});
