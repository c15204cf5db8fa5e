// One invoice: its facts, its PDF shown in the page beside them (and beside the review, so staff decide with the
// invoice in view; stacked on a phone), the reviewer's reason when rejected, and its history (who did what, when).
// `actions` is what the viewer may do next (the staff's review, the vendor's resubmit). Shown as a tax invoice: the
// supplier's GSTIN, place of supply, lines and tax, a flag when the vendor's stated total differs from the computed
// one, and once paid the remittance advice (gross, TDS, net, UTR).
import { formatDate, formatDateTime } from "@/lib/portal/format";
import Link from "next/link";
import { DetailList, type Detail } from "@/components/portal/detail-list";
import type { getInvoice } from "@/lib/workspace/invoices";
import { formatInr } from "@/lib/workspace/money";
import { statusLabels } from "@/lib/workspace/vocabulary";
import { StatusBadge } from "@/components/portal/status-badge";
import { DetailTitle, TitledSection } from "../titled-section";
import { fileUrl } from "../workspace/file-urls";
import { PdfFrame } from "../workspace/pdf-frame";
import { TaxLines, TaxTotals } from "./tax-lines";
import { PortalIcon } from "@/components/portal/icon";

const payByWords = { overdue: "overdue", due_soon: "due within 7 days", later: "" } as const;

export type InvoiceView = Awaited<ReturnType<typeof getInvoice>>;

const link = "font-semibold text-accent-700 underline underline-offset-2";

