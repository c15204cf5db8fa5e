"use client";
// The enquiry form: validated on submit with the shared schema, sent to /api/contact, never losing what was typed.
import { useEffect, useRef, useState } from "react";
import { canSubmit, completionPercent, submitThreshold } from "@/lib/contact/completion";
import { emptyEnquiry, fieldOrder, limits, type EnquiryField, type EnquiryFormValues } from "@/lib/contact/form-values";
import { budgetOptions, subjectOptions, timelineOptions } from "@/lib/contact/options";
import { postToApi } from "@/lib/http/browser-json";
import { Button } from "@/components/ui/button";
import { SelectField, TextArea, TextField } from "@/components/ui/field";
import { SpriteIcon } from "@/components/ui/sprite-icon";

/** The single-line fields, in form order: name, address, phone, company. */
const textFields = [
  { name: "fullName", label: "Full name", autoComplete: "name", required: true },
  { name: "email", label: "Email", type: "email", autoComplete: "email", inputMode: "email", required: true },
  { name: "phone", label: "Phone", type: "tel", autoComplete: "tel", inputMode: "tel", optional: true },
  { name: "company", label: "Company", autoComplete: "organization", optional: true },
] as const;

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "success" } | { kind: "error"; detail?: string };
type Errors = Partial<Record<EnquiryField, string>>;

