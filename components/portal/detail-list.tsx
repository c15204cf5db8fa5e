// Label and value rows (profile, settings, an enquiry): one look for every dashboard's details.

export type Detail = [label: string, value: React.ReactNode];

export function DetailList({ rows, className = "" }: { rows: Detail[]; className?: string }) {
  return (
    <dl className={`divide-y divide-slate-200 ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 px-5 py-4 sm:grid-cols-3 sm:gap-4">
          <dt className="font-medium text-slate-600">{label}</dt>
          <dd className="font-semibold break-words text-ink sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The bordered card the lists sit in when they stand alone. */
export const detailCard = "mt-6 rounded-2xl border border-slate-200 bg-white";
