"use server";
// An organisation's new name (admin).
import { z } from "zod";
import { organisationNameSchema, renameOrganisation } from "../../workspace/organisations";
import { resourceAction } from "../safe-action";

export const renameOrganisationAction = resourceAction(
  "rename organisation",
  "admin",
  z.object({ name: organisationNameSchema }),
  async (id, { name }, { caller, db, now }) => {
    await renameOrganisation(db, caller, id, name, now);
    return true;
  },
);
