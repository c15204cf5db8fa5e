"use client";
// The request-access form: name, work e-mail, company and what they need, sent to POST /api/auth/request-access.
// The answer is the same for every address, so the page never says who already has an account.
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { TextArea, TextField } from "@/components/ui/field";
import { refusalSentence } from "@/lib/actions/result";
import { accessRequestLimits } from "@/lib/auth/access-request-limits";
import { postToApi } from "@/lib/http/browser-json";
import { PortalIcon } from "@/components/portal/icon";
import { useHydratedMark } from "@/components/site/hydrated-mark";

type Fields = { name: string; email: string; company: string; message: string };
const empty: Fields = { name: "", email: "", company: "", message: "" };

export function RequestAccessForm() {
  useHydratedMark();
  const [values, setValues] = useState<Fields>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const set = (field: keyof Fields) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // One key per request: a retry after a lost answer is the same request, not a second one.
    key.current ??= crypto.randomUUID();
    const website = (form.current?.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    setBusy(true);
    setError(null);
    const sent = await postToApi<{ message: string }>("/api/auth/request-access", {
      ...values,
      idempotencyKey: key.current,
      website,
    });
    setBusy(false);
    if (sent.ok && sent.data.message) {
      setAnswer(sent.data.message);
      return;
    }
    setErrors(sent.fields);
    setError(
      sent.status === 0
        ? "That did not go through: the connection failed. Please try again."
        : refusalSentence(sent.fields, sent.error ?? "Please check the form."),
    );
  }

  if (answer)
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-xl border border-green-200 bg-green-50 px-4 py-3 text-green-900"
      >
        <PortalIcon name="circle-check" className="mt-0.5 size-5 shrink-0" />
        {answer}
      </p>
    );

  return (
    <form ref={form} noValidate onSubmit={submit} className="grid gap-4" aria-label="Request access">
      <TextField
        id="access-name"
        label="Your name"
        autoComplete="name"
        required
        maxLength={accessRequestLimits.name}
        value={values.name}
        onChange={set("name")}
        error={errors.name}
      />
      <TextField
        id="access-email"
        label="Work e-mail"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        onChange={set("email")}
        error={errors.email}
      />
      <TextField
        id="access-company"
        label="Company"
        autoComplete="organization"
        required
        maxLength={accessRequestLimits.company}
        value={values.company}
        onChange={set("company")}
        error={errors.company}
      />
      <TextArea
        id="access-message"
        label="What you need"
        rows={4}
        required
        maxLength={accessRequestLimits.message}
        hint="For example: to follow our project with Nexora, or to send invoices as a vendor."
        value={values.message}
        onChange={set("message")}
        error={errors.message}
      />
      {/* A field people never see; bots that fill it get the same answer and are ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div role="alert">
        {error ? (
          <p className="flex items-start gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
            <PortalIcon name="circle-exclamation-point" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        {busy ? "Please wait..." : "Send request"}
      </Button>
    </form>
  );
}
