// The assistant's retrieval answer: what the visitor asks for (a person, a course, a service, something else), the
// passages that answer it, and the answer quoting the best one with its sources. No model is needed for it; an
// optional model (llm.ts) rewords the same passages.
import "server-only";
import { builtPages } from "../content/pages";
import { site } from "../site";
import type { Passage, PassageKind } from "./passages";
import { searchPassages, siteIndex, unknownWordWeight, wordWeight, type Hit } from "./retrieval";
import { contentTerms, expandQuery, otherForms, searchedWords, tokenize, withMeaning } from "./terms";

export type ChatTurn = { role: "user" | "assistant"; content: string };
export type Source = { title: string; href: string };
export type AnswerKind = "answer" | "handoff" | "off-topic" | "unsure" | "greeting";
export type RetrievalAnswer = { kind: AnswerKind; answer: string; sources: Source[]; handoff: boolean; hits: Hit[] };

/**
 * A passage must score this much, and match this share of the question's words, to be quoted; a second passage for
 * another part of the question must match a word that weighs this much (wordWeight).
 */
export const confidence = { minScore: 6, minCoverage: 0.5, minPartWeight: 1.5 };

const has = (pattern: RegExp, text: string) => pattern.test(text.toLowerCase());

const personPattern =
  /\b(talk|speak|chat|connect)\b.{0,30}\b(person|human|someone|somebody|agent|representative|team|staff|sales|executive|real)\b|\b(human|real person|live agent|call me( back)?|callback|contact me|leave (a|my) (message|number))\b/;

/** Questions this assistant must not answer: nothing to do with Nexora's services, courses or company. */
const offTopicPattern = new RegExp(
  [
    "weather",
    "\\brain(ing|fall|y)?\\b",
    "temperature (today|outside|in)",
    "poem",
    "poetry",
    "lyrics",
    "\\bsong\\b",
    "\\bjoke",
    "recipe",
    "\\bcook(ing)?\\b",
    "medicine",
    "medical advice",
    "\\bdoctor\\b",
    "symptom",
    "disease",
    "\\bfever\\b",
    "headache",
    "\\bdose\\b",
    "tablets?\\b",
    "share prices?",
    "stock prices?",
    "stock market",
    "sensex",
    "nifty",
    "bitcoin",
    "horoscope",
    "astrolog",
    "cricket",
    "football",
    "\\bmovies?\\b",
    "\\bfilms?\\b",
    "election",
    "politic",
    "capital of",
    "prime minister",
    "president of",
    "girlfriend",
    "boyfriend",
    "homework",
    "\\bessay\\b",
    // Repairs of a person's own device: "Can you fix my laptop?" (a mobile app is a service of ours).
    "\\b(fix|repair)\\w*\\b.{0,20}\\b(laptops?|phones?|printers?|tvs?|televisions?)\\b",
  ].join("|"),
);

const greetingPattern = /^(hi|hello|hey|namaste|good (morning|afternoon|evening)|thanks|thank you|ok(ay)?)[\s!.,]*$/;

const trainingPattern =
  /\b(courses?|fees?|bootcamp|training|train(ed)?|learn(ing)?|class(es)?|batch(es)?|certificat\w*|enrol\w*|syllabus|curriculum|students?|study|academy|placements?|teach\w*|lessons?|programmes?|workshops?)\b/;
const servicePattern =
  /\b(services?|hire|(can|could|do) you (audit|build|make|create|develop|design|migrate|move|secure|automate|integrate|connect|monitor|track|analy[sz]e|predict|forecast|digiti[sz]e|manage|run|host|fix|review|test|deploy|offer|provide|help (us|me|our))|outsourc\w*|build (us|for|our|me)|(our|my) (company|business|firm|staff|team|employees|people)|project|consult\w*|solutions?|implement\w*|develop (a|an|our|my)|managed|vendor|quote|pricing for)\b/;
/**
 * Words of a question about working at Nexora. The careers page answers these and only these: its "we never ask for
 * payment over UPI" is no answer to how to pay a fee, and a course's fee none to "Is there an interview fee?".
 */
const jobsPattern =
  /\b(jobs?|careers?|hiring|intern(s|ship|ships)?|interview\w*|salar(y|ies)|stipend|apply(ing)? (for|to|at)|(i|we) apply|(do|does|will|would) (you|nexora) hire|cv|resume|vacanc(y|ies)|openings?|recruit\w*|freshers?|employment|offer letters?|join (you|nexora|your team))\b/;
/**
 * A question about paying Nexora. Only the courses' fee passages say how we are paid; a store's "UPI payments" is no
 * answer to "Can I pay by UPI?". The site gives no bank details: a bank's case study or a course's "lab cloud
 * accounts" is no answer to "What is your bank account for payment?".
 */
const payingUsPattern =
  /\b(can|could|may|do|how (do|can|should)) (i|we) (pay|make (a |the )?payments?)\b|\b(do|does) (you|nexora) (accept|take)\b/;
