// A form's outcome under it, read out when it changes: the server's sentence on a refusal, a short note on success.
export function FormMessage({ error, done }: { error?: string | null; done?: string | null }) {
  return (
    <p aria-live="polite" className={`text-sm ${error ? "font-medium text-red-700" : "text-emerald-800"}`}>
      {error ?? done ?? ""}
    </p>
  );
}
