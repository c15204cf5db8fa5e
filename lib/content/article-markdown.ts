// The body of a content/ page: Markdown with one `##` section per article block (content/README.md has the rules).
import { Lexer, type Token, type Tokens } from "marked";

/** One or more mistakes in a content file; the loader adds the file name to each. */
export class ContentError extends Error {
  readonly problems: string[];
  constructor(problems: string | string[]) {
    const list = [problems].flat();
    super(list.join("\n"));
    this.problems = list;
  }
}

const markers = ["cards", "steps", "facts", "faq"] as const;
type Marker = (typeof markers)[number];
type Section = { heading: string; marker?: Marker; tokens: Token[] };

const kinds: Record<string, string> = {
  code: "a code block",
  blockquote: "a quote",
  hr: "a horizontal rule",
  html: "HTML",
  table: "a table",
  def: "a link definition",
};

function describe(token: Token): string {
  if (token.type === "heading") return `a ${"#".repeat(token.depth)} heading`;
  if (token.type === "list") return token.ordered ? "a numbered list" : "a bullet list";
  return kinds[token.type] ?? token.type;
}

const isComment = (token: Token) => token.type === "html" && /^<!--[\s\S]*-->\s*$/.test(token.raw);

/** The text of inline Markdown, which must be plain: bare e-mail addresses and links stay as written. */
function plain(tokens: Token[], where: string): string {
  const text = tokens
    .map((token) => {
      if (token.type === "text") return "tokens" in token && token.tokens ? plain(token.tokens, where) : token.text;
      if (token.type === "escape") return token.text;
      if (token.type === "br") return " ";
      if (token.type === "link" && (token as Tokens.Link).autolink) return token.text;
      throw new ContentError(`${where}: "${token.raw}" is formatting, which these pages do not show: write plain text`);
    })
    .join("");
  return text.replace(/\s*\n\s*/g, " ").trim();
}

function paragraph(token: Token, where: string): string {
  if (token.type !== "paragraph") throw new ContentError(`${where}: expected a paragraph, found ${describe(token)}`);
  return plain(token.tokens ?? [], where);
}

function bullets(token: Token, where: string): string[] {
  if (token.type !== "list" || token.ordered) {
    throw new ContentError(`${where}: expected a bullet list ("- " items), found ${describe(token)}`);
  }
  return (token as Tokens.List).items.map((item, i) => {
    const [only, ...rest] = item.tokens;
    if (!only || rest.length > 0 || (only.type !== "text" && only.type !== "paragraph")) {
      throw new ContentError(`${where}: item ${i + 1} must be one line of text (no nested lists)`);
    }
    return plain("tokens" in only && only.tokens ? only.tokens : [], `${where}, item ${i + 1}`);
  });
}

/** At most one paragraph before the items: the block's intro. */
function introOf(tokens: Token[], where: string): string | undefined {
  if (tokens.length > 1) throw new ContentError(`${where}: one intro paragraph at most before the items`);
  return tokens[0] ? paragraph(tokens[0], `${where}, intro`) : undefined;
}

function splitSections(tokens: Token[]): Section[] {
  const sections: Section[] = [];
  for (const token of tokens) {
    if (token.type === "heading" && token.depth === 2) {
      const text = plain(token.tokens ?? [], `heading "${token.text}"`);
      const match = /^(.*?)\s*\{(\w+)\}$/.exec(text);
      const marker = match?.[2];
      if (marker !== undefined && !markers.includes(marker as Marker)) {
        throw new ContentError(`heading "${text}": unknown marker {${marker}}; use {cards}, {steps}, {facts} or {faq}`);
      }
      sections.push({ heading: match ? match[1]! : text, marker: marker as Marker | undefined, tokens: [] });
    } else if (token.type === "heading" && token.depth !== 3) {
      throw new ContentError(`"${token.raw.trim()}": only ## (sections) and ### (items) headings are used`);
    } else if (sections.length === 0) {
      throw new ContentError(`"${token.raw.trim().slice(0, 40)}": every block starts with a ## heading`);
    } else {
      sections.at(-1)!.tokens.push(token);
    }
  }
  return sections;
}