/**
 * A question about what we do, unless it names a notice. The legal notices answer none: the terms' "the logos of
 * this site belong to Nexora" is no answer to "Do you do logo design?".
 */
const offeringPattern = /\b(do|can|could|will) (you|nexora) (do|offer|provide|make|design|build|create|develop)\b/;
const noticePattern = /\b(privacy|cookies?|terms|polic(y|ies))\b/;
const ourBankPattern = /\b(your|nexora'?s?) (bank|account) (account|details|number)\b|\bbank details\b/;

/** Words that name a course outright: "fee" alone is not one ("Is there an interview fee?"). */
const coursePattern =
  /\b(courses?|bootcamp|training|class(es)?|batch(es)?|academy|syllabus|curriculum|programmes?|workshops?)\b/;
const followUpPattern = /\b(it|its|it's|that|this|they|them|those|there|same|the course|the service)\b/;

/** Training a model, not a person: "train a model on our data", "used to train your AI". */
const modelTrainingPattern =
  /\btrain(ed|s|ing)?\b(?=.{0,25}\b(models?|ai|llms?|algorithms?|chatbots?|bots?|networks?)\b)|\b(models?|ai|llms?|algorithms?|chatbots?|bots?)\b.{0,20}\btrain(ed|s|ing)?\b/;

/** A question for whoever leads something: "Who heads the academy?" asks for a role, not a course. */
const leaderPattern =
  /\bwho (is|are) (the|your) (heads?|leaders?|directors?|in charge) (of|for)\b|\bwho (heads|leads|runs|manages|is in charge of)\b/;

/** What the question is after: a course, a service or a job, when it says so. */
export function intentOf(question: string): PassageKind | undefined {
  const q = question.toLowerCase();
  if (leaderPattern.test(q)) return undefined;
  // "Do you help with job placement?" asks what a course leads to.
  const jobs = jobsPattern.test(q) && !coursePattern.test(q) && !/\bplacements?\b/.test(q);
  // "Can you train a model on our data?" asks for a service: a model is trained, not a learner.
  const modelTraining = modelTrainingPattern.test(q);
  const training = trainingPattern.test(modelTraining ? q.replace(/\btrain\w*/g, "") : q) && !jobs;
  // "Do you hire designers?" asks for a job; "Can we hire you?" for a service.
  const service =
    servicePattern.test(q.replace(/\b(do|does|will|would) (you|nexora) hire\b/, "")) ||
    (modelTraining && /\b(can|could|will|would) you (\w+ and )?train/.test(q));
  // "Are you hiring?" is a job seeker's question; "Can we hire you?" is a client's.
  if (jobs && !service) return "jobs";
  if (training && !service) return "training";
  if (service && !training) return "service";
  // "a course on cybersecurity for my team": the course wins when both are named.
  if (training && service)
    return /\b(courses?|bootcamp|training|learn\w*|fees?|placements?|certificat\w*)\b/.test(q) ? "training" : "service";
  return undefined;
}

export const isOffTopic = (question: string) => has(offTopicPattern, question);
export const wantsPerson = (question: string) => has(personPattern, question);

const contactSource: Source = { title: builtPages.contact.title, href: builtPages.contact.path };

const answers = {
  greeting: `Hello! I answer questions about ${site.name}'s services, courses and company from this website, with links to the pages I use. What would you like to know?`,
  handoff: `Of course. Leave your name, e-mail and message in the form below and a member of our team will reply during office hours (${site.businessHours.display}). You can also call ${site.phone.display}.`,
  offTopic: `I can only help with questions about ${site.name}'s services, courses and company. If you would like to ask our team something else, leave a message for a person below.`,
  rest: "leave a message below and a person from our team will answer.",
  unsure: `I could not find that on our website, and I would rather not guess. Try asking in other words, or leave a message below and a person from our team will answer.`,
};

/**
 * Up to about 420 characters of whole sentences of a passage: from its start, or from a later sentence that says more
 * of what was asked than the whole start does (the weight of the words `matched` in it): the press boilerplate's
 * long second sentence is the one that says when the company was founded.
 */
export function quote(text: string, max = 420, matched: string[] = []): string {
  // A sentence ends at a full stop before a space: "hello@nexora.example" and "₹65,000.00" stay whole.
  const sentences = text.split(/(?<=[.!?])\s+/);
  const from = (start: number) => {
    let out = "";
    let end = start;
    for (const s of sentences.slice(start)) {
      if (out && out.length + s.length + 1 > max) break;
      out = out ? `${out} ${s}` : s;
      end += 1;
    }
    return { out, end };
  };
  const words = new Set(matched);
  // Forms of one word count once, and alike: "certificate" and "certification" say one thing.
  const stem = (w: string) => w.slice(0, 6);
  const stemWeights = new Map<string, number>();
  for (const w of words) stemWeights.set(stem(w), Math.max(stemWeights.get(stem(w)) ?? 0, wordWeight(w) ?? 0));
  const says = (sentence: string) =>
    [
      ...new Set(
        tokenize(sentence)
          .filter((w) => words.has(w))
          .map(stem),
      ),
    ].reduce((sum, s) => sum + stemWeights.get(s)!, 0);
  const weights = sentences.map(says);
  const best = weights.indexOf(Math.max(...weights));
  const start = from(0);
  return best < start.end || weights[best]! <= says(start.out) ? start.out : from(best).out;
}

/**
 * How much each of the question's words says (wordWeight). A word the site never uses weighs the most: when nothing
 * matched it, what was asked is not on the site ("refund" in "your refund policy for courses"). A short one is as
 * likely a typo ("wht time are you open") and counts as much as the question's other words do on average.
 */
function weighted(words: string[]): Map<string, number> {
  const known = words.map((w) => [w, wordWeight(w)] as const);
  const values = known.flatMap(([, weight]) => (weight === undefined ? [] : [weight]));
  const average = values.length ? values.reduce((a, b) => a + b, 0) / values.length : 1;
  return new Map(known.map(([w, weight]) => [w, weight ?? (w.length <= 3 ? average : unknownWordWeight())]));
}

/**
 * The share of the question that the page's passages matched together (directly, by prefix or typo, by the other
 * number or by synonym), each word counted by its weight: a page that matches "work" but not "industries" in "What
 * industries do you work with?" matched the lesser part of it.
 */
function coverage(words: string[], weights: Map<string, number>, pageHits: Hit[]): number {
  if (words.length === 0) return 0;
  const matched = new Set(pageHits.flatMap((hit) => hit.terms.filter((term) => typedAs(term, hit.matched))));
  const found = (w: string) => matched.has(w) || searchedWords(w).some((t) => matched.has(t));
  const sum = (list: string[]) => list.reduce((total, w) => total + weights.get(w)!, 0);
  return sum(words.filter(found)) / sum(words);
}

/**
 * A word of the question matched as itself: the same word, a longer one it begins, the word typed a letter wrong,
 * missing, extra or swapped, or another form of it (six letters in common before they part: "handwritten" and
 * "handwriting"). The index's typo tolerance takes two or three edits in a long word, which finds another word as often
 * as a typo: "startups" matches "starts", on a page that says nothing of startups. Only a word the site never uses is
 * held to this; one it uses was found on some page as itself.
 */
function typedAs(term: string, matched: string[]): boolean {
  if (wordWeight(term) !== undefined) return true;
  return matched.some((word) => word.startsWith(term) || withinOneEdit(term, word) || sharedStart(term, word) >= 6);
}

/** How many letters two words share before they part. */
function sharedStart(a: string, b: string): number {
  let i = 0;
  while (i < Math.min(a.length, b.length) && a[i] === b[i]) i += 1;
  return i;
}

const lastUser = (turns: ChatTurn[]) => [...turns].reverse().find((t) => t.role === "user")?.content ?? "";

/**
 * A short question that leans on the one before it ("how long is it?", "and the fee?"); `leansBack` says whether its
 * first part does: in "Do you do penetration testing and how much does it cost?" the "it" is the testing. A question
 * for whoever leads something names what it asks about ("Who heads the academy?"), unless it leans ("Who runs it?").
 */
function isFollowUp(question: string, leansBack: boolean): boolean {
  if (leaderPattern.test(question.toLowerCase()) && !leansBack) return false;
  const words = contentTerms(tokenize(question));
  return words.length <= 2 || (leansBack && words.length <= 4);
}

/** Each page once, in order, at most three. */
const distinct = (sources: Source[]) => [...new Map(sources.map((s) => [s.href, s])).values()].slice(0, 3);

function sourcesOf(hits: Hit[], bestScore: number): Source[] {
  const seen = new Set<string>();
  const list: Source[] = [];
  for (const hit of hits) {
    if (seen.has(hit.passage.path)) continue;
    if (list.length > 0 && hit.score < bestScore * 0.6) break;
    seen.add(hit.passage.path);
    list.push({ title: hit.passage.title, href: hit.passage.path });
    if (list.length === 3) break;
  }
  return list;
}

/** Pages by how well their passages score together (each page's best three), best first. */
function rankPages(hits: Hit[]): string[] {
  const totals = new Map<string, number[]>();
  for (const hit of hits) {
    const scores = totals.get(hit.passage.path) ?? [];
    if (scores.length < 3) scores.push(hit.score);
    totals.set(hit.passage.path, scores);
  }
  const total = (scores: number[]) => scores[0]! + 0.5 * (scores[1] ?? 0) + 0.25 * (scores[2] ?? 0);
  return [...totals].sort(([, a], [, b]) => total(b) - total(a)).map(([path]) => path);
}

/**
 * The question's words that do not name the page: what it asks of the page ("fee" in "the fee for the full-stack AI
 * course"), with what its phrases mean ("How long" asks for the duration).
 */
function facetsOf(question: string, title: string): string[] {
  const naming = new Set(contentTerms(tokenize(`${title} nexora course training`)));
  const names = (w: string) =>
    [...naming].some((n) => n === w || (w.length >= 4 && n.startsWith(w)) || (n.length >= 4 && w.startsWith(n)));
  // An abbreviation (a short word for several) names the page when all it stands for does: "ML" for "Machine
  // Learning Fundamentals".
  const standsFor = (w: string) => (w.length <= 3 ? searchedWords(w).filter((f) => f !== w) : []);
  return contentTerms(tokenize(withMeaning(question))).filter(
    (w) => !names(w) && !(standsFor(w).length > 1 && standsFor(w).every(names)),
  );
}

/** Of the words asked, those a passage answers: itself, its other number or a synonym matched, or a prefix of one. */
const answered = (hit: Hit, facet: string[]) =>
  facet.filter((w) => searchedWords(w).some((f) => hit.terms.some((t) => t.startsWith(f) || f.startsWith(t))));

/**
 * On the chosen page, the passage about what the question asks of it (`facet`), searched in the headings (and what
 * they ask: "How much is the programme?" is about the fee) and text of that page's passages, not in the title and
 * keywords they all share: the passage that covers the most of what was asked ("weekend" and "batch"), then the best
 * scored.
 */
function facetPassage(facet: string[], top: Hit): Hit | undefined {
  if (facet.length === 0) return undefined;
  const hits = searchPassages(expandQuery(facet.join(" ")), {
    withinPath: top.passage.path,
    fields: ["heading", "text", "asks"],
    limit: 5,
  });
  return hits.reduce<Hit | undefined>(
    (best, hit) => (!best || answered(hit, facet).length > answered(best, facet).length ? hit : best),
    undefined,
  );
}

/** Whether a passage's own words hold `word` (or its other number, or a word it begins). */
function mentions(passage: Passage, word: string): boolean {
  const forms = [word, ...otherForms(word)];
  return contentTerms(tokenize(`${passage.heading} ${passage.text}`)).some((t) => forms.some((f) => t.startsWith(f)));
}

/** `asks`: the part opens a question of its own ("...and where is your office?"), not a noun after "and". */
type Part = { text: string; facet: string[]; asks: boolean };

const clausePattern =
  /^(how|what|what's|whats|when|where|which|who|why|is|are|am|do|does|did|can|could|will|would|should|shall|may|might|must|have|has|tell|give)\b/i;

/** Whether a part of a question (the first always does) opens a question of its own. */
const opensQuestion = (text: string, position: number) => position === 0 || clausePattern.test(text);

/**
 * The parts of a question that ask different things: "Is there a weekend batch, and what does it cost?" asks for the
 * format and the fee. Split at question marks, semicolons and "and"/"also"/"plus"; each part with the words it asks
 * that the page's title does not say, and a part that asks nothing more is left out.
 */
function questionParts(question: string, title: string): Part[] {
  return questionTexts(question)
    .map((text, position) => ({ text, facet: facetsOf(text, title), asks: opensQuestion(text, position) }))
    .filter(({ facet }) => facet.length > 0);
}

/** Whether a passage answers most of a part: the words it answers weigh at least half of the part's. */
function answersPart(hit: Hit, facet: string[]): boolean {
  const weight = (words: string[]) => words.reduce((sum, w) => sum + (wordWeight(w) ?? unknownWordWeight()), 0);
  return weight(answered(hit, facet)) >= weight(facet) * confidence.minCoverage;
}

/** A part that leans on the one before it ("how much is it?"), so it asks about the same page. */
const leans = (text: string) => followUpPattern.test(text.toLowerCase());

const weighs = (word: string) => (wordWeight(word) ?? 0) >= confidence.minPartWeight;

/**
 * What answers the question on the chosen page: the passage about what it asks; for a question of two parts
 * ("How long is the bootcamp and how much is it?"), what answers the other part as well: a passage of the same page
 * that answers a word of it the first does not hold (and one the site's words weigh: not "after" or "get"), in its
 * own words unless the part leans on the first ("it"); else, for a part that asks a question of its own and stands
 * alone ("and what is your phone number?", not "and Nagpur" or "and how much is it"), its own answer from another
 * page.
 */
function answerPassages(
  question: string,
  top: Hit,
): { first: Hit; second?: Hit; elsewhere?: RetrievalAnswer; elsewhereFirst?: boolean } {
  // The facts of the company are one subject a passage: the best of them already is the answer.
  const whole = () =>
    top.passage.kind === "contact" ? top : (facetPassage(facetsOf(question, top.passage.title), top) ?? top);
  const parts = questionParts(question, top.passage.title);
  if (parts.length < 2) return { first: whole() };
  const found = parts.map((part) => ({ part, hit: facetPassage(part.facet, top) }));
  const firstIndex = found.findIndex(({ hit, part }) => hit && answersPart(hit, part.facet));
  const first = found[firstIndex]?.hit;
  if (!first) return { first: whole() };
  for (const [index, { part, hit }] of found.entries()) {
    if (index === firstIndex) continue;
    const another = hit && hit.passage.id !== first.passage.id && answersPart(hit, part.facet) ? hit : undefined;
    const fresh = another ? answered(another, part.facet).filter((w) => !mentions(first.passage, w) && weighs(w)) : [];
    if (another && (leans(part.text) ? fresh.length > 0 : fresh.some((w) => mentions(another.passage, w))))
      return { first, second: another };
    if (leans(part.text) || !part.asks) continue;
    const own = answerConversation([{ role: "user", content: part.text }]);
    if (own.kind === "answer" && own.sources[0]?.href !== top.passage.path)
      return { first, elsewhere: own, elsewhereFirst: index < firstIndex };
  }
  return { first };
}

/** A passage's words as an answer: "(Heading): quote", under its page's title for the first. */
function quoted(hit: Hit, max?: number): string {
  // The words that name the page say nothing about which of its sentences answers.
  const naming = new Set(contentTerms(tokenize(hit.passage.title)).flatMap((w) => [w, ...otherForms(w)]));
  const asked = hit.matched.filter((w) => !naming.has(w));
  return quote(hit.passage.text, max, asked);
}

/** A question's parts as asked: split at question marks, semicolons and "and"/"also"/"plus", each saying something. */
const questionTexts = (question: string) =>
  question
    .split(/[?;]|\b(?:and|also|plus)\b/i)
    .map((text) => text.trim().replace(/^[,.\s]+|[,.\s]+$/g, ""))
    .filter((text) => contentTerms(tokenize(withMeaning(text))).length > 0);

/**
 * A question of several parts that no page answers as a whole ("Do you do penetration testing and how much does it
 * cost?"): each part that stands on its own is answered as a question of its own, and the parts the site does not
 * answer are named, with the handoff offered for them. A part that leans on the one before ("how much does it cost")
 * is not asked alone. Undefined when no part finds an answer, or when a part is not a question of its own ("terms
 * and conditions").
 */
function answerInParts(question: string): RetrievalAnswer | undefined {
  const texts = questionTexts(question);
  // "terms and conditions": a noun after "and" asks nothing alone.
  if (texts.length < 2 || !texts.every(opensQuestion)) return undefined;
  const results = texts.map((text) => ({
    text,
    result: leans(text) ? undefined : answerConversation([{ role: "user", content: text }]),
  }));
  const found = results.flatMap(({ result }) => (result?.kind === "answer" ? [result] : []));
  if (found.length === 0) return undefined;
  const missing = results.filter(({ result }) => result?.kind !== "answer" && result?.kind !== "greeting");
  const unanswered = missing.map(({ text }) => `“${text}”`).join(" or ");
  const rest = missing.length ? `\n\nI could not find an answer to ${unanswered} on our website: ${answers.rest}` : "";
  return {
    kind: "answer",
    answer: `${found.map((r) => r.answer).join("\n\n")}${rest}`,
    sources: distinct(found.flatMap((r) => r.sources)),
    handoff: missing.length > 0,
    hits: found.flatMap((r) => r.hits),
  };
}

/** The words for an office, each with its singular. */
const officeWords = new Map(
  ["office", "branch", "centre", "center", "campus"].flatMap((w) => [
    [w, w],
    [w === "branch" || w === "campus" ? `${w}es` : `${w}s`, w],
  ]),
);
const officePattern = /\b(offices?|branch(es)?|cent(re|er)s?|campus(es)?|located|based|visit)\b/;
const hoursPattern = /\b(open|closed?|hours|timings?|holidays?|festivals?)\b/;
/** The places the site names as ours: a question about an office in one of them is answered as any other. */
const ourPlaces = new Set(
  [...site.cities, site.headOffice.region, site.headOffice.country].map((p) => p.toLowerCase()),
);
const determiners = new Set(["your", "the", "a", "an", "any", "nexora"]);

/** One of our places, or one typed with a letter wrong, missing, extra or swapped ("Punee", "Nagpr"). */
function isOurPlace(word: string): boolean {
  return [...ourPlaces].some((place) => withinOneEdit(word, place));
}

function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  const i = sharedStart(a, b);
  if (a.length === b.length)
    return (
      a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
    );
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** A word the site uses at least this rarely (wordWeight) can name a place: "Gujarat" is in a case study. */
const rareWordWeight = 4;

/**
 * The place a question asks for an office in when the site names no office there ("Do you have an office in
 * Mumbai?", "Where is your Thane branch?"): up to two words after "in", "at" or "near", or between "your", "a" or
 * "the" and "office", each one the site never uses or uses rarely, and none of them one of ours or a typo of one;
 * "ours" for one of ours typed a letter wrong ("a branch in Nagpr"). Not for a question about opening hours ("is the
 * office closed in Diwali?").
 */
function placeWithoutOffice(question: string): { place: string; asked: string } | "ours" | undefined {
  const lower = question.toLowerCase();
  if (!officePattern.test(lower) || hoursPattern.test(lower)) return undefined;
  const tokens = tokenize(question);
  const isPlaceWord = (w: string) =>
    /^\p{L}+$/u.test(w) && contentTerms([w]).length === 1 && (wordWeight(w) ?? rareWordWeight) >= rareWordWeight;
  const run = (words: string[]) => {
    const taken: string[] = [];
    for (const w of words) {
      if (taken.length === 2 || !isPlaceWord(w)) break;
      taken.push(w);
    }
    return taken;
  };
  const candidates = tokens.flatMap((token, i) => {
    if (["in", "at", "near"].includes(token)) {
      const after = tokens.slice(i + 1);
      return [run(after[0] === "the" ? after.slice(1) : after)];
    }
    if (!officeWords.has(token)) return [];
    // "your Thane office", "a Mumbai branch": not "aapka office" or a typo of "your".
    const before = run(tokens.slice(0, i).reverse()).reverse();
    return determiners.has(tokens[i - before.length - 1] ?? "") ? [before] : [];
  });
  const named = candidates.filter((words) => words.length > 0);
  // One of ours, typed a letter wrong ("a branch in Nagpr"): the offices, which retrieval would miss.
  if (named.some((words) => words.some((w) => isOurPlace(w) && !ourPlaces.has(w)))) return "ours";
  const place = named.find((words) => !words.some(isOurPlace));
  // An office or a branch in one of ours ("Do you have a branch in Nagpur?"): the offices too, where retrieval could
  // quote a case study's branch.
  const branch = tokens.some((w) => ["office", "branch"].includes(officeWords.get(w) ?? ""));
  if (!place) return branch && tokens.some((w) => ourPlaces.has(w)) ? "ours" : undefined;
  // As the visitor wrote it ("the USA"), capitalised when typed in lower case; "campus" when they asked for one.
  const [, the = "", name = place.join(" ")] =
    question.match(new RegExp(`\\b(the\\s+)?(${place.join("\\s+")})\\b`, "i")) ?? [];
  const asked = officeWords.get(tokens.find((w) => officeWords.has(w)) ?? "office") ?? "office";
  const capitalised = name === name.toLowerCase() ? name.replace(/\b\p{L}/gu, (c) => c.toUpperCase()) : name;
  return { place: `${the.toLowerCase()}${capitalised}`, asked };
}

/** The paths of the catalogue's section landing pages: /products, /services, /solutions, /training... */
const landingPaths = () => [...new Set([...siteIndex().byId.values()].filter((p) => p.hub).map((p) => p.path))];

/** Words that ask for a section as a whole ("all the products you sell"), not for one thing in it. */
const listingWords = new Set(
  "list sell have has all kinds kind types type range main different various show see name nexora".split(" "),
);

/** Words that ask how courses are taught: "Are your classes online or offline?" asks it of them all. */
const formatWords = new Set("online offline live classroom person".split(" "));
/** The courses' landing page, which says where and how they are taught ("in Pune, Akola and live online"). */
const coursesPath = "/training";

/**
 * "What products do you sell?", "List your solutions", "Do you have online classes?": a question that names a section
 * of the catalogue and nothing else gets the section's landing page, which names what is in it (and for the courses,
 * where and how they are taught), not one page's answer to "sell" or "offer", or one course's format.
 */
function sectionAnswer(question: string): RetrievalAnswer | undefined {
  const named = contentTerms(tokenize(question)).filter((w) => !listingWords.has(w));
  const taught = named.filter((w) => !formatWords.has(w));
  const words = named.length === 1 ? named : taught;
  if (words.length !== 1) return undefined;
  // The section's landing page (a hub) is named by its path, in either number or in the pages' word for the
  // visitor's ("courses" for /training).
  const asked = [words[0]!, ...searchedWords(words[0]!)];
  const path = landingPaths().find((p) => asked.some((w) => p === `/${w}` || p === `/${w}s`));
  // "Are your services online?" is not answered by the services' landing page, which does not say.
  if (!path || (words === taught && path !== coursesPath)) return undefined;
  const landing = searchPassages(expandQuery(words[0]!), { withinPath: path, limit: 10 }).find(
    (hit) => hit.passage.heading === hit.passage.title,
  );
  if (!landing) return undefined;
  return {
    kind: "answer",
    answer: `From “${landing.passage.title}”: ${quoted(landing)}`,
    sources: [{ title: landing.passage.title, href: path }],
    handoff: false,
    hits: [landing],
  };
}

/** "Are you based in Maharashtra?": where the company is, asked with one of our places. */
const basedInPattern =
  /\b(are you|is nexora|is (your|the) (company|team|office|head office|headquarters))\b.{0,20}\b(based|located|situated)\b/;
const basedInOurPlace = (question: string) =>
  basedInPattern.test(question.toLowerCase()) && tokenize(question).some((w) => ourPlaces.has(w));

/**
 * The offices the site lists, as the answer to where we are; with a place `elsewhere`, first that the site lists
 * none there ("Do you have an office in Mumbai?").
 */
function officesAnswer(elsewhere?: { place: string; asked: string }): RetrievalAnswer | undefined {
  const offices = searchPassages(expandQuery("office address located"), {
    withinPath: contactSource.href,
    limit: 1,
  })[0];
  if (!offices) return undefined;
  const none = elsewhere ? `Our website lists no ${elsewhere.asked} in ${elsewhere.place}. ` : "";
  return {
    kind: "answer",
    answer: `${none}From “${offices.passage.title}” (${offices.passage.heading}): ${quoted(offices)}`,
    sources: [contactSource],
    handoff: false,
    hits: [offices],
  };
}

/**
 * "Do you make apps for restaurants?": the one word of the question the site never uses names whom it is for. The
 * question without it is answered ("Do you make apps?") when it names the page it is answered from, saying that the
 * site does not name them and offering a person to ask. Not for a word the site lacks that is what is asked ("your
 * refund policy for courses").
 */
function answerForOthers(question: string): RetrievalAnswer | undefined {
  const unknown = contentTerms(tokenize(question)).filter((w) => w.length > 3 && wordWeight(w) === undefined);
  if (unknown.length !== 1) return undefined;
  const forWhom = new RegExp(`\\bfor\\s+(?:(?:a|an|the|my|our)\\s+)?(${unknown[0]})\\b[?.!]*`, "i");
  // "Do you help startups build an MVP?": whom we would help, then what with.
  const helpWhom = new RegExp(`(?<=\\bhelp\\s+)(?:(?:a|an|the|my|our)\\s+)?(${unknown[0]})\\s+(?=\\w+\\s+\\w)`, "i");
  const byFor = question.match(forWhom);
  const match = byFor ?? question.match(helpWhom);
  if (!match) return undefined;
  const asked = question.replace(match[0], "").trim();
  const rest = answerConversation([{ role: "user", content: asked }]);
  // The rest must name its page ("apps" for "Mobile App Development"), not only find words on it ("software"), unless
  // it asks for help with something in words of its own ("build an MVP").
  const title = contentTerms(tokenize(rest.sources[0]?.title ?? ""));
  const names = (w: string) => searchedWords(w).some((f) => title.some((t) => t.startsWith(f) || f.startsWith(t)));
  const named = !byFor || contentTerms(tokenize(asked)).some((w) => weighs(w) && names(w));
  if (rest.kind !== "answer" || !named) return undefined;
  return {
    ...rest,
    answer: `I could not find “${match[1]}” on our website. ${rest.answer}\n\nFor “${match[1]}” in particular, ${answers.rest}`,
    handoff: true,
  };
}

/**
 * Which passages may answer a question: a job seeker's only the careers page's, and the careers page only a question
 * about work at Nexora; a question about paying us only the courses' (whose fee passages say how to pay), and none
 * one about our bank details; a question about a service or a course none of the legal notices.
 */
function answersQuestionsLike(question: string, intent: PassageKind | undefined): (hit: Hit) => boolean {
  if (intent === "jobs") return (hit) => hit.passage.kind === "jobs";
  if (has(ourBankPattern, question)) return () => false;
  if (has(payingUsPattern, question)) return (hit) => hit.passage.kind === "training";
  const aboutJobs = has(jobsPattern, question);
  const forWork =
    (intent === "service" || intent === "training" || has(offeringPattern, question)) && !has(noticePattern, question);
  return (hit) => (aboutJobs || hit.passage.kind !== "jobs") && !(forWork && hit.passage.kind === "legal");
}

/**
 * "How do I enrol?" names no course: when the best passage's heading is as good on three or more pages (each within
 * 70 % of it), the question chose none of them, and the section's landing page answers with its own passage of that
 * heading, if it has one. A question that names a course scores its page far ahead ("How do I join the bootcamp?").
 */
function landingAnswer(hits: Hit[], top: Hit): Hit | undefined {
  const { heading, kind } = top.passage;
  const alike = hits.filter((h) => h.passage.heading === heading && h.score >= top.score * 0.7);
  if (new Set(alike.map((h) => h.passage.path)).size < 3) return undefined;
  const passage = [...siteIndex().byId.values()].find((p) => p.forAll && p.kind === kind && p.heading === heading);
  return passage && { ...top, passage };
}

/** The answer to the conversation's last question. */
export function answerConversation(turns: ChatTurn[]): RetrievalAnswer {
  const question = lastUser(turns).trim();
  const reply = (kind: AnswerKind, answer: string, sources: Source[] = [], hits: Hit[] = []): RetrievalAnswer => ({
    kind,
    answer,
    sources,
    handoff: kind !== "answer" && kind !== "greeting",
    hits,
  });
  if (wantsPerson(question)) return reply("handoff", answers.handoff, [contactSource]);
  if (greetingPattern.test(question.toLowerCase())) return reply("greeting", answers.greeting);
  if (isOffTopic(question)) return reply("off-topic", answers.offTopic);
  const place = placeWithoutOffice(question);
  const offices = place || basedInOurPlace(question) ? officesAnswer(place === "ours" ? undefined : place) : undefined;
  if (offices) return offices;
  // In a conversation, "And training?" and "Tell me about the course" are about what is being discussed; "What
  // courses do you offer?" is not.
  const asksAnew =
    !turns.slice(0, -1).some((t) => t.role === "user") ||
    (!leans(question) && (/^(list|show)\b/i.test(question) || clausePattern.test(question)));
  const section = asksAnew ? sectionAnswer(question) : undefined;
  if (section) return section;

  // A follow-up keeps to the page the previous question was answered from, and to its intent.
  const earlier = turns.slice(0, turns.map((t) => t.role).lastIndexOf("user"));
  let intent = intentOf(question);
  let onPath: string | undefined;
  const leansBack = leans(questionTexts(question)[0] ?? question);
  if (earlier.some((t) => t.role === "user") && isFollowUp(question, leansBack)) {
    const previous = answerConversation(earlier);
    const path = previous.kind === "answer" ? previous.sources[0]?.href : undefined;
    // "And the robotics course?" after the bootcamp names another course: a word that weighs and that the page does
    // not hold, in a question that does not lean on the one before, asks anew.
    const elsewhere = (w: string) =>
      weighs(w) && !searchPassages(expandQuery(w), { withinPath: path, limit: 1 }).length;
    if (path && (leansBack || !contentTerms(tokenize(question)).some(elsewhere))) {
      onPath = path;
      intent ??= intentOf(lastUser(earlier));
    }
  }
  const query = expandQuery(question);
  const onPage = onPath ? searchPassages(query, { withinPath: onPath, limit: 40 }) : [];
  // "How much does it cost?" after "What is NexWeb?": the "it" is NexWeb, and another page's fee is no answer.
  if (onPath && !onPage.length && leansBack) return reply("unsure", answers.unsure);
  const hits = onPage.length
    ? onPage
    : searchPassages(query, { prefer: intent, limit: 40 }).filter(answersQuestionsLike(question, intent));
  const needed = onPath ? confidence.minScore / 2 : confidence.minScore;
  // The page whose passages score best together, so a page that answers in several places wins; when it covers too
  // little of the question, the next of the first three that covers enough ("RBI" in "an audit before an RBI
  // inspection" is on the enterprise security page, not the cybersecurity services page that scores best).
  const words = contentTerms(tokenize(question));
  const weights = weighted(words);
  const answersEnough = (path: string) => {
    const pageHits = hits.filter((h) => h.passage.path === path);
    return pageHits[0]!.score >= needed && (onPath || coverage(words, weights, pageHits) >= confidence.minCoverage);
  };
  const page = rankPages(hits).slice(0, 3).find(answersEnough);
  const top = hits.find((h) => h.passage.path === page);
  if (!top)
    return (
      (onPath ? undefined : (answerInParts(question) ?? answerForOthers(question))) ??
      reply("unsure", answers.unsure, [], hits)
    );
  const landing = landingAnswer(hits, top);
  const {
    first: best,
    second,
    elsewhere,
    elsewhereFirst,
  } = landing ? { first: landing } : answerPassages(question, top);
  const heading = best.passage.heading === best.passage.title ? "" : ` (${best.passage.heading})`;
  const also = second
    ? `\n\n${second.passage.heading}${/[?.!]$/.test(second.passage.heading) ? "" : ":"} ${quoted(second, 300)}`
    : "";
  const here = `From “${best.passage.title}”${heading}: ${quoted(best)}${also}`;
  const sources = sourcesOf([best, ...hits.filter((h) => h.passage.path !== best.passage.path)], top.score);
  // Another page answered a part: its answer and page come in the order the question asked them.
  const other = elsewhere?.sources[0];
  if (other) sources.splice(elsewhereFirst ? 0 : 1, 0, other);
  const texts = [here];
  if (elsewhere) texts.splice(elsewhereFirst ? 0 : 1, 0, elsewhere.answer);
  const answer = texts.join("\n\n");
  return reply("answer", answer, distinct(sources), hits);
}
