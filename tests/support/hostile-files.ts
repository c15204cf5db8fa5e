// Generated hostile uploads: real files of each allowed type under names meant to open as a page or run (double
// extensions, trailing dots and spaces, bidi overrides, invisible or full-width letters, paths, great length), and
// text that hides markup after harmless lines.
import { expect } from "vitest";
import { typeExtensions } from "@/lib/workspace/file-types";
import { textLimits, type AllowedFileType } from "@/lib/workspace/vocabulary";
import { huge, type Rng } from "./hostile";

export type UploadCase = {
  label: string;
  name: string;
  bytes: Uint8Array;
  /** The types the bytes may be stored as (text is CSV or plain by its name); empty: refused with 415. */
  types: readonly AllowedFileType[];
};

const ascii = (text: string) => [...Buffer.from(text, "utf8")];
const samples: { bytes: number[]; types: AllowedFileType[] }[] = [
  { bytes: ascii("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n"), types: ["application/pdf"] },
  // A PDF that is also a page: kept, as a .pdf only.
  {
    bytes: ascii("%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n%%EOF\n"),
    types: ["application/pdf"],
  },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, ...ascii("IHDR")], types: ["image/png"] },
  { bytes: [0xff, 0xd8, 0xff, 0xe0, 0, 16, ...ascii("JFIF"), 0], types: ["image/jpeg"] },
  { bytes: [...ascii("RIFF"), 26, 0, 0, 0, ...ascii("WEBPVP8 "), 0, 0, 0, 0], types: ["image/webp"] },
  { bytes: [0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)], types: ["application/zip"] },
  { bytes: ascii("sku,qty\nA-1,4\nनमस्ते,2\n"), types: ["text/plain", "text/csv"] },
];

const markup = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "<svg/onload=alert(1)>",
  "<iframe src=//evil.example>",
  "<!doctype html>",
  "<HTML><BODY ONLOAD=alert(1)>",
  "<!-- x -->",
  '<a href="#" onclick="alert(1)">',
];

const stems = ["report", "Q3 सारांश", "invoice 2026-11", "photo", "a", "", ".", " "];
const dangerous = [
  "html",
  "htm",
  "xhtml",
  "svg",
  "js",
  "mjs",
  "hta",
  "exe",
  "bat",
  "cmd",
  "com",
  "scr",
  "msi",
  "ps1",
  "vbs",
  "jar",
  "sh",
];
const own = ["pdf", "png", "jpg", "jpeg", "webp", "zip", "txt", "csv", "docx", "xlsx"];

/** One name built to end, or to look as if it ended, in an extension that would open as a page or run. */
function hostileName(r: Rng): { label: string; name: string } {
  const bad = r.pick(dangerous);
  const stem = r.pick(stems);
  switch (r.int(10)) {
    case 0:
      return { label: "dangerous extension", name: `${stem}.${bad}` };
    case 1:
      return { label: "double extension", name: `${stem}.${r.pick(own)}.${bad}` };
    case 2:
      return {
        label: "trailing dots and spaces",
        name: `${stem}.${bad}${r.pick([".", " ", ". . ", "...", "\u3000", "\u00a0"])}`,
      };
    case 3: {
      // Reads as "…exe.pdf" on screen; is "….fdp.exe" (or the like) in fact.
      const reversed = [...r.pick(own)].reverse().join("");
      return { label: "bidi override", name: `${stem}\u202e${reversed}.${bad}` };
    }
    case 4:
      return { label: "very long", name: `${huge(r, 250, 2_000)}.${bad}` };
    case 5:
      return { label: "path", name: `${r.pick(["../../", "..\\..\\", "/etc/", "C:\\Windows\\", "./"])}${stem}.${bad}` };
    case 6: {
      const hidden = r.pick(["\u200b", "\u00ad", "\ufeff", "\u2060"]);
      return { label: "invisible letters", name: `${stem}.${bad.slice(0, 1)}${hidden}${bad.slice(1)}` };
    }
    case 7:
      return {
        label: "full-width",
        name: `${stem}.${String.fromCodePoint(...[...bad].map((c) => c.charCodeAt(0) + 0xfee0))}`,
      };
    case 8:
      return {
        label: "reserved and control characters",
        name: `${stem}${r.pick([":", "*", "?", '"', "\u0000", "\u001b"])}.${bad}`,
      };
    default:
      // Not empty: a part with an empty file name is how a form says no file was chosen.
      return { label: "no extension", name: r.pick([bad, `${stem}x`, "..", ".html", " . "]) };
  }
}

/** One upload: a real file under a hostile name (201 expected), or text hiding markup (415 expected). */
export function hostileUpload(r: Rng): UploadCase {
  const { label, name } = hostileName(r);
  if (r.chance(0.15)) {
    const lines = Array.from({ length: 1 + r.int(400) }, (_, i) => `line ${i}, all quiet`);
    lines.splice(r.int(lines.length + 1), 0, r.pick(markup));
    return { label: `markup in text, ${label}`, name, bytes: new Uint8Array(ascii(lines.join("\n"))), types: [] };
  }
  const sample = r.pick(samples);
  return { label, name, bytes: new Uint8Array(sample.bytes), types: sample.types };
}

// What no stored name may hold: path separators, controls, bidi and invisible characters, Windows' reserved ones.
const unsafe = /[/\\\u0000-\u001f\u007f-\u009f\u00ad\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff"*:<>?|]/;

/** Checks a stored name against the rules a browser's saved copy relies on; `where` names the case. */
export function expectSafeName(name: string, type: AllowedFileType, where: string): void {
  const extension = name.slice(name.lastIndexOf(".") + 1);
  expect(typeExtensions[type], where).toContain(extension.toLowerCase());
  expect(name.lastIndexOf("."), where).toBeGreaterThan(0);
  expect(name, where).not.toMatch(unsafe);
  expect(name, where).not.toMatch(/^[\s.]|[\s.]$/);
  expect([...name].length, where).toBeLessThanOrEqual(textLimits.fileName);
}
