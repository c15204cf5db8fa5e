// Each role's home page: what waits for the person, read once after the role check.
import type { Metadata } from "next";
import { DashboardView } from "@/components/portal/admin/dashboard-view";
import { VendorOverview } from "@/components/portal/vendor/vendor-overview";
import { WelcomePage } from "@/components/portal/welcome-page";
import { ClientOverview } from "@/components/portal/workspace/client-overview";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { StaffOverview } from "@/components/portal/workspace/staff-overview";
import { requireUser } from "@/lib/auth/session";
import { portalPath } from "@/lib/portal/paths";
import {
  loadAdminFigures,
  loadClientOverview,
  loadStaffOverview,
  loadVendorOverview,
} from "@/lib/portal/page-data/home";

export const adminMetadata: Metadata = { title: "Admin dashboard" };
export const employeeMetadata: Metadata = { title: "Employee dashboard" };
export const clientMetadata: Metadata = { title: "Client portal" };
export const vendorMetadata: Metadata = { title: "Vendor portal" };

export async function AdminHome() {
  const user = await requireUser("admin");
  const [figures, work] = await Promise.all([loadAdminFigures(user), loadStaffOverview(user)]);
  return (
    <div className="grid gap-8">
      <DashboardView name={user.name} figures={figures} />
      <section aria-labelledby="work-title" className="grid gap-4">
        <h2 id="work-title" className="text-xl font-bold text-ink">
          My work
        </h2>
        <StaffOverview
          {...work}
          requestsPath={portalPath("admin", "requests")}
          invoicesPath={portalPath("admin", "invoices")}
        />
      </section>
    </div>
  );
}

export async function EmployeeHome() {
  const user = await requireUser("employee");
  const overview = await loadStaffOverview(user);
  return (
    <section aria-labelledby="view-title" className="grid gap-6">
      <ViewHeader title={`Welcome back, ${user.name.split(" ")[0]}`} text="Here is how your work stands today." />
      <StaffOverview
        {...overview}
        requestsPath={portalPath("employee", "requests")}
        invoicesPath={portalPath("employee", "invoices")}
      />
    </section>
  );
}

export async function ClientHome() {
  const user = await requireUser("client");
  return <ClientOverview name={user.name} overview={await loadClientOverview(user)} />;
}

export async function VendorHome() {
  const user = await requireUser("vendor");
  if (!user.organisationId)
    return (
      <WelcomePage
        name={user.name}
        text="Your account is not part of a vendor organisation yet, so there is nothing to show here. Ask your Nexora contact to add you to one."
      />
    );
  return <VendorOverview name={user.name} {...await loadVendorOverview(user)} />;
}
