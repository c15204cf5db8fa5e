import type { Metadata } from "next";
import { WelcomePage } from "@/components/portal/welcome-page";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Vendor portal", robots: { index: false } };

export default async function VendorDashboard() {
  const user = await requireUser("vendor");
  return <WelcomePage name={user.name} home="/vendor" text="Access vendor resources here." />;
}
