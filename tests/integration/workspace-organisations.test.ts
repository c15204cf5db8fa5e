// Organisations on both databases: admins create, rename and place users; names are unique however capitalised.
import { expect, it } from "vitest";
import { findUserByEmail } from "@/lib/auth/users";
import {
  createOrganisation,
  getOrganisation,
  listOrganisations,
  renameOrganisation,
  resolveOrganisation,
  setUserOrganisation,
} from "@/lib/workspace/organisations";
import { activityOf } from "../support/activity";
import { describeEachDatabase } from "../support/db";
import { seedWorkspace } from "../support/workspace";

describeEachDatabase("workspace organisations", (database) => {
  it("an admin creates an organisation; the same name in other capitals is a 409 with a sentence", async () => {
    const db = database().db;
    const { people } = await seedWorkspace(db);
    const made = await createOrganisation(db, people.admin, { name: "  Sahyadri Agro Foods ", kind: "client" });
    expect(made).toMatchObject({ name: "Sahyadri Agro Foods", kind: "client" });
    await expect(
      createOrganisation(db, people.admin, { name: "SAHYADRI agro foods", kind: "vendor" }),
    ).rejects.toMatchObject({ status: 409, message: 'An organisation called "SAHYADRI agro foods" already exists.' });
    await expect(createOrganisation(db, people.admin, { name: "", kind: "client" })).rejects.toMatchObject({
      status: 400,
      fields: { name: "Please give the organisation a name." },
    });
    await expect(createOrganisation(db, people.admin, { name: "A\u202eB", kind: "client" })).rejects.toMatchObject({
      status: 400,
    });
    await expect(createOrganisation(db, people.admin, { name: "x".repeat(121), kind: "client" })).rejects.toMatchObject(
      {
        status: 400,
      },
    );
    await expect(createOrganisation(db, people.admin, { name: "Kisan", kind: "partner" })).rejects.toMatchObject({
      status: 400,
    });
    expect(await activityOf(db, "organisation")).toEqual([
      {
        id: made.id,
        action: "created",
        actorId: people.admin.id,
        actorName: "Asha Rao",
        actorRole: "admin",
        organisationId: made.id,
        change: { name: "Sahyadri Agro Foods", kind: "client" },
      },
    ]);
  });

  it("only an admin changes organisations; an employee reads them, a client or vendor gets 404", async () => {
    const db = database().db;
    const { people, organisations } = await seedWorkspace(db);
    for (const caller of [people.employee, people.acmeClient, people.vendor]) {
      await expect(createOrganisation(db, caller, { name: "New Co", kind: "client" })).rejects.toMatchObject({
        status: 404,
      });
      await expect(renameOrganisation(db, caller, organisations.acme.id, "Renamed")).rejects.toMatchObject({
        status: 404,
      });
    }
    const listed = await listOrganisations(db, people.employee);
    expect(listed.map((o) => [o.name, o.kind, o.memberCount])).toEqual([
      ["Acme Ltd", "client", 2],
      ["Globex Industries", "client", 1],
      ["Sharma Supplies", "vendor", 1],
    ]);
    expect((await listOrganisations(db, people.admin, { kind: "vendor" })).map((o) => o.name)).toEqual([
      "Sharma Supplies",
    ]);
    const acme = await getOrganisation(db, people.employee, organisations.acme.id);
    expect(acme.members.map((m) => m.email)).toEqual(["anita@acme.example", "arjun@acme.example"]);
    await expect(listOrganisations(db, people.acmeClient)).rejects.toMatchObject({ status: 404 });
    await expect(getOrganisation(db, people.vendor, organisations.acme.id)).rejects.toMatchObject({ status: 404 });
    await expect(getOrganisation(db, people.admin, "not-a-uuid")).rejects.toMatchObject({ status: 404 });
  });

  it("an admin renames an organisation, but not onto another's name in any capitals", async () => {
    const db = database().db;
    const { people, organisations } = await seedWorkspace(db);
    const renamed = await renameOrganisation(db, people.admin, organisations.acme.id, "Acme Private Ltd");
    expect(renamed.name).toBe("Acme Private Ltd");
    // Its own name in other capitals is a rename, not a clash.
    expect((await renameOrganisation(db, people.admin, organisations.acme.id, "ACME Private Ltd")).name).toBe(
      "ACME Private Ltd",
    );
    await expect(
      renameOrganisation(db, people.admin, organisations.acme.id, "globex industries"),
    ).rejects.toMatchObject({ status: 409, message: 'An organisation called "globex industries" already exists.' });
    await expect(
      renameOrganisation(db, people.admin, "00000000-0000-4000-8000-000000000000", "Ghost"),
    ).rejects.toMatchObject({ status: 404 });
    expect((await activityOf(db, "organisation", "updated")).map((a) => [a.id, a.actorName, a.change])).toEqual([
      [organisations.acme.id, "Asha Rao", { name: { from: "Acme Ltd", to: "Acme Private Ltd" } }],
      [organisations.acme.id, "Asha Rao", { name: { from: "Acme Private Ltd", to: "ACME Private Ltd" } }],
    ]);
  });

  it("places users only in an organisation of their kind; staff belong to none", async () => {
    const db = database().db;
    const { people, organisations } = await seedWorkspace(db);
    const moved = await setUserOrganisation(db, people.admin, people.loneClient.email, organisations.globex.id);
    expect(moved.organisationId).toBe(organisations.globex.id);
    await expect(
      setUserOrganisation(db, people.admin, people.vendor.email, organisations.acme.id),
    ).rejects.toMatchObject({
      status: 400,
      message: "A vendor user can only belong to a vendor organisation, and this one is a client.",
    });
    await expect(
      setUserOrganisation(db, people.admin, people.acmeClient.email, organisations.supplies.id),
    ).rejects.toMatchObject({ status: 400 });
    await expect(
      setUserOrganisation(db, people.admin, people.employee.email, organisations.acme.id),
    ).rejects.toMatchObject({ status: 400, message: "Staff (admins and employees) belong to no organisation." });
    await expect(
      setUserOrganisation(db, people.employee, people.loneClient.email, organisations.acme.id),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      setUserOrganisation(db, people.admin, "nobody@x.example", organisations.acme.id),
    ).rejects.toMatchObject({
      status: 404,
    });
    // Taking a user out of their organisation is allowed: they see an empty workspace.
    await setUserOrganisation(db, people.admin, people.acmeColleague.email, null);
    expect((await findUserByEmail(db, people.acmeColleague.email))?.organisationId).toBeNull();
    expect((await findUserByEmail(db, people.vendor.email))?.organisationId).toBe(organisations.supplies.id);
    const acme = { id: organisations.acme.id, name: "Acme Ltd" };
    const globex = { id: organisations.globex.id, name: "Globex Industries" };
    expect((await activityOf(db, "user")).map((a) => [a.id, a.actorName, a.organisationId, a.change])).toEqual([
      [people.loneClient.id, "Asha Rao", globex.id, { organisation: { from: null, to: globex } }],
      [people.acmeColleague.id, "Asha Rao", acme.id, { organisation: { from: acme, to: null } }],
    ]);
  });

  it("resolves an organisation by id or exact name, and names the field when it cannot", async () => {
    const db = database().db;
    const { organisations } = await seedWorkspace(db);
    expect((await resolveOrganisation(db, organisations.acme.id)).name).toBe("Acme Ltd");
    expect((await resolveOrganisation(db, "Acme Ltd", "client")).id).toBe(organisations.acme.id);
    await expect(resolveOrganisation(db, "acme ltd")).rejects.toMatchObject({ status: 400 });
    await expect(resolveOrganisation(db, "Sharma Supplies", "client")).rejects.toMatchObject({
      status: 400,
      fields: { organisation: 'There is no client organisation "Sharma Supplies".' },
    });
    await expect(resolveOrganisation(db, "00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      status: 400,
    });
  });
});
