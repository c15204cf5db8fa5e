// The audit export: the same events as the view, as CSV rows, streamed a batch at a time and capped
// (auditExportCap); a capped file ends with a line saying so.
import type { Db } from "../db/client";
import { csvRow, type CsvCell } from "../http/csv";
import { auditExport, auditExportCap, type AuditItem } from "./audit";
import { auditEventLabel, type AuditQuery } from "./audit-filters";

export const auditCsvHeader = [
  "Time (UTC)",
  "Event",
  "Event code",
  "Person",
  "Actor",
  "Actor role",
  "IP",
  "Device",
  "Subject",
  "Change or detail",
  "Code mail",
] as const;

export function auditCsvCells(item: AuditItem): CsvCell[] {
  const subject = item.resource ? `${item.resource.type} ${item.resource.label ?? item.resource.id}` : null;
  const change = item.change && Object.keys(item.change).length ? JSON.stringify(item.change) : null;
  const mail = item.mail
    ? `${item.mail.state} (${item.mail.attempts} ${item.mail.attempts === 1 ? "try" : "tries"})`
    : null;
  return [
    item.at,
    auditEventLabel(item.event),
    item.event,
    item.person,
    item.actor?.name ?? null,
    item.actor?.role ?? null,
    item.ip,
    item.userAgent,
    subject,
    change ?? item.detail,
    mail,
  ];
}

export const auditCapNote = (cap: number) =>
  `Stopped at ${cap.toLocaleString("en-IN")} rows: narrow the filters to export the rest.`;

/** The CSV file as a byte stream: the header, then each batch as it is read. */
export function auditCsvStream(db: Db, query: AuditQuery, cap = auditExportCap): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const batches = auditExport(db, query, cap);
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(csvRow(auditCsvHeader)));
        return;
      }
      try {
        const next = await batches.next();
        if (next.done) {
          if (next.value.truncated) controller.enqueue(encoder.encode(csvRow([auditCapNote(cap)])));
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(next.value.map((item) => csvRow(auditCsvCells(item))).join("")));
      } catch (error) {
        console.error(`[admin audit csv] export failed: ${error instanceof Error ? error.message : String(error)}`);
        controller.error(error);
      }
    },
    async cancel() {
      await batches.return({ truncated: false });
    },
  });
}
