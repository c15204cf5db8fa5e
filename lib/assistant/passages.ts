// The assistant's and site search's knowledge: the public site cut into passages, each with its page's title and
// path. Only public content goes in (the catalogue, the Markdown pages, the courses, the company facts), never the
// portal or the database.
import "server-only";
import { about } from "../content/about";
import { catalogue, legalPaths, type Block, type CataloguePage } from "../content/catalogue";
import { otpRules } from "../auth/code-rules";
import { builtPages } from "../content/pages";
import { formatAddress, site } from "../site";

/**
 * What a page is about, so a question's intent can prefer it: a course, a service (or solution, product), work at
 * Nexora (the careers page), a legal notice, or else.
 */
export type PassageKind = "training" | "service" | "jobs" | "legal" | "company" | "contact" | "other";

export type Passage = {
  id: string;
  /** The page the passage is on. */
  path: string;
  /** The page's title, shown as the source. */
  title: string;
  /** The passage's own heading on the page ("What does the bootcamp cost?", "Who it is for"). */
  heading: string;
  text: string;
  kind: PassageKind;
  /** Words the page is known by (catalogue keywords), searched with a lower weight. */
  keywords: string;
  /** A section's landing page (/training, /services...), which lists the pages of its section. */
  hub: boolean;
  /** A service that is training ("Team Training & Enablement"): a question about either kind may find it. */
  alsoTraining?: boolean;
  /**
   * A landing page's answer for every page of its section ("How do I enrol?" on /training): no search finds it; it
   * answers a question that chose none of them (lib/assistant/answer.ts).
   */
  forAll?: boolean;
};

function kindOf(page: CataloguePage): PassageKind {
  if (page.kind === "training" || page.path === "/training") return "training";
  if (page.kind === "offering" || page.kind === "landing" || page.kind === "action") return "service";
  if (page.path === "/services" || page.path === "/solutions" || page.path === "/products") return "service";
  if (page.path === "/careers") return "jobs";
  if (legalPaths.has(page.path)) return "legal";
  return page.kind === "article" && page.path.startsWith("/resources") ? "other" : "company";
}

const sentence = (items: readonly string[]) => items.join("; ");

function blockPassages(block: Block): { heading: string; text: string }[] {
  switch (block.type) {
    case "prose":
      return [{ heading: block.heading, text: block.paragraphs.join(" ") }];
    case "list":
      return [{ heading: block.heading, text: [block.intro, sentence(block.items)].filter(Boolean).join(" ") }];
    case "cards":
      return [
        {
          heading: block.heading,
          text: [block.intro, ...block.cards.map((c) => `${c.title}: ${c.text}`)].filter(Boolean).join(" "),
        },
      ];
    case "steps":
      return [
        {
          heading: block.heading,
          text: [block.intro, ...block.steps.map((s) => `${s.title}: ${s.text}`)].filter(Boolean).join(" "),
        },
      ];
    case "facts":
      return [{ heading: block.heading, text: block.facts.map((f) => `${f.label}: ${f.value}`).join(". ") }];
    case "faq":
      return block.items.map((item) => ({ heading: item.question, text: item.answer }));
  }
}

type PagePassage = { heading: string; text: string; forAll?: boolean };

function pagePassages(page: CataloguePage): PagePassage[] {
  const parts: PagePassage[] = [{ heading: page.title, text: `${page.description} ${page.intro}` }];
  switch (page.kind) {
    case "training":
      parts.push(
        {
          heading: "Duration, format and level",
          text: `Duration: ${page.duration}. Format: ${page.format}. Level: ${page.level}. Prerequisites: ${page.prerequisites}`,
        },
        { heading: "Who it is for", text: sentence(page.audience) },
        { heading: "Course outline", text: page.outline.map((s) => `${s.title}: ${s.text}`).join(" ") },
        { heading: "Certificate", text: page.certification },
        ...page.faqs.map((f) => ({ heading: f.question, text: f.answer })),
        // The page's call to action: its button opens the contact form, where a learner enrols.
        {
          heading: "How do I enrol?",
          text: `${page.cta.text}: “${page.cta.label}” on the course page opens our contact form. Say which course and batch you want, and we answer within ${site.responseTime}.`,
        },
      );
      break;
    case "offering":
      parts.push(
        { heading: "What it is", text: page.whatItIs.join(" ") },
        { heading: "Who it is for", text: sentence(page.audience) },
        { heading: "What you get", text: page.outcomes.map((c) => `${c.title}: ${c.text}`).join(" ") },
        { heading: "How it works", text: page.process.map((s) => `${s.title}: ${s.text}`).join(" ") },
        ...page.faqs.map((f) => ({ heading: f.question, text: f.answer })),
      );
      break;
    case "landing":
      for (const band of page.bands) {
        const items =
          "cards" in band
            ? band.cards.map((c) => `${c.title}: ${c.text}`)
            : "steps" in band
              ? band.steps.map((s) => `${s.title}: ${s.text}`)
              : band.checklist;
        parts.push({ heading: band.heading, text: items.join(" ") });
      }
      parts.push(...page.faqs.map((f) => ({ heading: f.question, text: f.answer })));
      break;
    case "hub":
      parts.push({ heading: "Highlights", text: page.highlights.map((c) => `${c.title}: ${c.text}`).join(" ") });
      // The courses' page: a learner who has not picked a course yet asks how to enrol in any.
      if (kindOf(page) === "training")
        parts.push({
          heading: "How do I enrol?",
          forAll: true,
          text: `Choose a course and press its page's button to enrol or ask a question, or “${page.cta.label}” on the training page if you have not chosen one yet: both open our contact form. Say which course and batch you want, and we answer within ${site.responseTime}.`,
        });
      break;
    case "article":
      parts.push(...page.blocks.flatMap(blockPassages));
      break;
    case "action":
      parts.push({ heading: page.title, text: sentence(page.points) });
      break;
  }
  return parts.filter((p) => p.text.trim());
}

