import type { Metadata } from "next";
import { StaffPurchaseOrdersPage } from "@/app/(portal)/_views/purchase-orders-page";

export const metadata: Metadata = { title: "Purchase orders" };

export default function AdminPurchaseOrdersPage({ searchParams }: { searchParams: Promise<{ cursor?: string }> }) {
  return <StaffPurchaseOrdersPage role="admin" searchParams={searchParams} />;
}
