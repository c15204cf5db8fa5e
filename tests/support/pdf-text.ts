// The text a PDF shows, roughly: its content streams inflated and the strings of their text operators joined by
// single spaces (a wrapped line reads as one). Enough to check that a generated PDF names what it should (the
// standard fonts' single bytes).
import { inflateSync } from "node:zlib";

export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString("latin1");
  let text = "";
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    const body = Buffer.from(match[1] ?? "", "latin1");
    let content: string;
    try {
      content = inflateSync(body).toString("latin1");
    } catch {
      content = body.toString("latin1");
    }
    for (const op of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const parts = [...(op[1] ?? "").matchAll(/<([0-9a-fA-F]*)>|\(((?:\\.|[^\\)])*)\)/g)];
      text += parts
        .map((p) => (p[1] !== undefined ? Buffer.from(p[1], "hex").toString("latin1") : (p[2] ?? "")))
        .join("");
      text += " ";
    }
  }
  return text.replace(/\s+/g, " ");
}
