// Staff's invoice list, the queue they review. Each invoice page is a view of its own file (invoice.tsx,
// vendor-invoices.tsx, vendor-invoice.tsx, new-invoice.tsx), so a page's scripts hold its own client components
// only. A role's page file re-exports its view.
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/portal/live-refresh";
import { StaffInvoices } from "@/components/portal/invoices/staff-invoices";
import { requireUser } from "@/lib/auth/session";
import { loadInvoiceList } from "@/lib/portal/page-data/invoices";
import type { ListProps } from "./types";

type StaffRole = "admin" | "employee";

export const listMetadata: Metadata = { title: "Invoices" };

function staffInvoices(role: StaffRole) {
  return async function InvoicesPage({ searchParams }: ListProps) {
    const user = await requireUser(role);
    const list = await loadInvoiceList(user, await searchParams);
    return (
      <>
        <LiveRefresh topics={["invoice"]} />
        <StaffInvoices
          items={list.items}
          status={list.status}
          q={list.q}
          base={`/${role}`}
          nextCursor={list.nextCursor}
          due={list.due}
          falling={list.falling}
        />
      </>
    );
  };
}

export const AdminInvoices = staffInvoices("admin");
export const EmployeeInvoices = staffInvoices("employee");
