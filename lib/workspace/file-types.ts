// What an uploaded file is, decided from its bytes (never its name), and a safe name to keep and serve it under.
// Pure: no I/O, so the rules are unit-tested byte by byte.
import { isAcceptableLine } from "../validation/text";
import { textLimits, type AllowedFileType } from "./vocabulary";

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
// A browser that ignored the attachment header would render these as a page or an image with scripts.
const markup = /^(?:<!doctype|<html|<head|<body|<script|<svg|<\?xml|<iframe|<object|<embed|<meta|<!--)/i;

function textType(bytes: Uint8Array, declaredName: string): AllowedFileType | null {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
  if (controls.test(text)) return null;
  if (markup.test(text.replace(/^\ufeff/, "").trimStart())) return null;
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

// Marks that change how a name reads without being visible (isAcceptableLine allows them in prose).
const bidiMarks = new Set(["\u061c", "\u200e", "\u200f"]);
// Characters Windows refuses in a name, and quotes that would end a header's quoted string.
const reserved = /["*:<>?|]/g;
const maxExtension = 16;

/**
 * The name to store: the last path part only, without control or bidi characters, spaces collapsed, no leading or
 * trailing dots (so never ".."), at most textLimits.fileName characters keeping the extension; "file" when empty.
 */
export function cleanFileName(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? "";
  const kept = [...base.normalize("NFC")].filter((c) => isAcceptableLine(c) && !bidiMarks.has(c)).join("");
  const tidy = kept
    .replace(reserved, "_")
    .replace(/\s+/g, " ")
    .replace(/^[\s.]+|[\s.]+$/g, "");
  const chars = [...tidy];
  if (chars.length <= textLimits.fileName) return tidy || "file";
  const dot = tidy.lastIndexOf(".");
  const extension = dot > 0 && tidy.length - dot <= maxExtension ? [...tidy.slice(dot)] : [];
  const stem = chars
    .slice(0, textLimits.fileName - extension.length)
    .join("")
    .trimEnd();
  return stem + extension.join("");
}

/** `attachment` with an ASCII fallback name and the exact name in RFC 5987 form. */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_") || "file";
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
