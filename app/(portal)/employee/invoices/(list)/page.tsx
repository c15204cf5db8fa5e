import type { Metadata } from "next";
import { StaffInvoices } from "@/components/portal/invoices/staff-invoices";
import { requireUser } from "@/lib/auth/session";
import { filterValue, workspaceRead } from "@/lib/portal/workspace-data";
import { listInvoices } from "@/lib/workspace/invoices";
import { invoiceStatuses } from "@/lib/workspace/vocabulary";
import { readableCursor } from "@/lib/workspace/scope";

export const metadata: Metadata = { title: "Invoices" };

type Props = { searchParams: Promise<{ status?: string; cursor?: string }> };

export default async function EmployeeInvoicesPage({ searchParams }: Props) {
  const user = await requireUser("employee");
  const query = await searchParams;
  // The queue opens on what waits for a decision; "all" shows every status.
  const status = query.status === "all" ? undefined : (filterValue(query.status, invoiceStatuses) ?? "submitted");
  const list = await workspaceRead("employee invoices", user, (db, caller) =>
    listInvoices(db, caller, { status, cursor: readableCursor(query.cursor) }),
  );
  return <StaffInvoices items={list.items} status={status} base="/employee" nextCursor={list.nextCursor} />;
}
