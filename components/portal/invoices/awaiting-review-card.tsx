// The staff overview's invoice figure: how many invoices wait for a decision, linking to the review queue.
import Link from "next/link";

export function AwaitingReviewCard({ count, invoicesPath }: { count: number; invoicesPath: string }) {
  return (
    <Link
      href={`${invoicesPath}?status=submitted`}
      className="hover:border-accent-300 block max-w-xs rounded-2xl border border-slate-200 bg-white p-6 shadow-card"
    >
      <span className="block text-sm font-medium text-slate-600">Invoices awaiting review</span>
      <span className="mt-2 block text-3xl font-bold text-ink tabular-nums">{count}</span>
      <span className="mt-1 block text-sm text-slate-600">Submitted by vendors, not yet decided</span>
    </Link>
  );
}
