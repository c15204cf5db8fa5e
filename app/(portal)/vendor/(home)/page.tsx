import type { Metadata } from "next";
import { VendorOverview } from "@/components/portal/vendor/vendor-overview";
import { WelcomePage } from "@/components/portal/welcome-page";
import { requireUser } from "@/lib/auth/session";
import { workspaceRead } from "@/lib/portal/workspace-data";
import { listInvoices, vendorOverview } from "@/lib/workspace/invoices";
import { listPurchaseOrders } from "@/lib/workspace/purchase-orders";

export const metadata: Metadata = { title: "Vendor portal" };

export default async function VendorOverviewPage() {
  const user = await requireUser("vendor");
  if (!user.organisationId)
    return (
      <WelcomePage
        name={user.name}
        text="Your account is not part of a vendor organisation yet, so there is nothing to show here. Ask your Nexora contact to add you to one."
      />
    );
  const [figures, orders, invoices] = await workspaceRead("vendor overview", user, (db, caller) =>
    Promise.all([vendorOverview(db, caller), listPurchaseOrders(db, caller, { open: true }), listInvoices(db, caller)]),
  );
  return (
    <VendorOverview
      name={user.name}
      figures={figures}
      openOrders={orders.items}
      recentInvoices={invoices.items.slice(0, 5)}
    />
  );
}
