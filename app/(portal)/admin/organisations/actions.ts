"use server";
// The Organisations view's changes (create, rename) through the action gate; lib/workspace/organisations.ts decides.
import { z } from "zod";
import { authorisedAction } from "@/lib/portal/action";
import {
  createOrganisation,
  organisationKindSchema,
  organisationNameSchema,
  renameOrganisation,
} from "@/lib/workspace/organisations";

export const createOrganisationAction = authorisedAction(
  "admin/organisations",
  "admin",
  z.object({ name: organisationNameSchema, kind: organisationKindSchema }),
  async (input, { caller, db, now }) => {
    const { id } = await createOrganisation(db, caller, input, now);
    return { id };
  },
);

export const renameOrganisationAction = authorisedAction(
  "admin/organisations",
  "admin",
  z.object({ id: z.string().max(100), name: organisationNameSchema }),
  async ({ id, name }, { caller, db, now }) => {
    await renameOrganisation(db, caller, id, name, now);
    return true;
  },
);
