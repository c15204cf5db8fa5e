// The retrieval index over the public site's passages (MiniSearch: BM25 with prefix and typo tolerance), built on
// the server the first time a question or a search needs it, and kept for the life of the process.
import "server-only";
import MiniSearch, { type Query, type SearchResult } from "minisearch";
import { buildPassages, type Passage, type PassageKind } from "./passages";
import { contentTerms, expandQuery, otherForms, searchedWords, tokenize, withMeaning } from "./terms";

/** `terms`: the query's words that matched; `matched`: the passage's words they matched (for highlighting). */
export type Hit = { passage: Passage; score: number; terms: string[]; matched: string[] };

const fields = ["heading", "text", "title", "keywords"] as const;
/** A word of a query also finds the words it begins from this many letters. */
const prefixFrom = 4;
/**
 * `asks`: what a heading's phrases mean ("fee" for "How much is the programme?"), searched only when choosing a
 * passage on a page, so a question about the fee finds the passage that answers it.
 */
type Field = (typeof fields)[number] | "asks";

function createIndex(passages: Passage[]) {
  const index = new MiniSearch<Passage>({
    fields: [...fields, "asks"],
    extractField: (passage, field) => {
      if (field !== "asks") return passage[field as Exclude<Field, "asks">];
      const meaning = withMeaning(passage.heading);
      return meaning === passage.heading.toLowerCase() ? "" : meaning;
    },
    storeFields: [],
    tokenize,
    processTerm: (term) => contentTerms([term])[0] ?? null,
    searchOptions: {
      fields: [...fields],
      boost: { heading: 2.5, title: 2, text: 1, keywords: 0.6, asks: 2.5 },
      // Typos: one edit in words of five letters or more, two in long ones; prefixes from four letters.
      fuzzy: (term) => (term.length >= 8 ? 0.25 : term.length >= 5 ? 0.2 : false),
      prefix: (term) => term.length >= prefixFrom,
      combineWith: "OR",
    },
  });
  index.addAll(passages);
  return index;
}

/** For each indexed word, the passages that hold it (by their position in the list). */
function wordPassages(passages: Passage[]): Map<string, Set<number>> {
  const words = new Map<string, Set<number>>();
  passages.forEach((passage, i) => {
    for (const field of fields)
      for (const word of contentTerms(tokenize(passage[field]))) {
        const holders = words.get(word) ?? new Set<number>();
        holders.add(i);
        words.set(word, holders);
      }
  });
  return words;
}

let cached:
  | {
      index: MiniSearch<Passage>;
      byId: Map<string, Passage>;
      words: Map<string, Set<number>>;
      weights: Map<string, number | undefined>;
    }
  | undefined;

/** The index, built at first use. */
export function siteIndex() {
  if (!cached) {
    const passages = buildPassages();
    // A landing page's passage for all its pages is found by its heading (lib/assistant/answer.ts), never searched.
    const searched = passages.filter((p) => !p.forAll);
    cached = {
      index: createIndex(searched),
      byId: new Map(passages.map((p) => [p.id, p])),
      words: wordPassages(searched),
      weights: new Map(),
    };
  }
  return cached;
}

const idf = (passages: number, holders: number) => Math.log(1 + (passages - holders + 0.5) / (holders + 0.5));

/** The weight of a word no passage holds: what wordWeight would give a word found in none. */
export const unknownWordWeight = () => idf(siteIndex().byId.size, 0);

/**
 * How much a word of a question says, as BM25 weighs it: the fewer passages hold it (as it is searched: the word, a
 * word it begins from four letters, or its other number), the more. Undefined for a word no passage holds: a typo
 * ("wht") as often as a word the site does not use.
 */
export function wordWeight(word: string): number | undefined {
  const { words, weights, byId } = siteIndex();
  if (weights.has(word)) return weights.get(word);
  const forms = [word, ...otherForms(word)];
  const holders = new Set<number>();
  for (const [indexed, passages] of words)
    if (forms.some((f) => indexed === f || (f.length >= prefixFrom && indexed.startsWith(f))))
      for (const i of passages) holders.add(i);
  const weight = holders.size ? idf(byId.size, holders.size) : undefined;
  // Questions are short and their words few: the map stays small for the life of the process.
  if (weights.size < 10_000) weights.set(word, weight);
  return weight;
}

