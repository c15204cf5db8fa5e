// The Security page's passkeys: what they are, the person's own list with removal, and adding one on this device.
import type { PasskeySummary } from "@/lib/auth/passkeys";
import { AddPasskey } from "./add-passkey";
import { PasskeyList } from "./passkey-list";

export function PasskeysSection({ passkeys }: { passkeys: PasskeySummary[] }) {
  return (
    <section
      aria-labelledby="passkeys-title"
      className="max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="passkeys-title" className="text-lg font-semibold text-ink">
        Passkeys
      </h2>
      <p className="mt-1 text-slate-600">
        A passkey signs you in with your device&apos;s fingerprint, face or screen lock, without waiting for a code. The
        code by e-mail always works too.
      </p>
      <PasskeyList passkeys={passkeys} empty="You have no passkeys yet." />
      <AddPasskey />
    </section>
  );
}
