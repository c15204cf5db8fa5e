// Lines of an order or a tax invoice as a table (description, HSN/SAC, quantity, rate, GST rate, taxable value),
// and the totals below them: taxable value, CGST and SGST or IGST, and the total. Amounts are paise, shown in ₹.
import { taxRows } from "@/lib/workspace/gst";
import { formatInr } from "@/lib/workspace/money";

export type TaxLineView = {
  position: number;
  description: string;
  hsnSac: string | null;
  quantity: number;
  unit: string;
  rate: number;
  gstRate: number;
  taxableValue: number;
  /** A second line under the quantity ("4 of 10 invoiced"). */
  note?: string;
};

export type TaxTotalsView = { taxableValue: number; cgst: number; sgst: number; igst: number; total: number };

const cell = "px-3 py-2 align-top";
const number = `${cell} text-right tabular-nums whitespace-nowrap`;

export function TaxLines({ lines, label }: { lines: TaxLineView[]; label: string }) {
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <div
      tabIndex={0}
      role="region"
      aria-label={label}
      className="mt-3 overflow-x-auto rounded-2xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-left text-slate-600">
          <tr>
            <th scope="col" className={cell}>
              #
            </th>
            <th scope="col" className={cell}>
              Description
            </th>
            <th scope="col" className={cell}>
              HSN/SAC
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Quantity
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Rate
            </th>
            <th scope="col" className={`${cell} text-right`}>
              GST
            </th>
            <th scope="col" className={`${cell} text-right`}>
              Taxable value
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {lines.map((line) => (
            <tr key={line.position}>
              <td className={cell}>{line.position}</td>
              <td className={`${cell} break-words text-ink`}>{line.description}</td>
              <td className={cell}>{line.hsnSac ?? "—"}</td>
              <td className={number}>
                {line.quantity} {line.unit}
                {line.note ? <span className="block text-xs text-slate-500">{line.note}</span> : null}
              </td>
              <td className={number}>{formatInr(line.rate)}</td>
              <td className={number}>{line.gstRate}%</td>
              <td className={number}>{formatInr(line.taxableValue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TaxTotals({ totals, className = "" }: { totals: TaxTotalsView; className?: string }) {
  const rows = taxRows(totals);
  return (
    <dl className={`mt-3 ml-auto grid max-w-sm grid-cols-2 gap-x-4 gap-y-1 text-sm ${className}`}>
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-right text-ink tabular-nums">{formatInr(value)}</dd>
        </div>
      ))}
      {/* One rule across both columns, not one under each. */}
      <div className="col-span-2 flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold text-ink">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatInr(totals.total)}</dd>
      </div>
    </dl>
  );
}
