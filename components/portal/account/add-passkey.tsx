"use client";
// Adds a passkey on this device: a name, then the browser's own prompt. The WebAuthn code loads only on submit.
import { useRouter } from "next/navigation";
import { useState } from "react";
import { FormMessage } from "@/components/portal/workspace/form-message";
import { Button } from "@/components/ui/button";
import { Field, describedBy, fieldClass } from "@/components/ui/field";
import { passkeyNameMaxLength } from "@/lib/auth/passkey-limits";
import { postToApi } from "@/lib/http/browser-json";
import { ceremonyFailure } from "./passkey-messages";
import { PortalIcon } from "@/components/portal/icon";

export function AddPasskey() {
  const router = useRouter();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ error?: string; done?: string }>({});

  async function add() {
    if (!name.trim()) return setOutcome({ error: "Give the passkey a name, such as “Work laptop”." });
    setBusy(true);
    setOutcome({});
    try {
      const { startRegistration, browserSupportsWebAuthn } = await import("@simplewebauthn/browser");
      if (!browserSupportsWebAuthn()) return setOutcome({ error: "This browser cannot create passkeys." });
      const options = await postToApi<Parameters<typeof startRegistration>[0]["optionsJSON"]>(
        "/api/account/passkeys/registration-options",
      );
      if (!options.ok) return setOutcome({ error: options.error ?? "The passkey could not be started." });
      const response = await startRegistration({ optionsJSON: options.data as Required<typeof options.data> });
      const saved = await postToApi("/api/account/passkeys", { name: name.trim(), response });
      if (!saved.ok) return setOutcome({ error: saved.error ?? "The passkey could not be saved. Please try again." });
      setName("");
      setOutcome({ done: "Passkey added. You can use it the next time you sign in." });
      router.refresh();
    } catch (error) {
      setOutcome({ error: ceremonyFailure(error, "added") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      className="mt-5 grid gap-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <Field id="passkey-name" label="Name for a new passkey" compact hint="For example, the device it lives on.">
        <input
          id="passkey-name"
          value={name}
          maxLength={passkeyNameMaxLength}
          onChange={(event) => setName(event.target.value)}
          placeholder="Work laptop"
          autoComplete="off"
          className={fieldClass}
          {...describedBy({ id: "passkey-name", hint: true })}
        />
      </Field>
      <Button type="submit" disabled={busy} className="sm:mb-7">
        <PortalIcon name="plus" className="size-4" />
        {busy ? "Waiting for your device…" : "Add a passkey"}
      </Button>
      <FormMessage error={outcome.error} done={outcome.done} />
    </form>
  );
}
