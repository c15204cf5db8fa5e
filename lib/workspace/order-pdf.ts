// A purchase order as a PDF, made on the server with PDFKit and its built-in standard fonts (no font is fetched):
// Nexora as buyer, the vendor, the order's terms, delivery date and contact, then its lines with HSN/SAC, quantity,
// rate, GST and amounts, and the totals. Amounts read "INR 12,50,000.00": the standard fonts have no ₹ glyph.
import PDFDocument from "pdfkit";
import { site } from "../site";
import { formatDate } from "../portal/format";
import { companyStateCode, taxRows } from "./gst";
import { gstStates } from "./gstin";
import { formatInr } from "./money";
import type { PurchaseOrderDetail } from "./purchase-orders";

const inr = (paise: number) => formatInr(paise).replace("₹", "INR ");

/** Column layout of the lines table: x offset and width on an A4 page with 40 pt margins. */
const columns = [
  { key: "no", label: "#", x: 40, width: 20 },
  { key: "description", label: "Description", x: 60, width: 170 },
  { key: "hsnSac", label: "HSN/SAC", x: 232, width: 55 },
  { key: "quantity", label: "Qty", x: 289, width: 50 },
  { key: "rate", label: "Rate", x: 341, width: 70 },
  { key: "gst", label: "GST", x: 413, width: 30 },
  { key: "amount", label: "Amount", x: 445, width: 110 },
] as const;

type Row = Record<(typeof columns)[number]["key"], string>;

export async function purchaseOrderPdf(order: PurchaseOrderDetail): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 40,
    info: { Title: `Purchase order ${order.number}`, Author: site.name, Subject: order.title },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });

  doc.font("Helvetica-Bold").fontSize(18).text(`Purchase order ${order.number}`);
  doc.font("Helvetica").fontSize(11).text(order.title).moveDown(0.5);
  doc.fontSize(9);
  const facts: [string, string][] = [
    ["Buyer", `${site.name} (${gstStates[companyStateCode]})`],
    ["Vendor", order.organisation.name],
    ["Place of supply", order.placeOfSupply?.state ?? "Not stated: IGST"],
    ["Issued", formatDate(order.createdAt)],
    ["Delivery by", formatDate(order.deliveryDate, "Not set")],
    ["Contact", order.contact ? `${order.contact.name} <${order.contact.email}>` : "—"],
  ];
  for (const [label, value] of facts)
    doc.font("Helvetica-Bold").text(`${label}: `, { continued: true }).font("Helvetica").text(value);
  doc.moveDown();

  const row = (values: Row, bold = false) => {
    const y = doc.y;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    let bottom = y;
    for (const column of columns) {
      const right = column.key !== "description" && column.key !== "hsnSac" && column.key !== "no";
      doc.text(values[column.key], column.x, y, { width: column.width, align: right ? "right" : "left" });
      bottom = Math.max(bottom, doc.y);
    }
    doc.x = 40;
    doc.y = bottom + 4;
    if (doc.y > doc.page.height - 120) doc.addPage();
  };
  row(
    {
      no: "#",
      description: "Description",
      hsnSac: "HSN/SAC",
      quantity: "Qty",
      rate: "Rate",
      gst: "GST",
      amount: "Amount",
    },
    true,
  );
  doc
    .moveTo(40, doc.y - 2)
    .lineTo(555, doc.y - 2)
    .stroke();
  for (const line of order.lines)
    row({
      no: String(line.position),
      description: line.description,
      hsnSac: line.hsnSac ?? "—",
      quantity: `${line.quantity} ${line.unit}`,
      rate: inr(line.rate),
      gst: `${line.gstRate}%`,
      amount: inr(line.taxableValue),
    });
  doc.moveTo(40, doc.y).lineTo(555, doc.y).stroke();
  doc.moveDown(0.5);

  const totals: [string, number][] = [...taxRows(order), ["Total", order.total]];
  for (const [label, value] of totals) {
    const y = doc.y;
    doc.font(label === "Total" ? "Helvetica-Bold" : "Helvetica");
    doc.text(label, 341, y, { width: 100, align: "right" });
    doc.text(inr(value), 445, y, { width: 110, align: "right" });
  }
  doc.x = 40;
  if (order.terms) {
    doc.moveDown();
    doc.font("Helvetica-Bold").text("Terms");
    doc.font("Helvetica").text(order.terms);
  }
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}
