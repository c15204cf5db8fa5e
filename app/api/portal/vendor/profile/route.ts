// GET /api/portal/vendor/profile (a vendor: its own; staff: `?organisation=` id or exact name) and PUT (vendors):
// the legal name, GSTIN (check character verified; state and PAN read from it), Udyam and MSME category, bank
// account and IFSC (waiting for staff verification when changed), and the e-invoicing flag.
import { portalRoute, readPortalJson } from "@/lib/portal/api-gate";
import { json } from "@/lib/http/responses";
import { getVendorProfile, saveVendorProfile } from "@/lib/workspace/vendor-profile";
import { vendorProfileSchema } from "@/lib/workspace/vendor-schemas";

export const GET = portalRoute(
  "portal vendor profile",
  ["admin", "employee", "vendor"],
  async ({ request, caller, db }) =>
    json(await getVendorProfile(db, caller, new URL(request.url).searchParams.get("organisation") ?? undefined)),
);

export const PUT = portalRoute("portal vendor profile save", ["vendor"], async ({ request, caller, db, now }) => {
  const body = await readPortalJson(request, vendorProfileSchema);
  if (!body.ok) return body.response;
  return json(await saveVendorProfile(db, caller, body.data, now));
});
