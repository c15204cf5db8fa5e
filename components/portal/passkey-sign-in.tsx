"use client";
// "Use a passkey" on /login: the browser offers the passkeys it holds for this site, and a verified one signs the
// person in as a code would. The WebAuthn code loads only when the button is pressed, keeping /login light.
import { useState } from "react";
import { ceremonyFailure } from "@/components/portal/account/passkey-messages";
import { Button } from "@/components/ui/button";
import { postToApi } from "@/lib/http/browser-json";
import { dashboardFor } from "@/lib/portal/login-rules";
import { PortalIcon } from "@/components/portal/icon";

/** The sign-in form's "Remember this device" holds for a passkey too; the form owns the box, so it is read here. */
function rememberTicked(): boolean {
  return document.querySelector<HTMLInputElement>('input[name="rememberDevice"]')?.checked ?? false;
}

export function PasskeySignIn() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signIn() {
    setBusy(true);
    setError(null);
    let leaving = false;
    try {
      const { startAuthentication, browserSupportsWebAuthn } = await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn()) return setError("This browser cannot use passkeys. Sign in with a code instead.");
      const options =
        await postToApi<Parameters<typeof startAuthentication>[0]["optionsJSON"]>("/api/auth/passkey/options");
      if (!options.ok) return setError(options.error ?? "Passkey sign-in could not be started. Please try again.");
      const response = await startAuthentication({ optionsJSON: options.data as Required<typeof options.data> });
      const verified = await postToApi<{ user: { role: string } }>("/api/auth/passkey/verify", {
        response,
        rememberDevice: rememberTicked(),
      });
      if (verified.ok && verified.data.user) {
        leaving = true;
        window.location.assign(dashboardFor(verified.data.user.role));
        return;
      }
      setError(verified.error ?? "That passkey was not accepted. Sign in with a code instead.");
    } catch (failure) {
      setError(ceremonyFailure(failure, "used"));
    } finally {
      if (!leaving) setBusy(false);
    }
  }

  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      <Button variant="secondary" className="w-full" disabled={busy} onClick={() => void signIn()}>
        <PortalIcon name="key-round" className="size-4" />
        {busy ? "Waiting for your passkey…" : "Use a passkey"}
      </Button>
      <p className="mt-2 text-center text-sm text-slate-600">If you added one on the Security page.</p>
      {error ? (
        <p role="alert" className="mt-3 rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {error}
        </p>
      ) : null}
    </div>
  );
}
