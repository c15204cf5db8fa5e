// Words for the site index and the assistant: tokens, stop words dropped, and what a visitor means by them.

const stopWords = new Set(
  (
    "a an and are as at be been but by can could do does did for from have has had how i i'm in is it its of on or " +
    "our so that the their them then there these they this to was we were what when where which who why will with " +
    "would you your yours me my about any some tell please know want need get give us much many much also just " +
    "there's it's does is am if into than too very whats what's"
  ).split(" "),
);

/** Words of a text: lower case, letters and digits (₹ figures kept whole: "65,000" stays one token). */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .normalize("NFKC")
    .replace(/\be-mail/g, "email")
    .split(/[^\p{L}\p{N},.]+/u)
    .map((t) => t.replace(/^[,.]+|[,.]+$/g, ""))
    .filter(Boolean);
}

/** The words that carry meaning. */
export function contentTerms(tokens: string[]): string[] {
  return tokens.filter((t) => t.length > 1 && !stopWords.has(t));
}

/** Words visitors use for what the pages call something else: a question is searched with both. */
const synonyms: Record<string, string> = {
  cost: "fee fees",
  costs: "fee fees",
  price: "fee fees cost",
  pricing: "fee fees cost",
  charges: "fee fees",
  charge: "fee fees",
  expensive: "fee fees",
  fees: "fee cost",
  fee: "fees cost",
  long: "duration weeks",
  duration: "weeks",
  weeks: "duration",
  months: "duration weeks",
  timings: "hours",
  timing: "hours",
  open: "hours",
  hours: "office",
  phone: "call",
  number: "call phone",
  email: "mail",
  address: "office",
  located: "office address",
  location: "office address",
  certificate: "certification certified",
  certified: "certificate",
  course: "training",
  courses: "training course",
  class: "course training",
  classes: "course training",
  bootcamp: "course",
  job: "careers",
  jobs: "careers",
  hiring: "careers",
  internship: "careers",
  placement: "placements",
  placements: "placement",
  website: "web",
  app: "mobile",
  apps: "mobile",
  ml: "machine learning",
  ai: "artificial intelligence",
  security: "cybersecurity",
  cyber: "cybersecurity",
};

/** Phrases whose meaning is in words the stop list drops. */
const phrases: [RegExp, string][] = [
  [/\bhow much\b/g, "how much fee"],
  [/\bhow long\b/g, "how long duration"],
  [/\bwhat time\b|\bwhen are you open\b/g, "hours"],
];

/** The question with what its phrases mean spelled out ("how much" → fee). */
export function withMeaning(text: string): string {
  let out = text.toLowerCase();
  for (const [pattern, meaning] of phrases) out = out.replace(pattern, meaning);
  return out;
}

/** The query with the pages' words for the visitor's words added. */
export function expandQuery(text: string): string {
  const tokens = tokenize(withMeaning(text));
  const extra = tokens.flatMap((t) => (synonyms[t] ? synonyms[t].split(" ").filter(Boolean) : []));
  return [...tokens, ...extra].join(" ");
}
