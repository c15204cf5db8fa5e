// What an uploaded file is, decided from its bytes (never its name), and a safe name to keep and serve it under.
// Pure: no I/O, so the rules are unit-tested byte by byte.
import { isAcceptableLine } from "../validation/text";
import { isInlineFileType, textLimits, type AllowedFileType } from "./vocabulary";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const signatures = {
  pdf: ascii("%PDF-"),
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  jpeg: [0xff, 0xd8, 0xff],
  riff: ascii("RIFF"),
  webp: ascii("WEBP"),
  zipEntry: [0x50, 0x4b, 0x03, 0x04],
  zipEmpty: [0x50, 0x4b, 0x05, 0x06],
} as const;

const u16 = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
const latin1 = (b: Uint8Array, from: number, length: number) =>
  Buffer.from(b.subarray(from, from + length)).toString("latin1");

/** Entry names from the central directory at the end of a ZIP, or from the local headers when that is unreadable. */
export function zipEntryNames(bytes: Uint8Array): string[] {
  // The end record is 22 bytes plus a comment of at most 65,535; search backwards for its signature.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 0xffff); end -= 1) {
    if (u32(bytes, end) !== 0x06054b50) continue;
    const entries = u16(bytes, end + 10);
    const names: string[] = [];
    let at = u32(bytes, end + 16);
    for (let i = 0; i < entries && at + 46 <= bytes.length && u32(bytes, at) === 0x02014b50; i += 1) {
      const nameLength = u16(bytes, at + 28);
      names.push(latin1(bytes, at + 46, nameLength));
      at += 46 + nameLength + u16(bytes, at + 30) + u16(bytes, at + 32);
    }
    if (names.length === entries) return names;
    break;
  }
  const names: string[] = [];
  // Local headers carry sizes unless a data descriptor follows (flag bit 3): then the walk stops there.
  for (let at = 0; at + 30 <= bytes.length && u32(bytes, at) === 0x04034b50;) {
    const nameLength = u16(bytes, at + 26);
    names.push(latin1(bytes, at + 30, nameLength));
    if (u16(bytes, at + 6) & 0x08) break;
    at += 30 + nameLength + u16(bytes, at + 28) + u32(bytes, at + 18);
  }
  return names;
}

function zipType(bytes: Uint8Array): AllowedFileType {
  const names = zipEntryNames(bytes);
  if (names.some((n) => n.startsWith("word/"))) {
    return "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
  }
  if (names.some((n) => n.startsWith("xl/"))) {
    return "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
  }
  return "application/zip";
}

// Tab, line feed and carriage return are text; every other C0 control, DEL and the C1 controls are not.
const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Anywhere in the text, what a browser would build a page from if the file were ever opened as HTML, SVG or XML:
// the tags that carry scripts, frames, styles, forms or documents, comments and CDATA, and any tag with an event
// handler attribute. Each alternative stops at the next "<" or ">", so the scan stays linear on 10 MB.
const markup = new RegExp(
  [
    "<(?:!doctype|\\?xml|html|head|body|script|style|svg|math|iframe|frame|frameset|object|embed|applet|meta|link|base|form|img|image|video|audio|source|input|button|textarea|select|template|xsl:[a-z-]+|x:script)(?=[\\s/>]|$)",
    "<!--|<!\\[cdata\\[",
    "<[a-z][^<>]*?[\\s/\"']on[a-z]+\\s*=",
  ].join("|"),
  "i",
);

function textType(bytes: Uint8Array, declaredName: string): AllowedFileType | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
  if (controls.test(text) || markup.test(text)) return null;
  return /\.csv$/i.test(declaredName.trim()) ? "text/csv" : "text/plain";
}

/** The allowed type these bytes are, or null. The name only tells CSV from plain text. */
export function sniffFileType(bytes: Uint8Array, declaredName: string): AllowedFileType | null {
  if (bytes.length === 0) return null;
  if (startsWith(bytes, signatures.pdf)) return "application/pdf";
  if (startsWith(bytes, signatures.png)) return "image/png";
  if (startsWith(bytes, signatures.jpeg)) return "image/jpeg";
  if (startsWith(bytes, signatures.riff) && startsWith(bytes, signatures.webp, 8)) return "image/webp";
  if (startsWith(bytes, signatures.zipEntry) || startsWith(bytes, signatures.zipEmpty)) return zipType(bytes);
  return textType(bytes, declaredName);
}

/** Human names of the accepted types, for the 415 sentence. */
export const acceptedTypesSentence = "PDF, PNG, JPEG, WebP, plain text, CSV, Word (.docx), Excel (.xlsx) or ZIP";

