import type { Metadata } from "next";
import { SettingsView } from "@/components/portal/admin/settings-view";
import { requireUser } from "@/lib/auth/session";

export const metadata: Metadata = { title: "Settings" };

export default async function AdminSettingsPage() {
  await requireUser("admin");
  return <SettingsView />;
}
