"use server";
// Places a client or vendor user in an organisation of their kind, or takes them out ("" for none).
import { z } from "zod";
import { setUserOrganisation } from "../../workspace/organisations";
import { authorisedAction } from "../safe-action";

export const setUserOrganisationAction = authorisedAction(
  "admin/users",
  "admin",
  z.object({ email: z.string().max(320), organisationId: z.string().max(100) }),
  async ({ email, organisationId }, { caller, db, now }) => {
    await setUserOrganisation(db, caller, email, organisationId || null, now);
    return true;
  },
);
