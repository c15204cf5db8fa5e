// The shape of a catalogue page: every link target of the site that is not a hand-built page.
import type { Subject } from "@/lib/contact/options";
import type { IconName } from "../icons";

export type Card = { title: string; text: string; icon?: IconName; meta?: string };
export type Step = { title: string; text: string };
export type Faq = { question: string; answer: string };
export type Cta = { label: string; href: string; text: string };

/** Free-form building blocks of article pages (company, resources, legal). */
export type Block =
  | { type: "prose"; heading: string; paragraphs: string[] }
  | { type: "list"; heading: string; intro?: string; items: string[] }
  | { type: "cards"; heading: string; intro?: string; cards: Card[] }
  | { type: "steps"; heading: string; intro?: string; steps: Step[] }
  | { type: "facts"; heading: string; facts: { label: string; value: string }[] }
  | { type: "faq"; heading: string; items: Faq[] };

type PageBase = {
  /** URL path, starting with "/", no trailing slash. */
  path: string;
  /** The H1 and the page title (the site name is appended by the title template). */
  title: string;
  /** Meta description: one or two sentences, about 120–160 characters. */
  description: string;
  keywords: string[];
  /** Short label above the H1, e.g. "AI & Machine Learning". */
  eyebrow: string;
  /** Lead paragraph under the H1. */
  intro: string;
  cta: Cta;
  /** The H1 when it should say more than the title. */
  headline?: string;
  /** The page's name in breadcrumbs when shorter than the title. */
  crumb?: string;
  /** Art beside the hero text on wide screens (a file in public/). */
  heroImage?: { src: string; width: number; height: number };
};

/** A solution, product or service: what it is, who it is for, what the client gets, how it runs. */
export type OfferingPage = PageBase & {
  kind: "offering";
  whatItIs: string[];
  audience: string[];
  outcomes: Card[];
  process: Step[];
  faqs: Faq[];
};

/** A training course (also described as a schema.org Course). */
export type TrainingPage = PageBase & {
  kind: "training";
  audience: string[];
  duration: string;
  format: string;
  level: "Beginner" | "Intermediate" | "Advanced" | "All levels";
  prerequisites: string;
  outline: Step[];
  certification: string;
  faqs: Faq[];
};

/** A section landing page (Solutions, Products, ...): lists the group's pages from the navigation data. */
export type HubPage = PageBase & {
  kind: "hub";
  /** Title of the navigation group whose items this hub lists. */
  group: string;
  highlights: Card[];
};

/** Company, resource and legal pages. */
export type ArticlePage = PageBase & {
  kind: "article";
  /** ISO date shown as "Last updated" (legal pages). */
  updated?: string;
  blocks: Block[];
};

/** A band of a landing page: cards, a two-column check list or numbered steps under a heading. */
export type Band = { id: string; heading: string } & ({ cards: Card[] } | { checklist: string[] } | { steps: Step[] });

/** A brand or service landing page (/acs, /nexweb): titled bands, then questions. */
export type LandingPage = PageBase & {
  kind: "landing";
  bands: Band[];
  faqs: Faq[];
};

/** /demo and /quote: a short pitch beside the enquiry form with a subject preselected. */
export type ActionPage = PageBase & {
  kind: "action";
  subject: Subject;
  points: string[];
};

export type CataloguePage = LandingPage | OfferingPage | TrainingPage | HubPage | ArticlePage | ActionPage;
