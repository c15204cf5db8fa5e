"use client";
// Staff's "Issue a purchase order" panel above the list of orders: folded, so the list comes first, and the form's
// code (issue-order-form.tsx: its lines, the live tax, the checks) loads when the panel is first opened.
import { lazy, Suspense, useState } from "react";
import { Disclosure } from "@/components/ui/disclosure";
import type { VendorChoice } from "./issue-order-form";

const IssueOrderForm = lazy(() => import("./issue-order-form").then((m) => ({ default: m.IssueOrderForm })));

export function IssueOrderPanel({ vendors, basePath }: { vendors: VendorChoice[]; basePath: string }) {
  const [opened, setOpened] = useState(false);
  if (vendors.length === 0)
    return (
      <p className="mt-6 max-w-3xl rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-600">
        There are no vendor organisations yet. An admin adds one under Organisations.
      </p>
    );
  return (
    <Disclosure
      className="group mt-6 max-w-4xl rounded-2xl border border-slate-200 bg-white"
      summaryClassName="px-5 py-4 font-semibold text-ink"
      chevronClassName="size-5 text-slate-500 transition-transform group-open:rotate-180"
      summary="Issue a purchase order"
      onToggle={(open) => setOpened((was) => was || open)}
    >
      {opened ? (
        <Suspense fallback={<p className="border-t border-slate-100 p-5 text-slate-600">Loading the form…</p>}>
          <IssueOrderForm vendors={vendors} basePath={basePath} />
        </Suspense>
      ) : null}
    </Disclosure>
  );
}
