import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadArticles, parseArticle, type ArticleSection } from "@/lib/content/articles";
import { catalogue, pageByPath } from "@/lib/content/catalogue";

const sections: Record<ArticleSection, number> = { legal: 4, company: 7, resources: 7 };

const frontmatter = `---
path: /sample
title: Sample
description: A sample page.
keywords: [sample]
eyebrow: Test
intro: The lead paragraph.
cta:
  label: Talk to us
  href: /contact
  text: Questions?
---
`;

const parse = (body: string, head = frontmatter) => parseArticle(head + body, "content/test/sample.md");

describe("content files", () => {
  it.each(Object.entries(sections))("content/%s holds its %i pages, all Markdown", (section, count) => {
    expect(readdirSync(`content/${section}`).filter((name) => !name.endsWith(".md"))).toEqual([]);
    expect(loadArticles(section as ArticleSection)).toHaveLength(count);
  });

  it("puts every page in the catalogue once, at a path of its own", () => {
    const pages = Object.keys(sections).flatMap((section) => loadArticles(section as ArticleSection));
    const paths = pages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(catalogue.filter((page) => page.kind === "article").map((page) => page.path)).toEqual(
      ["resources", "company", "legal"].flatMap((s) => loadArticles(s as ArticleSection).map((page) => page.path)),
    );
    for (const page of pages) expect(pageByPath(page.path)).toEqual(page);
  });

  it("dates every legal page, and only the legal pages", () => {
    for (const page of loadArticles("legal")) expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const page of [...loadArticles("company"), ...loadArticles("resources")]) expect(page.updated).toBeUndefined();
  });

  it("reads the structured blocks as the pages show them", () => {
    const privacy = pageByPath("/privacy");
    expect(privacy?.kind === "article" && privacy.blocks[0]).toMatchObject({
      type: "facts",
      heading: "Who we are",
      facts: expect.arrayContaining([
        { label: "Phone", value: "+91 98765 43210, Monday to Friday, 11:30 AM – 7:30 PM IST" },
      ]),
    });
    const careers = pageByPath("/careers");
    const blocks = careers?.kind === "article" ? careers.blocks : [];
    const roles = blocks.find((block) => block.heading === "Roles we hire for");
    expect(roles?.type === "cards" && roles.cards[0]).toEqual({
      title: "Software engineers",
      text:
        "Full-stack web (TypeScript, React, Node.js or Python), mobile (React Native or Flutter) and integration " +
        "engineers.",
      icon: "code",
      meta: "Pune · Akola · Nagpur",
    });
  });
});

describe("the content file format", () => {
  it("turns each ## section into a block of the kind its marker names", () => {
    const page = parse(`
## Plain prose
First paragraph,
wrapped over two lines.

Second paragraph with hello@nexora.example and nexora_session.

## A list
An intro.

- One
- Two

## Cards {cards}
### A card
icon: code
meta: Pune

The card's text.

## Steps {steps}
### 1. First
Do this.

## Facts {facts}
- Phone: +91 98765 43210, 11:30 AM
## Questions {faq}
### Is it plain?
Yes.
`);
    expect(page).toMatchObject({ kind: "article", path: "/sample", cta: { href: "/contact" } });
    expect(page.blocks).toEqual([
      {
        type: "prose",
        heading: "Plain prose",
        paragraphs: [
          "First paragraph, wrapped over two lines.",
          "Second paragraph with hello@nexora.example and nexora_session.",
        ],
      },
      { type: "list", heading: "A list", intro: "An intro.", items: ["One", "Two"] },
      {
        type: "cards",
        heading: "Cards",
        cards: [{ title: "A card", text: "The card's text.", icon: "code", meta: "Pune" }],
      },
      { type: "steps", heading: "Steps", steps: [{ title: "1. First", text: "Do this." }] },
      { type: "facts", heading: "Facts", facts: [{ label: "Phone", value: "+91 98765 43210, 11:30 AM" }] },
      { type: "faq", heading: "Questions", items: [{ question: "Is it plain?", answer: "Yes." }] },
    ]);
  });

  const fm = frontmatter;
  const text = "## A\nText.";
  it.each([
    ["a field is missing", fm.replace("title: Sample\n", ""), text, /sample\.md: frontmatter › title: is missing/],
    ["a field is misspelt", fm.replace("cta:", "updatd: 2026-01-01\ncta:"), text, /frontmatter: .*updatd/],
    ["a date is not a date", fm.replace("cta:", "updated: 1 Nov 2026\ncta:"), text, /› updated: must be a date/],
    ["the YAML is broken", fm.replace("title: Sample", "title: [Sample"), text, /frontmatter: .* at line 4, column 1/],
    ["the frontmatter is missing", "", text, /sample\.md: must start with its frontmatter/],
    ["an icon is unknown", fm, "## C {cards}\n### Card\nicon: no\n\nText.", /section "C" › card "Card" › icon: must/],
    ["a card has no text", fm, "## C {cards}\n### Card\nicon: code", /card "Card" › text: must not be empty/],
    ["text has formatting", fm, "## A\nSome **bold** text.", /section "A": "\*\*bold\*\*" is formatting/],
    ["a marker is unknown", fm, "## A {table}\nText.", /unknown marker \{table\}/],
    ["### items lack a marker", fm, "## A\n### Item\nText.", /section "A": ### items need/],
    ["text comes before a section", fm, "Stray text.\n\n## A\nText.", /every block starts with a ## heading/],
    ["a fact has no label", fm, "## F {facts}\n- Just a value", /"Just a value" must read "Label: value"/],
    ["card lines run into the text", fm, "## C {cards}\n### Card\nicon: code\nText.", /leave a blank line/],
    ["a list is numbered", fm, "## L\n1. One\n2. Two", /expected a bullet list .* found a numbered list/],
  ])("names the file and the field when %s", (_case, head, body, message) => {
    expect(() => parse(body, head)).toThrow(message);
  });
});
