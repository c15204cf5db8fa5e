// /demo and /quote, the header's quick actions: a short pitch beside the enquiry form with a subject preselected.
import type { ActionPage } from "./types";

export const actionPages: ActionPage[] = [
  {
    kind: "action",
    path: "/demo",
    title: "Schedule a Demo",
    description:
      "Book a live, 45-minute demo of Nexora's AI, automation and analytics products, shaped around your use case and your data, with an engineer on the call.",
    keywords: ["schedule a demo", "AI platform demo", "automation software demo", "analytics dashboard demo", "Nexora demo"],
    eyebrow: "Schedule Demo",
    intro:
      "See Nexora's products working on a problem like yours, not a generic slide deck. Tell us what you want to improve, and we will prepare a live demo of AI Platform Pro, Automation Suite, Analytics Platform or a solution we have built, with an engineer on the call to answer the hard questions.",
    cta: { label: "Send a demo request", href: "/contact", text: "Prefer to write to us? Use the contact page" },
    subject: "ai-solutions",
    points: [
      "Tell us in the form which product or problem interests you, and roughly how many people or documents are involved",
      "We reply within one business day to agree a time and ask a few questions so the demo fits your case",
      "The demo runs for about 45 minutes online, or in person at our Pune or Akola office if you prefer",
      "An engineer shows the product on an example close to your own work and answers technical and security questions",
      "Afterwards you get a short written summary and, if it fits, a proposal for a pilot with clear success criteria",
      "There is no charge and no obligation: if our products are not the right fit, we will tell you",
    ],
  },
  {
    kind: "action",
    path: "/quote",
    title: "Get a Quote",
    description:
      "Request a quote for software development, AI, cloud, integration or managed services. Share your goals and timeline; we reply within 24 hours.",
    keywords: ["get a quote", "software development quote", "project estimate", "AI project cost", "IT services quote India"],
    eyebrow: "Get Quote",
    intro:
      "Tell us what you want to build, fix or run, and we will come back with a clear estimate. Every quote from Nexora is written, itemised and based on a conversation about your goals, so you know what you are paying for before any work starts.",
    cta: { label: "Request a quote", href: "/contact", text: "Prefer to write to us? Use the contact page" },
    subject: "software-development",
    points: [
      "Describe the goal: what problem you want solved and who will use the result, more than a list of features",
      "Pick a budget range and timeline in the form if you have them, and mention the systems the work must connect to",
      "Link to any existing documents, designs or screenshots in your message; we can ask for files by e-mail once we reply",
      "We reply within 24 hours on business days and usually suggest a 30-minute call to clarify scope",
      "For most requests you receive a written, itemised quote within a few working days; larger projects start with a paid discovery phase",
      "Each quote shows scope, deliverables, timeline and taxes separately, and nothing is billed until you have approved it",
    ],
  },
];
