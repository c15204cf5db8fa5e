// File sniffing by the bytes (never the name) and file-name cleaning, on minimal real files built here.
import { describe, expect, it } from "vitest";
import { attachmentDisposition, cleanFileName, sniffFileType, zipEntryNames } from "@/lib/workspace/file-types";
import { textLimits } from "@/lib/workspace/vocabulary";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p)))));

const le16 = (n: number) => [n & 0xff, (n >> 8) & 0xff];
const le32 = (n: number) => [...le16(n & 0xffff), ...le16(n >>> 16)];

/** A stored (uncompressed) ZIP with these entries, central directory and end record included. */
function zip(entries: Record<string, string>, { centralDirectory = true } = {}): Uint8Array {
  const local: number[] = [];
  const central: number[] = [];
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = [...Buffer.from(name)];
    const data = [...Buffer.from(content)];
    const offset = local.length;
    const common = [...le16(20), ...le16(0), ...le16(0), ...le16(0), ...le16(0), ...le32(0)];
    const sizes = [...le32(data.length), ...le32(data.length), ...le16(nameBytes.length), ...le16(0)];
    local.push(...le32(0x04034b50), ...common, ...sizes, ...nameBytes, ...data);
    central.push(...le32(0x02014b50), ...le16(20), ...common, ...sizes, ...le16(0), ...le16(0), ...le16(0));
    central.push(...le32(0), ...le32(offset), ...nameBytes);
  }
  const count = Object.keys(entries).length;
  const end = [...le32(0x06054b50), ...le16(0), ...le16(0), ...le16(count), ...le16(count)];
  end.push(...le32(central.length), ...le32(local.length), ...le16(0));
  return new Uint8Array(centralDirectory ? [...local, ...central, ...end] : local);
}

