// Company, resource and legal pages, read from content/<section>/*.md when the catalogue is first imported: at build
// time, since every catalogue page is prerendered (content/README.md describes the files).
import "server-only";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml, YAMLError } from "yaml";
import type { z } from "zod";
import { ContentError, parseBlocks } from "./article-markdown";
import { bodySchema, frontmatterSchema } from "./article-schema";
import type { ArticlePage } from "./catalogue/types";

export type ArticleSection = "legal" | "company" | "resources";

// next build, the servers and vitest all run in the project folder (the standalone server in its own copy of it).
const contentRoot = path.join(process.cwd(), "content");

const singular: Record<string, string> = {
  body: "section",
  cards: "card",
  steps: "step",
  facts: "fact",
  items: "item",
  paragraphs: "paragraph",
  keywords: "keyword",
};

/** Where an issue is, by name: `section "Roles we hire for" › card "Software engineers" › icon`. */
function locate(data: unknown, issuePath: PropertyKey[]): string {
  const parts: string[] = [];
  let node = data;
  for (const key of issuePath) {
    node = (node as Record<PropertyKey, unknown> | null | undefined)?.[key];
    if (typeof key !== "number") {
      parts.push(String(key));
      continue;
    }
    const item = (node ?? {}) as { heading?: unknown; title?: unknown; label?: unknown; question?: unknown };
    const name = [item.heading, item.title, item.label, item.question].find((v) => typeof v === "string");
    const list = parts.pop() ?? "";
    parts.push(`${singular[list] ?? list} ${name === undefined ? key + 1 : `"${name}"`}`);
  }
  return parts.join(" › ");
}

function check<T>(schema: z.ZodType<T>, data: unknown, root: string): T {
  const missing = (issue: { code: string; input?: unknown }) =>
    issue.code === "invalid_type" && issue.input === undefined ? "is missing" : undefined;
  const result = schema.safeParse(data, { error: missing });
  if (result.success) return result.data;
  throw new ContentError(
    result.error.issues.map((issue) => `${locate({ [root]: data }, [root, ...issue.path])}: ${issue.message}`),
  );
}

/** One page from the text of its file; `file` names it in every error message. */
export function parseArticle(source: string, file: string): ArticlePage {
  try {
    const match = /^---\n([\s\S]*?)\n---(?:\n|$)([\s\S]*)$/.exec(source.replace(/\r\n?/g, "\n"));
    if (!match) throw new ContentError("must start with its frontmatter between two --- lines");
    let fields: unknown;
    try {
      // The leading newline stands for the opening ---, so YAML's line numbers are the file's.
      fields = parseYaml(`\n${match[1]!}`);
    } catch (error) {
      if (error instanceof YAMLError) throw new ContentError(`frontmatter: ${error.message.trim()}`);
      throw error;
    }
    const frontmatter = check(frontmatterSchema, fields, "frontmatter");
    const blocks = check(bodySchema, parseBlocks(match[2]!), "body");
    return { kind: "article", ...frontmatter, blocks };
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    throw new ContentError(error.problems.map((problem) => `${file}: ${problem}`));
  }
}

/** The pages of one content/ folder, in the order of their file names. */
export function loadArticles(section: ArticleSection): ArticlePage[] {
  const folder = path.join(contentRoot, section);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parseArticle(readFileSync(path.join(folder, name), "utf8"), `content/${section}/${name}`));
}
