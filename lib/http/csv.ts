// CSV for the admin exports (audit, enquiries): RFC 4180 quoting, and cells a spreadsheet would run as a formula
// defused with a leading apostrophe (DESIGN "Account and admin API"). Pure, so the rules are unit-tested.
import { apiPolicy } from "../security/headers";

export type CsvCell = string | number | boolean | Date | null | undefined;

/** What a spreadsheet may read as the start of a formula (or, for tab and CR, hide one behind). */
const formulaStart = /^[=+\-@\t\r]/;

/** One cell as text: formula starts prefixed with `'`, then quoted when it holds a comma, quote or line break. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  // Numbers are ours (counts, amounts): a negative one is a number, not a formula.
  const safe = typeof value !== "number" && formulaStart.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, ended by CRLF as RFC 4180 says. */
export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/**
 * A whole file from a header and rows. No byte-order mark: the exports are read by scripts as often as by
 * spreadsheets, and a BOM would end up inside the first header name for them; current Excel and LibreOffice open
 * UTF-8 CSV without it when it is imported as UTF-8.
 */
export function csvText(header: readonly string[], rows: Iterable<readonly CsvCell[]>): string {
  let out = csvRow(header);
  for (const row of rows) out += csvRow(row);
  return out;
}

/** `audit-2026-11-26.csv`: the export's name with the day it was made (India's date). */
export function csvFileName(prefix: string, now: Date): string {
  const day = new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
  return `${prefix}-${day}.csv`;
}

/** A CSV download: UTF-8 text as an attachment with a dated name, never cached or sniffed. */
export function csvResponse(body: string | ReadableStream<Uint8Array>, fileName: string): Response {
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": apiPolicy,
    },
  });
}
