// The CSV writer of the admin exports: quoting by RFC 4180 and formula cells defused with an apostrophe.
import { describe, expect, it } from "vitest";
import { csvCell, csvFileName, csvRow, csvText } from "@/lib/http/csv";

describe("csvCell", () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ["+1 555", "'+1 555"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\r=1", `"'\r=1"`],
  ])("a cell starting a formula, %j, gets a leading apostrophe", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("quotes commas, quotes and line breaks, doubling the quotes", () => {
    expect(csvCell("Acme, Ltd")).toBe('"Acme, Ltd"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("leaves plain text, numbers (negative ones too) and empties alone", () => {
    expect(csvCell("asha@nexora.example")).toBe("asha@nexora.example");
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(new Date("2026-11-26T10:00:00Z"))).toBe("2026-11-26T10:00:00.000Z");
  });
});

describe("csv rows and files", () => {
  it("ends each record with CRLF and writes no byte-order mark", () => {
    const text = csvText(
      ["Name", "E-mail"],
      [
        ["Asha", "=1"],
        ["B, C", null],
      ],
    );
    expect(text).toBe('Name,E-mail\r\nAsha,\'=1\r\n"B, C",\r\n');
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    expect(csvRow([])).toBe("\r\n");
  });

  it("names the file with India's date", () => {
    expect(csvFileName("audit", new Date("2026-11-26T19:00:00Z"))).toBe("audit-2026-11-27.csv");
    expect(csvFileName("enquiries", new Date("2026-11-26T10:00:00Z"))).toBe("enquiries-2026-11-26.csv");
  });
});
