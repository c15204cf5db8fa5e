// What a view shows while its data loads: a heading-shaped bar and card placeholders, announced once.
export function SegmentLoading() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse motion-reduce:animate-none">
      <span className="sr-only">Loading…</span>
      <div className="h-8 w-48 rounded-lg bg-slate-200" />
      <div className="mt-3 h-4 w-72 max-w-full rounded bg-slate-200" />
      <div className="mt-6 grid gap-4 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-28 rounded-2xl border border-slate-200 bg-white" />
        ))}
      </div>
      <div className="mt-6 h-48 rounded-2xl border border-slate-200 bg-white" />
    </div>
  );
}
