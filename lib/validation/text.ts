// Which characters a text field may hold, as zod helpers for every schema (browser and server) and plain checks.
import { z } from "zod";

// C0 controls, DEL and C1 controls (U+009B is a terminal's CSI), the line and paragraph separators, and U+FFFD:
// a form's decoder (and a database driver) turns a lone surrogate into it, so two addresses would become one.
const notInALine = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\ufffd]/;
// Long text keeps tab, line feed and carriage return.
const notInText = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// Embeddings, overrides and isolates make text display as something other than what it is (in lines and messages).
const bidiControls = /[\u202a-\u202e\u2066-\u2069]/;
// A high surrogate without a low one after it, or a low one without a high one before it.
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?:^|[^\ud800-\udbff])[\udc00-\udfff]/;

/** Names, e-mail addresses, companies, roles: no control characters, no bidi overrides or isolates, no U+FFFD. */
export function isAcceptableLine(value: string): boolean {
  return !notInALine.test(value) && !bidiControls.test(value) && !loneSurrogate.test(value);
}

/**
 * Messages: no control characters except tab and line breaks, and no bidi overrides, embeddings or isolates (in a
 * mail or a page they reorder what follows, so a sentence reads as something else). The marks (U+200E, U+200F,
 * U+061C) stay allowed, as in single-line fields: they only nudge neutral characters in mixed-script prose.
 */
export function isAcceptableText(value: string): boolean {
  return !notInText.test(value) && !bidiControls.test(value) && !loneSurrogate.test(value);
}

/** NUL and lone surrogates: what no database column can store as sent, whatever the field. */
export function isStorable(value: string): boolean {
  return !value.includes("\u0000") && !loneSurrogate.test(value);
}

export const unacceptableCharacters = (label: string) => `${label} contains characters we cannot accept.`;

const checked = (accept: (value: string) => boolean, label: string, typeMessage?: string) =>
  // abort: the character rule speaks for the field; length and pattern messages would only confuse.
  z
    .string(typeMessage === undefined ? undefined : { message: typeMessage })
    .refine(accept, { message: unacceptableCharacters(label), abort: true });

/** A single-line string field; chain trim, min, max and patterns after it. `label` names the field in the refusal. */
export const singleLineString = (label: string, typeMessage?: string) => checked(isAcceptableLine, label, typeMessage);

/** A long text field (a message); chain the other checks after it. */
export const longTextString = (label: string, typeMessage?: string) => checked(isAcceptableText, label, typeMessage);

// What `visible` spells out: controls, separators, bidi controls and marks (lone surrogates are handled apart).
const invisible = /^[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]$/;

/** The value with every invisible or terminal-controlling character spelled out (ESC → \u{1b}), for printing. */
export function visible(value: string): string {
  let out = "";
  // By code point: a well-formed pair comes out whole, a lone surrogate as a single unit.
  for (const char of value) {
    const unit = char.charCodeAt(0);
    const lone = char.length === 1 && unit >= 0xd800 && unit <= 0xdfff;
    out += lone || invisible.test(char) ? `\\u{${unit.toString(16)}}` : char;
  }
  return out;
}
