// Resources and company news: case studies, whitepapers, webinars, blog, news, client stories and press.
// None of these has sub-pages: items are listed as cards and sent in full on request.
import type { ArticlePage } from "./types";

export const resourcePages: ArticlePage[] = [
  {
    kind: "article",
    path: "/resources/case-studies",
    title: "Case Study Library",
    description:
      "Short summaries of Nexora projects in manufacturing, finance, healthcare, education, retail and agriculture. Full anonymised case studies are sent on request.",
    keywords: ["case studies", "AI case studies India", "manufacturing AI case study", "digital transformation examples", "Nexora projects"],
    eyebrow: "Resources",
    intro:
      "A library of our projects, sorted by industry so you can find work close to your own. Clients are described rather than named, because most of them prefer it that way; the full write-ups share what each client agreed we could share.",
    cta: { label: "Request a case study", href: "/contact", text: "Want the full case study, or a call with the team that did the work?" },
    blocks: [
      {
        type: "cards",
        heading: "Manufacturing and engineering",
        intro: "Factories and engineering firms across Pune, Nagpur and the MIDC belts of Maharashtra.",
        cards: [
          {
            title: "Predicting machine failures on a press line",
            text: "Vibration and current sensors on ageing presses, with a model that warns maintenance before a breakdown rather than after it.",
            meta: "Manufacturing · IoT and AI · 2025",
            icon: "cpu",
          },
          {
            title: "Automated visual inspection of machined parts",
            text: "A camera station and vision model that flags surface defects on the line, with operators confirming every rejection.",
            meta: "Manufacturing · Computer vision · 2024",
            icon: "brain",
          },
          {
            title: "Demand forecasting for a spare-parts distributor",
            text: "Weekly forecasts by part and branch that replaced a spreadsheet of rules of thumb and cut emergency purchases.",
            meta: "Distribution · Predictive analytics · 2024",
            icon: "analytics",
          },
        ],
      },
      {
        type: "cards",
        heading: "Banking, finance and insurance",
        cards: [
          {
            title: "Reading loan documents for a co-operative bank",
            text: "Document AI that extracts fields from scanned KYC and income papers, with every uncertain field routed to a person for review.",
            meta: "Banking · Intelligent automation · 2025",
            icon: "file",
          },
          {
            title: "Security hardening for a non-banking finance company",
            text: "A cloud and application security review, single sign-on for staff and monitoring of privileged access ahead of an audit.",
            meta: "Finance · Cybersecurity · 2024",
            icon: "shield",
          },
        ],
      },
      {
        type: "cards",
        heading: "Healthcare",
        cards: [
          {
            title: "Appointment and report app for a hospital group",
            text: "An Android and iOS app for bookings, reminders and lab reports, integrated with the hospital's existing information system.",
            meta: "Healthcare · Mobile apps · 2024",
            icon: "smartphone",
          },
          {
            title: "Stock visibility for a pharmacy chain",
            text: "A central dashboard of stock, expiry dates and transfers between branches, built on data the chain already had in its billing software.",
            meta: "Healthcare retail · Data analytics · 2023",
            icon: "dashboard",
          },
        ],
      },
      {
        type: "cards",
        heading: "Education, retail and agriculture",
        cards: [
          {
            title: "Admissions portal for an engineering college",
            text: "Online applications, document upload and merit lists for a college in Vidarbha, replacing queues at the admissions office.",
            meta: "Education · Web development · 2024",
            icon: "graduation",
          },
          {
            title: "Online store for a regional apparel brand",
            text: "A fast, mobile-first store with UPI payments and stock synchronised with the shops, designed and built by NexWeb.",
            meta: "Retail · Web development · 2025",
            icon: "globe",
          },
          {
            title: "Traceability for a cotton ginning co-operative",
            text: "Lot-level records from farmer to bale, with a tamper-evident ledger that buyers can check when they ask where the cotton came from.",
            meta: "Agriculture · Blockchain · 2023",
            icon: "blocks",
          },
        ],
      },
      {
        type: "prose",
        heading: "How to get a full case study",
        paragraphs: [
          "Each summary above has a longer write-up covering the starting point, what we built, how the project ran and what changed for the client. Write to hello@nexora.example with the title of the case study you want, or choose General Inquiry on the contact page, and we will send it within one business day.",
          "If you would rather hear it first-hand, we can often arrange a short call with the project lead, and sometimes with the client, once we understand what you are planning.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/resources/whitepapers",
    title: "Whitepapers and Guides",
    description:
      "In-depth guides from Nexora engineers on adopting AI, cloud cost control, document automation, factory security and the DPDP Act. Free PDFs on request.",
    keywords: ["whitepapers", "AI guide for business", "DPDP Act guide", "cloud cost guide", "document automation whitepaper", "industrial IoT security"],
    eyebrow: "Resources",
    intro:
      "Longer pieces for readers who want the detail: how to start with AI without wasting a year, what the data protection law means for your software, and how to keep cloud bills under control. Written by the engineers and consultants who do this work, not by a marketing team.",
    cta: { label: "Ask for a whitepaper", href: "/contact", text: "Tell us which guide you need and we will send it" },
    blocks: [
      {
        type: "cards",
        heading: "Current whitepapers",
        cards: [
          {
            title: "Starting with AI in a mid-sized company",
            text: "How to choose a first use case, check your data, run a pilot in eight to twelve weeks and decide honestly whether to scale it.",
            meta: "Whitepaper · 22 pages",
            icon: "brain",
          },
          {
            title: "Reading documents with AI: accuracy, review and controls",
            text: "Where document AI works well, how to measure its accuracy on your own papers, and the human review that keeps mistakes out of your books.",
            meta: "Whitepaper · 18 pages",
            icon: "file",
          },
          {
            title: "The DPDP Act, 2023 for software teams",
            text: "What India's data protection law asks of the systems you build and run: notices, consent, retention, security safeguards and data principal rights.",
            meta: "Guide · 16 pages",
            icon: "scale",
          },
          {
            title: "Cloud cost control for growing businesses",
            text: "Why cloud bills creep up, the monthly review that stops it, and the tagging, right-sizing and commitment decisions that pay off first.",
            meta: "Whitepaper · 20 pages",
            icon: "cloud",
          },
          {
            title: "Securing connected machines on the factory floor",
            text: "Segmenting plant networks, managing remote access for vendors and monitoring IoT devices that were never designed with security in mind.",
            meta: "Whitepaper · 24 pages",
            icon: "shield",
          },
          {
            title: "Search and answers over Indian-language documents",
            text: "Practical choices for retrieval and language models when your documents mix English, Hindi and Marathi, with the evaluation method we use.",
            meta: "Technical guide · 28 pages",
            icon: "language",
          },
        ],
      },
      {
        type: "prose",
        heading: "How to get a copy",
        paragraphs: [
          "Every whitepaper is free. Write to hello@nexora.example with the title in the subject line and we will reply with the PDF, usually the same business day. We do not add you to a mailing list and we do not pass your address to anyone.",
          "If a paper raises questions about your own situation, reply to the same e-mail or use the contact page, and one of the authors will get back to you within 24 hours.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/resources/webinars",
    title: "Webinars and Recordings",
    description:
      "Live sessions and recordings from Nexora engineers and trainers on AI in operations, cloud migration, security and careers in tech. Recordings on request.",
    keywords: ["webinars", "AI webinar India", "cloud migration webinar", "cybersecurity webinar", "tech career webinar", "Nexora sessions"],
    eyebrow: "Resources",
    intro:
      "Forty-five minutes with the people who do the work, followed by questions. Each session covers one topic in enough depth to be useful, and every recording is available on request if you missed it live.",
    cta: { label: "Ask for a recording", href: "/contact", text: "Missed a session? Ask for the recording or suggest a topic" },
    blocks: [
      {
        type: "cards",
        heading: "Recorded sessions",
        cards: [
          {
            title: "AI in operations: five use cases that pay for themselves",
            text: "Invoice reading, demand forecasting, quality inspection, customer query routing and maintenance alerts, with what each takes to get right.",
            meta: "Webinar · 45 min · recording on request",
            icon: "automation",
          },
          {
            title: "Moving to the cloud without surprises",
            text: "A migration walk-through: inventory, choosing what to move first, cutover planning and the costs people forget to budget for.",
            meta: "Webinar · 50 min · recording on request",
            icon: "cloud",
          },
          {
            title: "Ransomware: a tabletop exercise in public",
            text: "Our security team plays through an attack on a fictional manufacturer, decision by decision, and shows where preparation made the difference.",
            meta: "Webinar · 60 min · recording on request",
            icon: "lock",
          },
          {
            title: "Careers in AI: what employers ask for",
            text: "Trainers and hiring managers on the skills, projects and portfolios that get interviews, for students and career changers.",
            meta: "Webinar · 45 min · recording on request",
            icon: "graduation",
          },
          {
            title: "Dashboards that managers actually use",
            text: "Designing reports around decisions, with before-and-after examples from real Power BI work.",
            meta: "Webinar · 40 min · recording on request",
            icon: "dashboard",
          },
          {
            title: "Getting started with ROS 2",
            text: "A live demonstration from our robotics lab: a Raspberry Pi robot, its ROS 2 nodes, and how the pieces talk to each other.",
            meta: "Webinar · 45 min · recording on request",
            icon: "bot",
          },
        ],
      },
      {
        type: "list",
        heading: "Recordings and live sessions",
        items: [
          "To get a recording, write to hello@nexora.example with the session title; we send a private viewing link.",
          "To hear about the next live session, write to the same address and ask to be told; we send one e-mail per session and nothing else.",
          "Sessions are in English with questions welcome in Hindi or Marathi.",
          "Companies can book any session as a private briefing for their own team through the contact page.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/blog",
    title: "The Nexora Blog",
    description:
      "Notes from Nexora engineers and trainers on AI, cloud, data, security and teaching technology, written for people who build and run real systems.",
    keywords: ["Nexora blog", "AI blog", "cloud engineering blog", "data engineering notes", "technology blog India", "engineering lessons"],
    eyebrow: "Resources",
    intro:
      "Short, practical notes from our engineers and trainers: what worked on a project, what did not, and what we would do differently next time. No product announcements dressed up as articles.",
    cta: { label: "Write to us", href: "/contact", text: "Have a question about something you read here?" },
    blocks: [
      {
        type: "cards",
        heading: "Recent notes",
        cards: [
          {
            title: "Your first AI project should be boring",
            text: "Why we steer clients towards dull, high-volume tasks for a first project, and what goes wrong with the exciting ones.",
            meta: "AI · 6 min read",
            icon: "lightbulb",
          },
          {
            title: "What an OCR error costs an accounts team",
            text: "Working through the real cost of a misread invoice field, and why review screens matter more than model accuracy.",
            meta: "Automation · 5 min read",
            icon: "file",
          },
          {
            title: "The three cloud bills we see most often",
            text: "Idle development environments, oversized databases and forgotten storage: how to find each in an afternoon.",
            meta: "Cloud · 7 min read",
            icon: "cloud",
          },
          {
            title: "Teaching Python to people who love Excel",
            text: "Lessons from our data science batches on starting from what learners already know instead of from syntax.",
            meta: "Training · 5 min read",
            icon: "graduation",
          },
          {
            title: "One-time codes done properly",
            text: "How we built e-mail sign-in for our own portal: keyed hashes, short expiry, rate limits and the same answer for unknown addresses.",
            meta: "Security · 8 min read",
            icon: "lock",
          },
          {
            title: "Marathi and Hindi in search: what we learned",
            text: "Transliteration, mixed-script queries and the evaluation set that told us which approach actually worked for users.",
            meta: "Language AI · 9 min read",
            icon: "language",
          },
        ],
      },
      {
        type: "prose",
        heading: "Reading the full posts",
        paragraphs: [
          "We are publishing these notes on the site one by one. Until a post appears here in full, write to hello@nexora.example with its title and we will send you the complete text, along with any code samples or slides that go with it.",
          "Ideas for a topic, or a correction to something we wrote, are welcome at the same address.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/news",
    title: "News and Announcements",
    description:
      "Company news from Nexora Technologies: recognition as Best Digital Agency 2025, the NexWeb launch, new services and academy batches across Maharashtra.",
    keywords: ["Nexora news", "Best Digital Agency 2025", "NexWeb launch", "company announcements", "Nexora Technologies Academy news"],
    eyebrow: "Company",
    intro:
      "What is new at Nexora: recognition, launches, new services and the people and places behind them. For press enquiries, see our press page or write to hello@nexora.example.",
    cta: { label: "Contact us", href: "/contact", text: "Want to know more about any of these announcements?" },
    blocks: [
      {
        type: "cards",
        heading: "Latest announcements",
        cards: [
          {
            title: "Nexora named Best Digital Agency 2025",
            text: "We were recognised as Best Digital Agency 2025 at a regional industry award, for work that combined web, data and AI projects with training for clients' teams. The credit belongs to the engineers, designers and trainers across all four of our offices.",
            meta: "Award · 2025",
            icon: "award",
          },
          {
            title: "NexWeb web development services are live",
            text: "NexWeb, our web design and development studio, now offers fixed-price packages for websites, online stores and web applications, designed, built and cared for by one team.",
            meta: "Launch · 2025",
            icon: "sparkles",
          },
          {
            title: "AI-powered website optimisation now available",
            text: "NexWeb clients can now have their sites reviewed for speed, accessibility and search with AI-assisted tooling, followed by fixes made and checked by our developers.",
            meta: "Product · 2025",
            icon: "rocket",
          },
          {
            title: "New weekend batches at the Akola academy",
            text: "Following demand from working professionals in Vidarbha, the academy has added weekend batches of the AI bootcamp and the data science course in Akola.",
            meta: "Academy · 2025",
            icon: "graduation",
          },
        ],
      },
      {
        type: "prose",
        heading: "About these announcements",
        paragraphs: [
          "We post news here when something changes for our clients, learners or staff. We do not publish client names or project figures without written permission, so some announcements are deliberately brief.",
          "Journalists can find the boilerplate, media kit and press contact on the press page.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/case-studies",
    title: "Client Stories",
    description:
      "How Nexora worked with a Pune auto-components maker, a Vidarbha co-operative bank and a Nagpur hospital group: the challenge, the approach and the result.",
    keywords: ["client stories", "customer success", "AI project examples", "Nexora clients", "manufacturing automation story", "bank document automation"],
    eyebrow: "Case Studies",
    intro:
      "Three longer stories of how an engagement with Nexora actually runs, told from the client's problem to the working system. Clients are anonymised at their request; the people involved are happy to talk to serious prospects.",
    cta: { label: "Discuss a similar project", href: "/contact", text: "Facing a problem like one of these? Tell us about it" },
    blocks: [
      {
        type: "prose",
        heading: "A Pune auto-components maker: catching defects before they ship",
        paragraphs: [
          "The challenge. A family-owned maker of machined components for two-wheeler and tractor manufacturers was receiving returns for surface defects that its manual inspectors had missed late in a shift. Each return put a customer relationship at risk, and adding more inspectors had not solved it.",
          "The approach. We started with two weeks on the shop floor, photographing good and defective parts with the inspectors who knew them best. A pilot camera station on one line ran in shadow mode for a month, flagging parts while people still made every decision, so both sides could see where the model was right and where it was not. Only then did it start holding parts back for a second look.",
          "The result. The inspection station now runs on the lines that produce most of the customer's volume, inspectors spend their time on the parts the system is unsure about, and the plant has a record of every rejected part with its image. The quality team maintains the model themselves after training from our academy.",
        ],
      },
      {
        type: "prose",
        heading: "A co-operative bank in Vidarbha: loan files without the backlog",
        paragraphs: [
          "The challenge. Loan applications arrived at branches as photocopies and phone photos of KYC, land and income documents, and were typed into the core banking system by hand at head office. Backlogs grew every harvest season, exactly when farmers and traders needed decisions fastest.",
          "The approach. We built a document pipeline that classifies each page, reads the fields that matter, and shows a reviewer the extracted value beside the original image, with uncertain fields highlighted. Nothing reaches the core system without a person approving it. Data stays on infrastructure in India, and the bank's own staff were trained to run the review screens.",
          "The result. Head office now reviews and approves instead of typing, and the seasonal backlog no longer builds up the way it used to. The bank has since asked us to extend the same approach to account-opening forms.",
        ],
      },
      {
        type: "prose",
        heading: "A hospital group in Nagpur: one app for patients",
        paragraphs: [
          "The challenge. Patients booked by phone, waited at the counter for lab reports and had no reminders for follow-ups. The hospital's information system held everything needed, but only staff could see it.",
          "The approach. We designed an Android and iOS app with patients and front-desk staff, connected it to the existing hospital system through a secure integration layer rather than replacing anything, and released it to one hospital first. Accessibility and Marathi and Hindi text were part of the design from the start, not added afterwards.",
          "The result. Patients book, receive reminders and download reports on their phones, the front desk handles fewer routine calls, and the group has rolled the app out to its other hospitals. We continue to run and improve it under a support agreement.",
        ],
      },
      {
        type: "list",
        heading: "What these projects have in common",
        items: [
          "A measurable goal agreed before any code was written",
          "A small pilot on the client's own data, with a clear go or no-go decision",
          "People kept in charge of decisions the system is unsure about",
          "Training for the client's team so they own the system afterwards",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/press",
    title: "Press and Media",
    description:
      "Press contact, media kit and company boilerplate for journalists writing about Nexora Technologies, its AI and engineering work and its training academy.",
    keywords: ["Nexora press", "media kit", "press contact", "company boilerplate", "Nexora Technologies media"],
    eyebrow: "Company",
    intro:
      "For journalists, analysts and event organisers: how to reach us, what we can send you and the standard description of the company. We answer press enquiries within one business day.",
    cta: { label: "Contact the press team", href: "/contact", text: "Working on a story? We will find you the right person to talk to" },
    blocks: [
      {
        type: "facts",
        heading: "Press contact",
        facts: [
          { label: "E-mail", value: "hello@nexora.example, with Press in the subject line" },
          { label: "Phone", value: "+91 98765 43210, Monday to Friday, 11:30 AM – 7:30 PM IST" },
          { label: "Response time", value: "Within one business day, and faster when you tell us your deadline" },
          { label: "Spokespeople", value: "Our leadership team and senior engineers, on AI, cloud, cybersecurity, technology skills and business in Vidarbha" },
        ],
      },
      {
        type: "list",
        heading: "Media kit on request",
        intro: "Write to us and we will send a media kit with:",
        items: [
          "The Nexora logo in colour and white versions (SVG and PNG) with usage notes",
          "Photographs of our leadership team, offices and academy classrooms",
          "A one-page company fact sheet",
          "Short biographies of our spokespeople",
          "The NexWeb logo for stories about our web studio",
        ],
      },
      {
        type: "prose",
        heading: "Company boilerplate",
        paragraphs: [
          "Nexora Technologies Pvt. Ltd. is an AI and technology services company from Maharashtra, India. Founded in Akola in 2019 and headquartered in Pune, with offices in Akola, Nagpur and Amravati, Nexora designs, builds and runs AI, cloud, web, mobile, data, cybersecurity, blockchain and IoT solutions for businesses, and trains students, professionals and corporate teams in AI, robotics, data science and digital marketing through Nexora Technologies Academy. Its web studio, NexWeb, builds websites, online stores and web applications.",
        ],
      },
      {
        type: "prose",
        heading: "A note on client names",
        paragraphs: [
          "Many of our clients prefer not to be named. We will not confirm or discuss a client relationship without the client's written permission, but we are glad to connect you with clients who have agreed to speak to the media.",
        ],
      },
    ],
  },
];