export function InvoiceDetail({
  invoice,
  base,
  actions,
}: {
  invoice: InvoiceView;
  base: string;
  actions?: React.ReactNode;
}) {
  const rows: Detail[] = [
    ["Status", <StatusBadge key="s" status={invoice.status} />],
    [
      "Total",
      <span key="a" className="tabular-nums">
        {formatInr(invoice.total)}
      </span>,
    ],
    ["Invoice date", `${formatDate(invoice.invoiceDate)} (financial year ${invoice.financialYear ?? "—"})`],
    ["Due", formatDate(invoice.dueDate)],
    ...(invoice.payBy
      ? ([
          [
            "Pay by (MSME, 45 days)",
            `${formatDate(invoice.payBy)}${invoice.payByState && payByWords[invoice.payByState] ? `: ${payByWords[invoice.payByState]}` : ""}`,
          ],
        ] as Detail[])
      : []),
    ["Supplier GSTIN", invoice.supplierGstin ?? "Not given"],
    ["Place of supply", invoice.placeOfSupply?.state ?? "—"],
    ...(invoice.irn
      ? ([
          [
            "IRN",
            <span key="irn" className="font-mono text-xs break-all">
              {invoice.irn}
            </span>,
          ],
        ] as Detail[])
      : []),
    ["Vendor", invoice.organisation.name],
    [
      "Purchase order",
      invoice.purchaseOrder?.id ? (
        <Link key="o" href={`${base}/purchase-orders/${invoice.purchaseOrder.id}`} className={link}>
          {invoice.purchaseOrder.number}
        </Link>
      ) : (
        "None"
      ),
    ],
    ["Submitted", `${formatDateTime(invoice.createdAt)}${invoice.submittedBy ? ` by ${invoice.submittedBy}` : ""}`],
    [
      "PDF",
      invoice.file ? (
        <a key="f" href={`/api/portal/files/${invoice.file.id}`} className={`inline-flex items-center gap-1.5 ${link}`}>
          <PortalIcon name="download" className="size-4" /> {invoice.file.name}
        </a>
      ) : (
        "—"
      ),
    ],
  ];
  return (
    <section aria-labelledby="view-title">
      <DetailTitle back={`${base}/invoices`} backText="All invoices" title={`Invoice ${invoice.number}`} />
      {invoice.status === "rejected" && invoice.reason ? (
        <div className="mt-4 max-w-3xl rounded-2xl border border-red-200 bg-red-50 p-5 text-red-950">
          <h2 className="font-semibold">Why it was rejected</h2>
          <p className="mt-1 break-words whitespace-pre-wrap">{invoice.reason}</p>
        </div>
      ) : null}
      {invoice.replacedBy ? (
        <p className="mt-4 max-w-3xl text-slate-700">
          Resubmitted as{" "}
          <Link href={`${base}/invoices/${invoice.replacedBy.id}`} className={link}>
            invoice {invoice.replacedBy.number}
          </Link>
          .
        </p>
      ) : null}
      {invoice.replaces ? (
        <p className="mt-4 max-w-3xl break-words text-slate-700">
          Replaces{" "}
          <Link href={`${base}/invoices/${invoice.replaces.id}`} className={link}>
            invoice {invoice.replaces.number}
          </Link>
          {invoice.replaces.reason ? `, rejected because: ${invoice.replaces.reason}` : "."}
        </p>
      ) : null}
      {invoice.statedDifference !== null && invoice.statedTotal !== null ? (
        <p
          role="note"
          className="mt-4 max-w-3xl rounded-2xl border border-amber-300 bg-amber-50 p-4 font-medium text-amber-950"
        >
          The total stated on the invoice, {formatInr(invoice.statedTotal)}, differs from the computed{" "}
          {formatInr(invoice.total)} by {formatInr(Math.abs(invoice.statedDifference))}.
        </p>
      ) : null}
      <div
        className={`grid items-start [&>*]:min-w-0 ${invoice.file ? "lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-x-6" : ""}`}
      >
        <div className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white lg:col-start-1">
          <DetailList rows={rows} />
        </div>
        <section aria-labelledby="tax-title" className="mt-6 max-w-3xl lg:col-start-1">
          <h2 id="tax-title" className="text-lg font-semibold text-ink">
            Tax invoice
          </h2>
          {invoice.lines.length ? (
            <TaxLines label="Lines of the invoice" lines={invoice.lines} />
          ) : (
            <p className="mt-2 text-slate-600">Submitted before invoices had lines: the amount is all taxable value.</p>
          )}
          <TaxTotals totals={invoice} />
        </section>
        {invoice.payment ? (
          <section
            aria-labelledby="remittance-title"
            className="mt-6 max-w-3xl rounded-2xl border border-emerald-200 bg-emerald-50 p-5 lg:col-start-1"
          >
            <h2 id="remittance-title" className="font-semibold text-ink">
              Remittance advice
            </h2>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:max-w-md">
              <dt className="text-slate-700">Paid on</dt>
              <dd className="text-right text-ink">{formatDate(invoice.payment.paidOn)}</dd>
              <dt className="text-slate-700">Gross</dt>
              <dd className="text-right text-ink tabular-nums">{formatInr(invoice.payment.gross)}</dd>
              <dt className="text-slate-700">
                TDS{invoice.payment.tdsSection ? ` (section ${invoice.payment.tdsSection})` : ""}
              </dt>
              <dd className="text-right text-ink tabular-nums">{formatInr(invoice.payment.tdsAmount)}</dd>
              <dt className="font-semibold text-ink">Net paid</dt>
              <dd className="text-right font-semibold text-ink tabular-nums">{formatInr(invoice.payment.net)}</dd>
              <dt className="text-slate-700">UTR</dt>
              <dd className="text-right font-mono break-all text-ink">{invoice.payment.utr}</dd>
              {invoice.payment.account ? (
                <>
                  <dt className="text-slate-700">To account</dt>
                  <dd className="text-right text-ink">{invoice.payment.account}</dd>
                </>
              ) : null}
            </dl>
          </section>
        ) : null}
        {invoice.file ? (
          <section
            aria-labelledby="pdf-title"
            className="mt-6 flex h-[70vh] flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white lg:sticky lg:top-4 lg:col-start-2 lg:row-span-3 lg:row-start-1 lg:h-[calc(100vh-2rem)]"
          >
            <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-3">
              <h2 id="pdf-title" className="font-semibold text-ink">
                Invoice PDF
              </h2>
              {/* The pane is a bare preview; the browser's full viewer (zoom, print, pages) is a tab away. */}
              <a
                href={fileUrl(invoice.file.id, "inline")}
                target="_blank"
                rel="noopener"
                className="text-sm font-semibold text-accent-700 hover:underline"
              >
                Open in a new tab
              </a>
            </div>
            <div className="grid min-h-0 flex-1 grid-rows-[minmax(0,1fr)] place-items-center bg-slate-100">
              <PdfFrame id={invoice.file.id} name={invoice.file.name} bare className="size-full" />
            </div>
          </section>
        ) : null}
        <div className="lg:col-start-1">{actions}</div>
        <TitledSection
          id="history-title"
          title="History"
          className="mt-6 max-w-3xl rounded-2xl border border-slate-200 bg-white p-5 lg:col-start-1"
          headingClassName="font-semibold text-ink"
        >
          <ol className="mt-3 space-y-3">
            {invoice.history.map((h, i) => (
              <li key={i} className="flex flex-col gap-0.5 border-l-2 border-slate-200 pl-4 sm:flex-row sm:gap-3">
                <span className="font-semibold text-ink">{statusLabels[h.action]}</span>
                <span className="text-slate-600">
                  {formatDateTime(h.at)}
                  {h.actor ? ` by ${h.actor.name}` : ""}
                </span>
              </li>
            ))}
          </ol>
        </TitledSection>
      </div>
    </section>
  );
}