const pdf = bytes("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 13], "IHDR");
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF", [0]);
const webp = bytes("RIFF", [26, 0, 0, 0], "WEBPVP8 ", [0, 0, 0, 0]);
const docx = zip({ "[Content_Types].xml": "<Types/>", "word/document.xml": "<w:document/>" });
const xlsx = zip({ "[Content_Types].xml": "<Types/>", "xl/workbook.xml": "<workbook/>" });

describe("sniffFileType", () => {
  it("recognises each allowed type from its bytes", () => {
    expect(sniffFileType(pdf, "invoice.pdf")).toBe("application/pdf");
    expect(sniffFileType(png, "logo.png")).toBe("image/png");
    expect(sniffFileType(jpeg, "photo.jpg")).toBe("image/jpeg");
    expect(sniffFileType(webp, "photo.webp")).toBe("image/webp");
    expect(sniffFileType(zip({ "notes.txt": "hello" }), "bundle.zip")).toBe("application/zip");
    expect(sniffFileType(bytes([0x50, 0x4b, 0x05, 0x06], new Array(18).fill(0)), "empty.zip")).toBe("application/zip");
    expect(sniffFileType(docx, "brief.docx")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(sniffFileType(xlsx, "sheet.xlsx")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(sniffFileType(bytes("Hello,\tteam\r\nनमस्ते\n"), "notes.txt")).toBe("text/plain");
    expect(sniffFileType(bytes("sku,qty\nA-1,4\n"), "stock.CSV")).toBe("text/csv");
  });

  it("goes by the bytes, not the name", () => {
    expect(sniffFileType(pdf, "picture.png")).toBe("application/pdf");
    expect(sniffFileType(png, "report.pdf")).toBe("image/png");
    expect(sniffFileType(docx, "archive.zip")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    // A .docx name on a plain ZIP is still a ZIP; text named .csv only becomes CSV because it is text.
    expect(sniffFileType(zip({ "a.txt": "a" }), "fake.docx")).toBe("application/zip");
    expect(sniffFileType(bytes("sku,qty\n"), "stock.txt")).toBe("text/plain");
    expect(sniffFileType(png, "stock.csv")).toBe("image/png");
  });

  it("finds DOCX entries from the local headers when the central directory is missing", () => {
    const truncated = zip({ "word/document.xml": "<w:document/>" }, { centralDirectory: false });
    expect(zipEntryNames(truncated)).toEqual(["word/document.xml"]);
    expect(sniffFileType(truncated, "cut.docx")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
  });

  it("refuses HTML, SVG and XML however they are named", () => {
    const pages = [
      "<!DOCTYPE html><html><script>alert(1)</script></html>",
      "<html><body>hi</body></html>",
      "  \n<script>alert(1)</script>",
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      '<?xml version="1.0"?><svg/>',
      "\ufeff<!doctype html>",
    ];
    for (const page of pages) {
      for (const name of ["invoice.pdf", "notes.txt", "data.csv", "page.html"]) {
        expect(sniffFileType(bytes(page), name), `${JSON.stringify(page)} as ${name}`).toBeNull();
      }
    }
  });

  it("refuses empty and truncated files and what is not an allowed type", () => {
    expect(sniffFileType(new Uint8Array(), "empty.txt")).toBeNull();
    expect(sniffFileType(bytes("%PD"), "cut.pdf")).not.toBe("application/pdf");
    expect(sniffFileType(bytes([0x89, 0x50, 0x4e, 0x47]), "cut.png")).toBeNull();
    expect(sniffFileType(bytes([0xff, 0xd8]), "cut.jpg")).toBeNull();
    expect(sniffFileType(bytes("RIFF", [0, 0, 0, 0], "WAVE"), "sound.webp")).toBeNull();
    expect(sniffFileType(bytes("GIF89a", [1, 0, 1, 0, 0]), "anim.gif")).toBeNull();
    expect(sniffFileType(bytes([0x4d, 0x5a, 0x90, 0x00]), "setup.pdf")).toBeNull();
  });

  it("accepts UTF-8 text with a byte-order mark and refuses binary or broken text", () => {
    expect(sniffFileType(bytes([0xef, 0xbb, 0xbf], "name,city\nMeera,Pune\n"), "people.csv")).toBe("text/csv");
    expect(sniffFileType(bytes("abc", [0], "def"), "nul.txt")).toBeNull();
    expect(sniffFileType(bytes("bell\u0007"), "bell.txt")).toBeNull();
    expect(sniffFileType(bytes("escape \u001b[2J"), "ansi.txt")).toBeNull();
    expect(sniffFileType(bytes("c1 \u009b"), "c1.txt")).toBeNull();
    expect(sniffFileType(bytes([0x61, 0xc3, 0x28]), "latin.txt")).toBeNull();
    expect(sniffFileType(bytes([0x61, 0xe9, 0x62]), "latin1.csv")).toBeNull();
  });
});

describe("cleanFileName", () => {
  it("keeps only the last path part, never a parent reference", () => {
    expect(cleanFileName("../../etc/passwd")).toBe("passwd");
    expect(cleanFileName("C:\\x\\y.pdf")).toBe("y.pdf");
    expect(cleanFileName("..")).toBe("file");
    expect(cleanFileName("a/..")).toBe("file");
    expect(cleanFileName(".env")).toBe("env");
    expect(cleanFileName("report.pdf.")).toBe("report.pdf");
  });

  it("drops control and bidi characters so a name reads as what it is", () => {
    expect(cleanFileName("\u202Eexe.pdf")).toBe("exe.pdf");
    expect(cleanFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(cleanFileName("a\u0000b\u001b[2J\u0007c.txt")).toBe("ab[2Jc.txt");
    expect(cleanFileName("line\nbreak\r.txt")).toBe("linebreak.txt");
    expect(cleanFileName("mark\u200f\u2066x\u2069.pdf")).toBe("markx.pdf");
    expect(cleanFileName("lone\ud800.pdf")).toBe("lone.pdf");
    expect(cleanFileName('quote"star*.pdf')).toBe("quote_star_.pdf");
  });

  it("trims, collapses spaces and never returns an empty name", () => {
    expect(cleanFileName("  Quarterly   report .pdf  ")).toBe("Quarterly report .pdf");
    expect(cleanFileName("")).toBe("file");
    expect(cleanFileName("\u202e\u0000")).toBe("file");
    expect(cleanFileName("प्रस्ताव.docx")).toBe("प्रस्ताव.docx");
  });

  it("shortens long names to the limit, keeping the extension", () => {
    const cleaned = cleanFileName(`${"a".repeat(500)}.pdf`);
    expect(cleaned).toHaveLength(textLimits.fileName);
    expect(cleaned.endsWith("aaa.pdf")).toBe(true);
    const noExtension = cleanFileName("b".repeat(500));
    expect(noExtension).toBe("b".repeat(textLimits.fileName));
    // Characters outside the BMP count once and are never cut in half.
    const emoji = cleanFileName(`${"😀".repeat(300)}.txt`);
    expect([...emoji]).toHaveLength(textLimits.fileName);
    expect(emoji.endsWith("😀.txt")).toBe(true);
  });
});

describe("attachmentDisposition", () => {
  it("gives an ASCII fallback and the exact name encoded", () => {
    expect(attachmentDisposition("report.pdf")).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(attachmentDisposition("प्रस्ताव (v2).docx")).toBe(
      `attachment; filename="________ (v2).docx"; filename*=UTF-8''${encodeURIComponent("प्रस्ताव")}%20%28v2%29.docx`,
    );
  });
});