/** The company's facts: hours, offices, phones, e-mails, where to send what. */
function companyFacts(): Omit<Passage, "id" | "hub">[] {
  const contact = { path: builtPages.contact.path, title: builtPages.contact.title, kind: "contact" as const };
  const aboutPage = { path: builtPages.about.path, title: builtPages.about.title, kind: "company" as const };
  const offices = about.offices.map((o) => `${o.city}: ${o.role}`).join(" ");
  // The portal's sign-in page is not one of the site's pages, but its visitors ask how to get in.
  const signIn = { path: "/login", title: "Sign in", kind: "company" as const };
  return [
    {
      ...contact,
      heading: "Office hours",
      text: `Our office hours are ${site.businessHours.display} (${site.businessHours.days}, ${site.businessHours.open} to ${site.businessHours.close} India Standard Time). We are closed on weekends and public holidays and answer enquiries within ${site.responseTime}. Support for clients on a managed-service or support plan is available 24/7.`,
      keywords: "timings open closed working hours time when",
    },
    {
      ...contact,
      heading: "Phone and e-mail",
      text: `Call us on ${site.phone.display} during office hours. E-mail ${site.email.general} for general questions, ${site.email.sales} for projects and quotes, and ${site.email.support} for support.`,
      keywords: "call number telephone mobile email mail contact reach",
    },
    {
      ...contact,
      heading: "Address and offices",
      text: `Our head office is at ${formatAddress()}. Our headquarters is in ${site.headquarters}. We have offices in ${site.cities.join(", ")}. ${offices}`,
      keywords: "address location where located office visit map city headquarters head office",
    },
    {
      ...aboutPage,
      heading: "About Nexora",
      text: `${site.legalName} was founded in ${site.foundingYear}. ${about.intro} ${about.story.join(" ")}`,
      keywords: "company who founded history story industries sectors clients",
    },
    {
      ...aboutPage,
      heading: about.training.title,
      text: `${about.training.text} ${sentence(about.training.points)}`,
      keywords: "academy training courses certificate",
    },
    {
      ...signIn,
      heading: `Signing in to the ${site.portalName} portal`,
      text: `Staff, clients and vendors sign in to the ${site.portalName} portal on the sign-in page with the e-mail address of their account: we e-mail a ${otpRules.codeLength}-digit one-time code, valid for ${otpRules.codeTtlSeconds / 60} minutes, and you type it in. Once signed in, you can add a passkey on your Security page and sign in with your device instead.`,
      keywords: "portal login log sign signin client vendor staff dashboard access code otp",
    },
    {
      ...signIn,
      heading: `What the ${site.portalName} portal is for`,
      text: `In the ${site.portalName} portal, clients follow their projects (progress and the next milestone) and raise requests, which our team answers there, and see each reply and resolution; vendors see the purchase orders we issue them, submit their tax invoices against them and follow each invoice to payment; our staff work the requests and invoices there. Sign in on the sign-in page with the e-mail address of your account.`,
      keywords:
        "portal client vendor project progress milestone track follow request ticket support invoice purchase order payment",
    },
    {
      ...signIn,
      heading: "Forgot your password?",
      text: `The ${site.portalName} portal has no password to remember or reset: each time you sign in we e-mail you a new one-time code. If the code does not arrive within a few minutes, check your spam folder, then ask for a new one on the sign-in page.`,
      keywords: "portal login log sign password reset forgot code otp email",
    },
    {
      ...signIn,
      heading: "Getting a portal account",
      text: `Accounts are set up by Nexora's administrators for our staff, clients and vendors. If you do not have one, ask for it with the Request access form on the sign-in page, saying who you are and which company you work with.`,
      keywords: "portal login log sign account access request new client vendor",
    },
  ];
}

export function buildPassages(pages: readonly CataloguePage[] = catalogue): Passage[] {
  const list: Omit<Passage, "id">[] = companyFacts().map((p) => ({ ...p, hub: false }));
  for (const page of pages) {
    const kind = kindOf(page);
    const keywords = page.keywords.join(" ");
    const hub = page.kind === "hub";
    const alsoTraining = kind === "service" && /\btraining\b/i.test(page.title);
    for (const part of pagePassages(page))
      list.push({ path: page.path, title: page.title, kind, keywords, hub, alsoTraining, ...part });
  }
  return list.map((p, i) => ({ ...p, id: `p${i}` }));
}
