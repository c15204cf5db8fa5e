// What a content/ page must hold: its frontmatter and the blocks of its body, checked when the site is built.
import { z } from "zod";
import type { ArticlePage, Block } from "./catalogue/types";
import { iconNames } from "./icons";

const text = z.string().min(1, "must not be empty");

export const frontmatterSchema = z.strictObject({
  path: z.string().regex(/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/, "must be a path such as /privacy or /resources/blog"),
  title: text,
  description: text,
  keywords: z.array(text).min(1, "needs at least one keyword"),
  eyebrow: text,
  intro: text,
  updated: z.iso.date("must be a date written as 2026-11-01").optional(),
  cta: z.strictObject({
    label: text,
    href: z.string().startsWith("/", "must be a path on this site, such as /contact"),
    text,
  }),
});

const titled = { title: text, text };
const atLeastOne = (what: string) => `needs at least one ${what}`;

export const blockSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("prose"),
    heading: text,
    paragraphs: z.array(text).min(1, atLeastOne("paragraph")),
  }),
  z.strictObject({
    type: z.literal("list"),
    heading: text,
    intro: text.optional(),
    items: z.array(text).min(1, atLeastOne("- item")),
  }),
  z.strictObject({
    type: z.literal("cards"),
    heading: text,
    intro: text.optional(),
    cards: z
      .array(
        z.strictObject({
          ...titled,
          icon: z.enum(iconNames, { error: "must be one of the icon names in lib/content/icons.ts" }).optional(),
          meta: text.optional(),
        }),
      )
      .min(1, atLeastOne("### card")),
  }),
  z.strictObject({
    type: z.literal("steps"),
    heading: text,
    intro: text.optional(),
    steps: z.array(z.strictObject(titled)).min(1, atLeastOne("### step")),
  }),
  z.strictObject({
    type: z.literal("facts"),
    heading: text,
    facts: z.array(z.strictObject({ label: text, value: text })).min(1, atLeastOne("fact")),
  }),
  z.strictObject({
    type: z.literal("faq"),
    heading: text,
    items: z.array(z.strictObject({ question: text, answer: text })).min(1, atLeastOne("### question")),
  }),
]);

export const bodySchema = z.array(blockSchema).min(1, "needs at least one ## section");

// The schemas and the page types of lib/content/catalogue/types.ts must describe the same thing.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const blocksMatch: Same<z.infer<typeof blockSchema>, Block> = true;
const pagesMatch: Same<z.infer<typeof frontmatterSchema> & { kind: "article"; blocks: Block[] }, ArticlePage> = true;
void blocksMatch;
void pagesMatch;