/**
 * Passages for a query, best first. `prefer` multiplies the score of passages of that kind (a course question
 * prefers the training pages), `onPath` those of one page (a follow-up stays on the page being discussed);
 * `withinPath` keeps one page's passages, `fields` searches only those fields.
 */
export function searchPassages(
  query: string,
  options: {
    prefer?: PassageKind;
    onPath?: string;
    withinPath?: string;
    fields?: Field[];
    limit?: number;
  } = {},
): Hit[] {
  const { index, byId } = siteIndex();
  // The other number of the visitor's words ("chatbot" for "chatbots") counts half as much as the words themselves.
  const forms = tokenize(query).flatMap(otherForms).join(" ");
  const search: Query = forms
    ? { combineWith: "OR", queries: [query, { queries: [forms], boostTerm: () => 0.5 }] }
    : query;
  const results: SearchResult[] = index.search(search, {
    ...(options.fields ? { fields: options.fields } : {}),
    filter: options.withinPath ? (r) => byId.get(String(r.id))?.path === options.withinPath : undefined,
    boostDocument: (id) => {
      const passage = byId.get(String(id));
      if (!passage) return 1;
      // A section's landing page names every page of its section: it answers only when no page does better.
      let factor = passage.hub ? 0.5 : 1;
      if (options.prefer && passage.kind === options.prefer) factor *= 2.5;
      // A service that is training is not passed over by a question about training.
      else if (options.prefer === "training" && passage.kind === "service" && !passage.alsoTraining) factor *= 0.5;
      else if (options.prefer === "service" && passage.kind === "training") factor *= 0.5;
      if (options.onPath && passage.path === options.onPath) factor *= 3;
      return factor;
    },
  });
  return results.slice(0, options.limit ?? 10).flatMap((r) => {
    const passage = byId.get(String(r.id));
    return passage ? [{ passage, score: r.score, terms: r.queryTerms, matched: r.terms }] : [];
  });
}

export type PageHit = { title: string; href: string; snippet: string; terms: string[] };

/**
 * Pages for the site search: those on which every word of the query matches (in any of the page's passages, by prefix
 * or typo), best first, each with its best passage as a short snippet; at most `limit` pages.
 */
export function searchPages(query: string, limit = 8): PageHit[] {
  // Each word with the pages' words for it ("fees" is found as "cost" too).
  const words = contentTerms(tokenize(query)).map((w) => new Set([w, ...searchedWords(w)]));
  if (words.length === 0) return [];
  const pages = new Map<string, { best: Hit; words: Set<string> }>();
  for (const hit of searchPassages(expandQuery(query), { limit: 1000 })) {
    const page = pages.get(hit.passage.path) ?? { best: hit, words: new Set<string>() };
    for (const term of hit.terms) page.words.add(term);
    pages.set(hit.passage.path, page);
  }
  const hits: PageHit[] = [];
  for (const { best, words: found } of pages.values()) {
    if (!words.every((forms) => [...forms].some((w) => found.has(w)))) continue;
    hits.push({
      title: best.passage.title,
      href: best.passage.path,
      snippet: snippetOf(best.passage.text, best.matched),
      terms: best.matched,
    });
    if (hits.length >= limit) break;
  }
  return hits;
}

/** About 180 characters of the text around the first matched term. */
export function snippetOf(text: string, terms: string[], size = 180): string {
  const lower = text.toLowerCase();
  const at = Math.min(...terms.map((t) => lower.indexOf(t.toLowerCase())).filter((i) => i >= 0), Infinity);
  const start = at === Infinity || at < size / 3 ? 0 : text.lastIndexOf(" ", at - size / 3) + 1;
  const slice = text.slice(start, start + size);
  const cut = slice.length < text.length - start ? `${slice.slice(0, slice.lastIndexOf(" "))}…` : slice;
  return `${start > 0 ? "…" : ""}${cut}`;
}
