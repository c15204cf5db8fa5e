// The Security page of every role: how the person signs in. Each part is its own section component.
import type { Metadata } from "next";
import { PasskeysSection } from "@/components/portal/account/passkeys-section";
import { ViewHeader } from "@/components/portal/workspace/empty-state";
import { requireUser } from "@/lib/auth/session";
import { loadOwnPasskeys } from "@/lib/portal/page-data/passkeys";

export const securityMetadata: Metadata = { title: "Security" };

export async function Security() {
  // The role's layout has checked the role; any signed-in person manages their own sign-in.
  const user = await requireUser();
  const passkeys = await loadOwnPasskeys(user);
  return (
    <section aria-labelledby="view-title" className="space-y-8">
      <ViewHeader title="Security" text="How you sign in to the portal." />
      <PasskeysSection passkeys={passkeys} />
    </section>
  );
}
