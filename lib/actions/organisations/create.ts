"use server";
// A new client or vendor organisation (admin); lib/workspace/organisations.ts refuses a name already taken.
import { z } from "zod";
import { createOrganisation, organisationKindSchema, organisationNameSchema } from "../../workspace/organisations";
import { authorisedAction } from "../safe-action";

export const createOrganisationAction = authorisedAction(
  "create organisation",
  "admin",
  z.object({ name: organisationNameSchema, kind: organisationKindSchema }),
  async (input, { caller, db, now }) => {
    const { id } = await createOrganisation(db, caller, input, now);
    return { id };
  },
);
