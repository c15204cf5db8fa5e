import type { Metadata } from "next";
import { WelcomePage } from "@/components/portal/welcome-page";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Client portal" };

export default async function ClientOverviewPage() {
  const user = await requireUser("client");
  return <WelcomePage name={user.name} text="Access your client portal here." />;
}
