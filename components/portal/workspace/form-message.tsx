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