// Format characters (bidi controls and marks, zero-width spaces, soft hyphens) change how a name reads without being
// seen; the zero-width joiners stay, since scripts such as Devanagari and Malayalam spell with them.
const invisible = /(?![\u200c\u200d])\p{Cf}/u;
// Characters Windows refuses in a name, and quotes that would end a header's quoted string.
const reserved = /["*:<>?|]/g;
const maxExtension = 16;

const trimName = (name: string) => name.replace(/^[\s.]+|[\s.]+$/g, "");

/** cleanFileName before the length limit. */
function tidyName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const kept = [...base.normalize("NFC")].filter((c) => isAcceptableLine(c) && !invisible.test(c)).join("");
  return trimName(kept.replace(reserved, "_").replace(/\s+/g, " "));
}

/** `stem.extension` within textLimits.fileName characters (code points), the stem shortened when needed. */
function fitName(stem: string, extension: string): string {
  const suffix = extension ? [...`.${extension}`] : [];
  const chars = [...stem];
  if (chars.length + suffix.length <= textLimits.fileName) return (stem || "file") + suffix.join("");
  return trimName(chars.slice(0, textLimits.fileName - suffix.length).join("")) + suffix.join("");
}

/**
 * The name to store: the last path part only, without control or invisible characters, spaces collapsed, no leading
 * or trailing dots (so never ".."), at most textLimits.fileName characters keeping the extension; "file" when empty.
 */
export function cleanFileName(name: string): string {
  const tidy = tidyName(name);
  const dot = tidy.lastIndexOf(".");
  const hasExtension = dot > 0 && tidy.length - dot <= maxExtension;
  return fitName(hasExtension ? tidy.slice(0, dot) : tidy, hasExtension ? tidy.slice(dot + 1) : "");
}

/** Each type's extensions; the first is the one a name gets when its own is not among them. */
export const typeExtensions: Record<AllowedFileType, readonly [string, ...string[]]> = {
  "application/pdf": ["pdf"],
  "image/png": ["png"],
  "image/jpeg": ["jpg", "jpeg"],
  "image/webp": ["webp"],
  "text/plain": ["txt"],
  "text/csv": ["csv"],
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ["docx"],
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ["xlsx"],
  "application/zip": ["zip"],
};

// Extensions taken off the end of a name before the type's own goes on: pages, scripts and programs a system would
// open or run, and other document types the bytes are not. Any other ending stays, followed by the type's extension.
const replaced = new Set([
  ...Object.values(typeExtensions).flat(),
  ...["html", "htm", "xhtml", "xht", "shtml", "mht", "mhtml", "svg", "svgz", "xml", "xsl", "xslt", "hta"],
  ...["js", "mjs", "cjs", "jse", "vbs", "vbe", "wsf", "wsh", "ps1", "psm1", "psd1", "sh", "bash", "zsh", "py", "pl"],
  ...["exe", "com", "bat", "cmd", "scr", "msi", "msp", "pif", "cpl", "dll", "jar", "lnk", "url", "reg", "inf", "app"],
  ...["apk", "dmg", "pkg", "deb", "rpm", "iso", "img", "vhd", "desktop", "appimage", "run", "bin", "chm", "swf"],
  ...["php", "phtml", "asp", "aspx", "jsp", "cgi", "gif", "bmp", "tif", "tiff", "heic", "ico", "doc", "xls"],
  ...["ppt", "pptx", "rtf", "odt", "ods", "odp", "json", "md", "gz", "tgz", "7z", "rar", "tar"],
]);

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1) : "";
};
const known = (extension: string) => replaced.has(extension.normalize("NFKC").toLowerCase());

/**
 * The name a file of `type` is stored and served under: cleaned and shortened as cleanFileName, and ending in one of the type's
 * extensions (as given when it already does: "scan.JPEG"), never in a page's or a program's ("poly.html" holding a
 * PDF is "poly.pdf", "a.pdf.html" is "a.pdf", a PNG sent as "x.exe" is "x.png").
 */
export function storedFileName(name: string, type: string): string {
  // The column is text: a type outside the allow-list (none is stored) still gets an ending nothing opens.
  const own = Object.hasOwn(typeExtensions, type) ? typeExtensions[type as AllowedFileType] : (["bin"] as const);
  let stem = tidyName(name);
  let extension = extensionOf(stem);
  while (extension && known(extension) && !own.includes(extension.toLowerCase())) {
    stem = trimName(stem.slice(0, -extension.length - 1));
    extension = extensionOf(stem);
  }
  if (extension && own.includes(extension.toLowerCase()))
    return fitName(stem.slice(0, -extension.length - 1), extension);
  return fitName(stem, own[0]);
}

/**
 * `attachment` (or `inline`, only for the types in `inlineFileTypes`) with an ASCII fallback name and the exact name
 * in RFC 5987 form; the name is made safe for `type`.
 */
export function fileDisposition(name: string, type: string, wanted: "attachment" | "inline" = "attachment"): string {
  const safe = storedFileName(name, type);
  const fallback = safe.replace(/[^\x20-\x7e]/g, "_").replace(/["\\%]/g, "_");
  const encoded = encodeURIComponent(safe).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const kind = wanted === "inline" && isInlineFileType(type) ? "inline" : "attachment";
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
