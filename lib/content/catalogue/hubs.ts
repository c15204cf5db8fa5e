// Section landing pages: one per navigation group with an href. A hub lists its group's items from the navigation.
import type { HubPage } from "./types";

export const hubPages: HubPage[] = [
  {
    kind: "hub",
    path: "/solutions",
    group: "Solutions",
    title: "AI and Enterprise Solutions",
    description:
      "Nexora's solutions for intelligent automation, predictive analytics, language AI, digital transformation, enterprise security and independent technology consulting.",
    keywords: ["AI solutions India", "enterprise solutions", "intelligent automation", "predictive analytics", "digital transformation", "enterprise security"],
    eyebrow: "Solutions",
    intro:
      "Our solutions are the business problems we solve again and again: reading documents at volume, forecasting demand, answering questions from your own text, modernising old systems and securing a growing organisation. Each one starts with a short discovery or pilot on your own data, so you see results before you commit to more.",
    cta: { label: "Describe your problem", href: "/contact", text: "Not sure which solution fits? Tell us the problem and we will suggest where to start" },
    highlights: [
      {
        title: "Pilots on your own data",
        text: "Every solution starts small, on your documents, data or systems, with a go or no-go decision based on measured results rather than a slide deck.",
        icon: "target",
      },
      {
        title: "Explainable and controlled",
        text: "Confidence scores, human review and audit trails are built in, so you can always explain what a system did and why.",
        icon: "shield",
      },
      {
        title: "Designed for India",
        text: "Hindi and Marathi alongside English, Indian cloud regions and the DPDP Act, 2023 are part of the design from the first day.",
        icon: "map-pin",
      },
      {
        title: "From advice to operations",
        text: "The same team advises, builds, runs and trains, so nothing falls between a consultant's report and an implementer's contract.",
        icon: "blocks",
      },
    ],
  },
  {
    kind: "hub",
    path: "/products",
    group: "Products",
    title: "Products and Platforms",
    description:
      "Nexora's software products: AI Platform Pro, the AI Platform, Automation Suite and Analytics Platform, with cloud connectors and security add-ons to extend them.",
    keywords: ["Nexora products", "AI platform", "automation software", "analytics platform", "MLOps platform India", "business software products"],
    eyebrow: "Products",
    intro:
      "Our products package what we have learned building AI, automation and analytics systems for clients into software you can license and run in your cloud or ours. Each one is set up with you by the engineers who built it, and extended with connectors and add-ons as your needs grow.",
    cta: { label: "Schedule a demo", href: "/demo", text: "See a product working on a problem like yours" },
    highlights: [
      {
        title: "Your cloud or ours",
        text: "Run on AWS, Azure, Google Cloud or Indian data centres, or use our hosting, with data kept in the region you choose.",
        icon: "cloud",
      },
      {
        title: "Governed from day one",
        text: "Single sign-on, role-based access and audit trails as standard, with security add-ons for data masking and stricter controls.",
        icon: "shield",
      },
      {
        title: "Connects to what you have",
        text: "Cloud connectors for common data sources and open APIs for your ERP, CRM and internal systems.",
        icon: "network",
      },
      {
        title: "Set up with you, not for you",
        text: "Our implementation team configures the product with your people, trains them and stays on for support.",
        icon: "rocket",
      },
    ],
  },
  {
    kind: "hub",
    path: "/training",
    group: "Training",
    title: "Training and Certification Courses",
    description:
      "Certified courses from Nexora Technologies Academy in AI, machine learning, cloud, cybersecurity, data science and leadership, in Pune, Akola and live online.",
    keywords: ["AI training Pune", "AI course Akola", "certification courses Maharashtra", "machine learning course", "cloud training", "leadership programme", "corporate training"],
    eyebrow: "Nexora Technologies Academy",
    intro:
      "Nexora Technologies Academy teaches the skills behind the systems we build, and our instructors are the engineers and consultants who build them for clients. Choose a technical course, a leadership programme or an in-house programme designed around your team's own systems.",
    cta: { label: "Ask about a course", href: "/contact", text: "Ask about batches, fees or an in-house programme for your team" },
    highlights: [
      {
        title: "Taught by practitioners",
        text: "Instructors are Nexora engineers and consultants who build AI, cloud and data systems for clients, and bring real cases into class.",
        icon: "users",
      },
      {
        title: "Projects, not just lectures",
        text: "Every course is built around hands-on labs and an assessed project you can show an employer or use at work.",
        icon: "code",
      },
      {
        title: "Certificates that mean something",
        text: "Certificates are issued on assessed work and attendance, and carry a number that employers can verify with us.",
        icon: "award",
      },
      {
        title: "Batches that fit your week",
        text: "Weekday-evening and weekend batches in Pune and Akola and live online, plus in-house programmes for companies.",
        icon: "clock",
      },
    ],
  },
  {
    kind: "hub",
    path: "/services",
    group: "Services",
    title: "Professional and Managed Services",
    description:
      "Implementation, custom development, system integration, support, training and consulting, plus managed services that run your applications and cloud 24/7.",
    keywords: ["IT services Pune", "managed services India", "custom software development", "system integration", "software support", "technology consulting"],
    eyebrow: "Services",
    intro:
      "Our services cover the whole life of a system: getting it live, building what is missing, connecting it to everything else, and keeping it running and improving. Use a single service for a specific need, or let one team look after the lot.",
    cta: { label: "Talk to our services team", href: "/contact", text: "Tell us what you need built, connected or looked after" },
    highlights: [
      {
        title: "One team from start to finish",
        text: "Strategy, build, integration, support and training from one company, so nothing falls between vendors.",
        icon: "blocks",
      },
      {
        title: "Service levels in writing",
        text: "Response and resolution times agreed in the contract and reported against every month, in plain language.",
        icon: "file",
      },
      {
        title: "Watched around the clock",
        text: "24/7 monitoring of applications and cloud, with engineers on call when something needs attention.",
        icon: "clock",
      },
      {
        title: "Local teams, national reach",
        text: "Engineers in Pune, Akola, Nagpur and Amravati who can be on site in Maharashtra and work remotely with clients across India.",
        icon: "map-pin",
      },
    ],
  },
  {
    kind: "hub",
    path: "/resources",
    group: "Resources",
    title: "Resources and Insights",
    description:
      "Case studies, whitepapers, webinars and blog posts from Nexora engineers on AI, cloud, data, security and skills, written for people making real decisions.",
    keywords: ["Nexora resources", "AI case studies", "technology whitepapers", "webinars India", "AI blog", "cloud and data guides"],
    eyebrow: "Resources",
    intro:
      "Practical material from the people who do the work: what we built for clients, how we approach common problems and what we have learned along the way. Most of it is free to read or watch; full case studies and whitepapers are sent on request.",
    cta: { label: "Ask for a resource", href: "/contact", text: "Looking for something specific? Ask us and we will point you to it" },
    highlights: [
      {
        title: "Written by practitioners",
        text: "Our engineers and consultants write from projects they delivered, not from vendor brochures.",
        icon: "pen",
      },
      {
        title: "Grounded in Indian context",
        text: "Examples from Indian businesses, with attention to the DPDP Act, Indian languages and local infrastructure.",
        icon: "map-pin",
      },
      {
        title: "Honest about limits",
        text: "We say where a technology struggles and what it really costs, so you can plan with realistic expectations.",
        icon: "scale",
      },
      {
        title: "Questions go to the author",
        text: "Ask about any piece and the person who wrote it will reply, and is glad to talk through your own situation.",
        icon: "mail",
      },
    ],
  },
];