export function EnquiryForm({
  defaultSubject,
  onSuccess,
}: {
  defaultSubject?: string;
  onSuccess?: (id: string) => void;
}) {
  const [values, setValues] = useState<EnquiryFormValues>(() => emptyEnquiry(defaultSubject));
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const successRef = useRef<HTMLDivElement>(null);
  // The form empties on success: the message takes focus and comes into view (mid-screen, clear of the sticky
  // header), so neither a phone's screen nor a screen reader loses it.
  useEffect(() => {
    if (status.kind !== "success") return;
    const element = successRef.current;
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({
      block: "center",
      behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
    });
  }, [status.kind]);
  const formRef = useRef<HTMLFormElement>(null);
  // One key per filled-in form: a retry after a failure is recognised by the server and never stored twice.
  const idempotencyKey = useRef<string | null>(null);

  const percent = completionPercent(values);
  const sending = status.kind === "sending";

  function set<K extends EnquiryField>(field: K, value: EnquiryFormValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field])
      setErrors((current) => {
        const next = { ...current };
        delete next[field];
        return next;
      });
    if (status.kind === "success" || status.kind === "error") setStatus({ kind: "idle" });
  }

  function showErrors(found: Errors) {
    setErrors(found);
    const first = fieldOrder.find((f) => found[f]);
    const element = first ? formRef.current?.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) {
      element.scrollIntoView({
        block: "center",
        behavior: window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth",
      });
      element.focus({ preventScroll: true });
    }
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending || !canSubmit(values)) return;
    // The schema loads on first submit, keeping zod out of the page's initial JavaScript.
    const { enquirySchema, enquiryFieldErrors } = await import("@/lib/contact/schema");
    const parsed = enquirySchema.safeParse(values);
    if (!parsed.success) return showErrors(enquiryFieldErrors(parsed.error));

    idempotencyKey.current ??= crypto.randomUUID();
    const honeypot = (formRef.current?.elements.namedItem("website") as HTMLInputElement | null)?.value ?? "";
    setStatus({ kind: "sending" });
    const answer = await postToApi<{ id: string }>("/api/contact", {
      ...values,
      idempotencyKey: idempotencyKey.current,
      website: honeypot,
    });
    if (answer.ok && answer.data.id) {
      setValues(emptyEnquiry(defaultSubject));
      setErrors({});
      idempotencyKey.current = null;
      setStatus({ kind: "success" });
      onSuccess?.(answer.data.id);
      return;
    }
    if (answer.status === 400 && Object.keys(answer.fields).length) {
      setStatus({ kind: "idle" });
      return showErrors(answer.fields as Errors);
    }
    // No answer (status 0) or a server failure: the generic sentence; a refusal: the server's.
    setStatus({ kind: "error", detail: answer.status > 0 && answer.status < 500 ? answer.error : undefined });
  }

  /** A text or choice control's id, name, error, value and change handler. */
  const field = (name: Exclude<EnquiryField, "agree">) => ({
    id: name,
    name,
    error: errors[name],
    value: values[name],
    onChange: (e: { target: { value: string } }) => set(name, e.target.value),
  });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="enquiry-title"
      className="rounded-3xl border border-slate-200 bg-white p-6 shadow-card sm:p-8"
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="enquiry-title" className="text-2xl font-bold text-ink">
          Tell us about your project
        </h2>
        <div className="w-full sm:w-52">
          <div className="mb-1.5 flex justify-between text-sm">
            <span id="completion-label" className="font-medium text-slate-700">
              Form completion
            </span>
            <span className="font-semibold text-ink tabular-nums" data-testid="completion">
              {percent}%
            </span>
          </div>
          <div
            role="progressbar"
            aria-labelledby="completion-label"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div
              className={`h-full rounded-full transition-[width] duration-300 ${percent >= submitThreshold ? "bg-accent-gradient" : "bg-slate-400"}`}
              style={{ width: `${percent}%` }}
            />
          </div>
        </div>
      </div>

      {status.kind === "success" ? (
        <div
          ref={successRef}
          tabIndex={-1}
          role="status"
          className="mt-6 flex scroll-mt-32 gap-3 rounded-2xl border border-emerald-200 bg-emerald-50 p-5 text-emerald-900 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
        >
          <SpriteIcon name="circle-check" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">Message sent successfully!</p>
            <p className="mt-1">
              Thank you! Your message has been sent successfully. Our team will respond within 24 hours with next steps.
            </p>
          </div>
        </div>
      ) : null}
      {status.kind === "error" ? (
        <div role="alert" className="mt-6 flex gap-3 rounded-2xl border border-red-200 bg-red-50 p-5 text-red-900">
          <SpriteIcon name="circle-exclamation-point" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">Oops! Something went wrong.</p>
            <p className="mt-1">
              {status.detail ?? "We couldn't send your message right now. Please try again or contact us directly."}
            </p>
          </div>
        </div>
      ) : null}

      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {textFields.map(({ name, ...props }) => (
          <TextField key={name} {...field(name)} {...props} maxLength={limits[name]} />
        ))}
        <SelectField {...field("subject")} label="Subject" options={subjectOptions} />
        <SelectField
          {...field("budget")}
          label="Budget"
          optional
          placeholder="Select a budget"
          options={budgetOptions}
        />
        <div className="sm:col-span-2">
          <SelectField
            {...field("timeline")}
            label="Timeline"
            optional
            placeholder="Select a timeline"
            options={timelineOptions}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            {...field("message")}
            label="Message"
            rows={6}
            maxLength={limits.message}
            required
            hint={
              <span className="flex flex-wrap justify-between gap-2">
                <span className="inline-flex items-center gap-1.5">
                  <SpriteIcon name="lightbulb" className="size-4 text-amber-600" />
                  Include your goals, timeline, and any specific requirements
                </span>
                <span className="tabular-nums" data-testid="char-count">
                  {values.message.length} / {limits.message}
                </span>
              </span>
            }
          />
        </div>
      </div>

      {/* A field people never see; bots that fill it are thanked and ignored. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="website">Website</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>

      <div className="mt-6">
        <div className="flex items-start gap-3">
          <input
            id="agree"
            name="agree"
            type="checkbox"
            checked={values.agree}
            onChange={(e) => set("agree", e.target.checked)}
            aria-invalid={errors.agree ? true : undefined}
            aria-describedby={errors.agree ? "agree-error" : undefined}
            className="mt-1 size-5 shrink-0 rounded border-slate-400 accent-accent-600"
          />
          <label htmlFor="agree" className="text-[0.9375rem] leading-relaxed text-slate-700">
            I agree to the{" "}
            <a
              href="/privacy"
              target="_blank"
              rel="noopener"
              className="font-semibold text-accent-700 underline underline-offset-2"
            >
              privacy policy<span className="sr-only"> (opens in a new tab)</span>
            </a>{" "}
            and to Nexora contacting me about this enquiry.
          </label>
        </div>
        {errors.agree ? (
          <p id="agree-error" className="mt-1.5 text-sm font-medium text-red-700">
            {errors.agree}
          </p>
        ) : null}
      </div>

      {/* Start-aligned on phones: a full-width button would pass under the floating chat button. */}
      <div className="mt-7 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
        <Button
          type="submit"
          size="lg"
          disabled={sending || percent < submitThreshold}
          aria-describedby={percent < submitThreshold ? "submit-hint" : undefined}
        >
          <SpriteIcon name="send" className="size-4" />
          {sending ? "Sending your message..." : "Send message"}
        </Button>
        {percent < submitThreshold ? (
          <p id="submit-hint" className="text-sm text-slate-600">
            Please complete the required fields to continue
          </p>
        ) : null}
      </div>
    </form>
  );
}
