// Titles and descriptions of the hand-built public pages (not in the catalogue), for metadata, search and the sitemap,
// and of the catalogue's landing pages, so the menu search can list them without loading the catalogue.

export type BuiltPage = { path: string; title: string; description: string };

export const builtPages = {
  home: {
    path: "/",
    title: "Nexora Technologies | AI, Cloud & Engineering Services",
    description:
      "Nexora builds AI, cloud, web, mobile, data and security solutions for growing businesses and trains teams in AI and robotics, from Pune and Akola, Maharashtra.",
  },
  about: {
    path: "/about",
    title: "About Nexora",
    description:
      "Who we are: an AI and engineering company from Maharashtra with offices in Pune, Akola, Nagpur and Amravati, building software and training the people who use it.",
  },
  contact: {
    path: "/contact",
    title: "Contact Us",
    description:
      "Talk to Nexora about a project, a course or support. Call +91 98765 43210, write to hello@nexora.example or send an enquiry: we answer within 24 hours.",
  },
} satisfies Record<string, BuiltPage>;

export const builtPageList: BuiltPage[] = Object.values(builtPages);

/** The catalogue's landing pages (lib/content/catalogue/landings.ts). */
export const landingPages = {
  acs: {
    path: "/acs",
    title: "AI Cloud Services",
    description:
      "Run AI in production on a cloud you control: managed GPU capacity, model hosting, data pipelines and MLOps, designed, migrated and operated by Nexora.",
  },
  nexweb: {
    path: "/nexweb",
    title: "NexWeb: Web Design and Development",
    description:
      "NexWeb is Nexora's web studio: fast, accessible websites, online stores and web apps, designed, built and cared for by one team. Fixed-price packages from two weeks.",
  },
} satisfies Record<string, BuiltPage>;