/** A section without a marker: paragraphs (prose), or an optional intro paragraph and a bullet list (list). */
function plainBlock({ heading, tokens }: Section, where: string) {
  const item = tokens.find((t) => t.type === "heading");
  if (item) throw new ContentError(`${where}: ### items need {cards}, {steps} or {faq} after the ## heading`);
  const list = tokens.findIndex((t) => t.type === "list");
  if (list === -1) return { type: "prose", heading, paragraphs: tokens.map((t) => paragraph(t, where)) };
  if (list !== tokens.length - 1) throw new ContentError(`${where}: the bullet list must end the section`);
  const intro = introOf(tokens.slice(0, list), where);
  return { type: "list", heading, ...(intro === undefined ? {} : { intro }), items: bullets(tokens[list]!, where) };
}

type Item = { title: string; attributes: Record<string, string>; text: string };
const attributeLine = /^(icon|meta):\s*(.*)$/;

/** `### Title` items, each with one paragraph of text; a card may have `icon:` and `meta:` lines before its text. */
function items(tokens: Token[], where: string, attributes: boolean): { intro?: string; items: Item[] } {
  const first = tokens.findIndex((t) => t.type === "heading");
  const intro = introOf(first === -1 ? tokens : tokens.slice(0, first), where);
  const found: Item[] = [];
  for (const token of first === -1 ? [] : tokens.slice(first)) {
    if (token.type === "heading") {
      found.push({ title: plain(token.tokens ?? [], where), attributes: {}, text: "" });
      continue;
    }
    const item = found.at(-1)!;
    const itemWhere = `${where}, item "${item.title}"`;
    const lines: string[] = token.type === "paragraph" ? (token as Tokens.Paragraph).text.split("\n") : [];
    if (attributes && !item.text && attributeLine.test(lines[0] ?? "")) {
      if (!lines.every((line) => attributeLine.test(line))) {
        throw new ContentError(`${itemWhere}: leave a blank line between the icon: and meta: lines and the text`);
      }
      for (const line of lines) {
        const [, key, value] = attributeLine.exec(line)!;
        item.attributes[key!] = value!.trim();
      }
      continue;
    }
    if (item.text) throw new ContentError(`${itemWhere}: one paragraph of text per item`);
    item.text = paragraph(token, itemWhere);
  }
  return { ...(intro === undefined ? {} : { intro }), items: found };
}

/** A section whose heading names its kind: {facts}, {faq}, {steps} or {cards}. */
function markerBlock({ heading, tokens }: Section, marker: Marker, where: string) {
  switch (marker) {
    case "facts": {
      if (tokens.length !== 1) throw new ContentError(`${where}: a {facts} section is one list of "- Label: value"`);
      const facts = bullets(tokens[0]!, where).map((line) => {
        const split = line.indexOf(": ");
        if (split === -1) throw new ContentError(`${where}: "${line}" must read "Label: value"`);
        return { label: line.slice(0, split), value: line.slice(split + 2) };
      });
      return { type: "facts", heading, facts };
    }
    case "faq": {
      const { intro, items: found } = items(tokens, where, false);
      if (intro !== undefined) throw new ContentError(`${where}: a {faq} section starts with its first ### question`);
      return { type: "faq", heading, items: found.map((i) => ({ question: i.title, answer: i.text })) };
    }
    case "steps": {
      const { items: found, ...intro } = items(tokens, where, false);
      return { type: "steps", heading, ...intro, steps: found.map((i) => ({ title: i.title, text: i.text })) };
    }
    case "cards": {
      const { items: found, ...intro } = items(tokens, where, true);
      const cards = found.map((i) => ({ title: i.title, text: i.text, ...i.attributes }));
      return { type: "cards", heading, ...intro, cards };
    }
  }
}

/** The blocks of a page body, not yet checked field by field (the loader's zod schema does that). */
export function parseBlocks(markdown: string): unknown[] {
  const tokens = new Lexer({ gfm: true }).lex(markdown).filter((t) => t.type !== "space" && !isComment(t));
  return splitSections(tokens).map((section) => {
    const where = `section "${section.heading}"`;
    return section.marker ? markerBlock(section, section.marker, where) : plainBlock(section, where);
  });
}
