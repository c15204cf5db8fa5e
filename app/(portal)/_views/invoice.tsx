// One invoice for staff, who decide on it and pay it. A role's page file re-exports its view.
import type { Metadata } from "next";
import { LiveRefresh } from "@/components/portal/live-refresh";
import { InvoiceDetail } from "@/components/portal/invoices/invoice-detail";
import { ReviewActions } from "@/components/portal/invoices/review-actions";
import { requireUser } from "@/lib/auth/session";
import { loadInvoice } from "@/lib/portal/page-data/invoices";
import { markOpened } from "@/lib/portal/page-data/read-marks";
import { loadVendorBank } from "@/lib/portal/page-data/vendor-profile";
import type { DetailProps } from "./types";

type StaffRole = "admin" | "employee";

export const detailMetadata: Metadata = { title: "Invoice" };

function staffInvoice(role: StaffRole) {
  return async function InvoicePage({ params }: DetailProps) {
    const user = await requireUser(role);
    const invoice = await loadInvoice(user, (await params).id);
    await markOpened(user, "invoice", invoice.id);
    const bank = await loadVendorBank(user, invoice.organisation.id);
    return (
      <>
        <LiveRefresh topics={["invoice"]} id={invoice.id} />
        <InvoiceDetail
          invoice={invoice}
          base={`/${role}`}
          actions={<ReviewActions id={invoice.id} status={invoice.status} gross={invoice.total} bank={bank} />}
        />
      </>
    );
  };
}

export const AdminInvoice = staffInvoice("admin");
export const EmployeeInvoice = staffInvoice("employee");
