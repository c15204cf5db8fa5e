import type { Metadata } from "next";
import { WelcomePage } from "@/components/portal/welcome-page";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Client portal", robots: { index: false } };

export default async function ClientDashboard() {
  const user = await requireUser("client");
  return <WelcomePage name={user.name} home="/client" text="Access your client portal here." />;
}
