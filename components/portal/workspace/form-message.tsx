// A form's outcome under it, read out when it changes: the server's sentence on a refusal, a short note on success.
export function FormMessage({ error, done }: { error?: string | null; done?: string | null }) {
  return (
    <p aria-live="polite" className={`text-sm ${error ? "font-medium text-red-700" : "text-emerald-800"}`}>
      {error ?? done ?? ""}
    </p>
  );
}

export const fieldClass =
  "w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-ink focus:border-accent-600 disabled:bg-slate-50";
export const labelClass = "grid gap-1 text-sm font-medium text-slate-700";
export const primaryButton =
  "inline-flex h-11 items-center justify-center rounded-xl bg-accent-gradient px-5 font-semibold text-white hover:brightness-110 disabled:opacity-60";
export const secondaryButton =
  "inline-flex h-10 items-center justify-center rounded-xl border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50 disabled:opacity-60";
