// File sniffing by the bytes (never the name) and file-name cleaning, on minimal real files built here.
import { describe, expect, it } from "vitest";
import {
  fileDisposition,
  cleanFileName,
  sniffFileType,
  storedFileName,
  typeExtensions,
  zipEntryNames,
} from "@/lib/workspace/file-types";
import { allowedFileTypes, textLimits } from "@/lib/workspace/vocabulary";
import { zip } from "../support/zip";

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "utf8") : Buffer.from(p)))));

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

  it("refuses text with markup anywhere in it, not only at the start", () => {
    const padding = `${"sku,qty\n".repeat(20_000)}A-1,4\n`;
    const tails = [
      "<script>alert(1)</script>",
      "<SCRIPT src=//evil.example/x.js></SCRIPT>",
      "<html>",
      "<svg/onload=alert(1)>",
      "<iframe src=x>",
      "<!DOCTYPE html>",
      "<!-- hidden -->",
      "<img src=x onerror=alert(1)>",
      '<div title="x" onmouseover = "alert(1)">',
      '<a href="#"\tonclick=alert(1)>x</a>',
      "<object data=x>",
      "<?xml version='1.0'?>",
      "<math><mtext>",
      "<body\nonload=alert(1)>",
    ];
    for (const tail of tails) {
      for (const name of ["notes.txt", "stock.csv"]) {
        expect(sniffFileType(bytes(padding, tail), name), `${tail} in ${name}`).toBeNull();
        expect(sniffFileType(bytes("Note: ", tail, "\n"), name), `${tail} in ${name}`).toBeNull();
      }
    }
  });

  it("keeps text whose angle brackets are not markup", () => {
    const texts = [
      "if a<b and c > d, then 1 < 2",
      "Contact: Meera <meera@acme.example>",
      "a<br>b, <b on_time=1>, <p>plain</p>",
      "condition=ok; beacon=on; <x y>",
      "price < html budget",
    ];
    for (const text of texts) expect(sniffFileType(bytes(text), "notes.txt"), text).toBe("text/plain");
  });

  it("looks through 10 MB of hostile text in linear time", () => {
    const hostile = [
      `<a${" b".repeat(5_000_000)}`,
      "<".repeat(10_000_000),
      "<a".repeat(5_000_000),
      `<a ${"onaaaaaaaaa ".repeat(800_000)}`,
    ];
    // About 0.2 s each on a quiet machine and 2.3 s with four test runners sharing two cores; a pattern that
    // backtracks would take hours on 10 MB, so a loose bound tells the two apart without failing on a busy machine.
    for (const text of hostile) {
      const started = performance.now();
      expect(sniffFileType(bytes(text), "big.txt")).toBe("text/plain");
      expect(performance.now() - started, text.slice(0, 12)).toBeLessThan(10_000);
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
    expect(cleanFileName("zero\u200bwidth\u00ad\ufeff.pdf")).toBe("zerowidth.pdf");
    expect(cleanFileName("क्\u200dष.pdf")).toBe("क्\u200dष.pdf");
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

describe("storedFileName", () => {
  it("ends every name in the sniffed type's extension, taking off a page's or a program's", () => {
    const cases: [string, string, string][] = [
      ["poly.html", "application/pdf", "poly.pdf"],
      ["page.htm", "application/pdf", "page.pdf"],
      ["x.hta", "text/plain", "x.txt"],
      ["report.js", "text/plain", "report.txt"],
      ["tool.exe", "image/png", "tool.png"],
      ["x.exe", "image/png", "x.png"],
      ["report.html", "application/pdf", "report.pdf"],
      ["a.pdf.html", "application/pdf", "a.pdf"],
      ["a.html.exe", "application/pdf", "a.pdf"],
      ["a.pdf.svg", "image/png", "a.png"],
      ["photo.jpg", "image/png", "photo.png"],
      ["backup.tar.gz", "application/zip", "backup.zip"],
      ["install.sh", "text/plain", "install.txt"],
      ["run.bat", "text/csv", "run.csv"],
      ["x.ＨＴＭＬ", "application/pdf", "x.pdf"],
      ["x.pdf:evil.exe", "application/pdf", "x.pdf_evil.pdf"],
    ];
    for (const [name, type, stored] of cases) expect(storedFileName(name, type), `${name} as ${type}`).toBe(stored);
  });

  it("keeps a name that already ends in one of the type's extensions as given", () => {
    expect(storedFileName("Scan.JPEG", "image/jpeg")).toBe("Scan.JPEG");
    expect(storedFileName("scan.jpg", "image/jpeg")).toBe("scan.jpg");
    expect(storedFileName("invoice.html.pdf", "application/pdf")).toBe("invoice.html.pdf");
    expect(storedFileName("stock.CSV", "text/csv")).toBe("stock.CSV");
    for (const type of allowedFileTypes) {
      for (const extension of typeExtensions[type]) {
        expect(storedFileName(`brief.${extension}`, type)).toBe(`brief.${extension}`);
      }
    }
  });

  it("follows any other ending with the type's extension", () => {
    expect(storedFileName("Q3 report v1.2", "application/pdf")).toBe("Q3 report v1.2.pdf");
    expect(storedFileName("notes", "text/plain")).toBe("notes.txt");
    expect(
      storedFileName("brief.final", "application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
    ).toBe("brief.final.docx");
  });

  it("survives trailing dots and spaces, invisible characters, paths and emptiness", () => {
    const cases = {
      "x.html.": "x.pdf",
      "x.html . ": "x.pdf",
      "x.p\u200bdf": "x.pdf",
      "invoice\u202Efdp.exe": "invoicefdp.pdf",
      "../../x.html": "x.pdf",
      "..": "file.pdf",
      ".html": "html.pdf",
      "a..html": "a.pdf",
    };
    for (const [name, stored] of Object.entries(cases))
      expect(storedFileName(name, "application/pdf"), name).toBe(stored);
  });

  it("stays within the length limit, the type's extension last", () => {
    const long = storedFileName(`${"a".repeat(500)}.html`, "application/pdf");
    expect(long).toBe(`${"a".repeat(textLimits.fileName - 4)}.pdf`);
    const emoji = storedFileName(`${"😀".repeat(300)}.exe`, "image/png");
    expect([...emoji]).toHaveLength(textLimits.fileName);
    expect(emoji.endsWith("😀.png")).toBe(true);
  });

  it("gives the same name again for a stored name", () => {
    for (const name of ["poly.html", `${"b".repeat(400)}.js`, "Scan.JPEG", "v1.2"]) {
      const once = storedFileName(name, "image/jpeg");
      expect(storedFileName(once, "image/jpeg")).toBe(once);
    }
  });
});

describe("fileDisposition", () => {
  it("gives an ASCII fallback and the exact name encoded", () => {
    expect(fileDisposition("report.pdf", "application/pdf")).toBe(
      `attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`,
    );
    const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
    expect(fileDisposition("प्रस्ताव (v2).docx", docx)).toBe(
      `attachment; filename="________ (v2).docx"; filename*=UTF-8''${encodeURIComponent("प्रस्ताव")}%20%28v2%29.docx`,
    );
  });

  it("serves any stored name under the type's extension, with no quote, backslash or percent in the fallback", () => {
    expect(fileDisposition('old "poly".html', "application/pdf")).toBe(
      `attachment; filename="old _poly_.pdf"; filename*=UTF-8''old%20_poly_.pdf`,
    );
    expect(fileDisposition("100% done.txt", "text/plain")).toMatch(/^attachment; filename="100_ done.txt";/);
    expect(fileDisposition("x", "application/x-unknown")).toMatch(/filename="x.bin"/);
  });

  it("is inline only when asked and only for PDF, PNG, JPEG and WebP", () => {
    for (const [name, type] of [
      ["a.pdf", "application/pdf"],
      ["a.png", "image/png"],
      ["a.jpg", "image/jpeg"],
      ["a.webp", "image/webp"],
    ] as const)
      expect(fileDisposition(name, type, "inline"), type).toBe(`inline; filename="${name}"; filename*=UTF-8''${name}`);
    for (const type of ["text/plain", "text/csv", "application/zip", "image/svg+xml", "text/html"])
      expect(fileDisposition("a", type, "inline"), type).toMatch(/^attachment; /);
    expect(fileDisposition("a.pdf", "application/pdf")).toMatch(/^attachment; /);
  });
});
