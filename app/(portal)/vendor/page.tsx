import type { Metadata } from "next";
import { WelcomePage } from "@/components/portal/welcome-page";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Vendor portal" };

export default async function VendorOverviewPage() {
  const user = await requireUser("vendor");
  return (
    <WelcomePage
      name={user.name}
      text={
        user.organisationId
          ? "Access vendor resources here."
          : "Your account is not part of a vendor organisation yet, so there is nothing to show here. Ask your Nexora contact to add you to one."
      }
    />
  );
}
