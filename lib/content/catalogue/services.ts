// Nexora's professional and managed services: the mega menu's Services group (featured: Managed Services).
import type { OfferingPage } from "./types";

export const servicePages: OfferingPage[] = [
  {
    kind: "offering",
    path: "/services/managed-services",
    title: "Managed Application & Cloud Services",
    description:
      "Nexora runs, watches and improves your applications and cloud around the clock, against agreed service levels, with monthly reports on uptime, incidents and cost.",
    keywords: ["managed services", "managed cloud services India", "application management", "24/7 monitoring", "IT managed services Pune", "SLA support"],
    eyebrow: "Trusted by our clients",
    intro:
      "Your team should be improving the business, not watching dashboards at 2 a.m. With Nexora Managed Services, our engineers take day-to-day responsibility for your applications and cloud: monitoring them 24/7, fixing what breaks, keeping them patched and secure, and showing you every month how they ran.",
    cta: { label: "Get a quote", href: "/quote", text: "Tell us what you run and we will propose service levels to match" },
    whatItIs: [
      "Managed Services is an ongoing, monthly service in which Nexora operates the systems your business depends on: web and mobile application back ends, databases, integrations and the cloud accounts they run in, on AWS, Azure, Google Cloud or Indian data centres. We monitor availability, performance, errors, backups and security events around the clock, respond to incidents within agreed times, and apply patches and updates in planned maintenance windows.",
      "It works for systems we built and for systems we did not. We start by taking stock of what you have, document it, fix the obvious risks, and then run it against written service levels. Every month you get a plain report on uptime, incidents and their causes, changes made, open risks and cloud spend, with recommendations ranked by value rather than a list of alerts.",
    ],
    audience: [
      "Companies whose applications earn revenue or serve customers and cannot be down for long",
      "Businesses with one or two IT people who cannot cover nights, weekends and holidays",
      "Teams that have outgrown an original developer or vendor and need someone reliable to run what was built",
      "Organisations whose cloud bill is growing and nobody is clearly responsible for it",
    ],
    outcomes: [
      {
        title: "24/7 monitoring and response",
        text: "Engineers watching your systems around the clock, with incidents handled within response times written into the agreement.",
        icon: "clock",
      },
      {
        title: "Patched and secure",
        text: "Operating system, runtime and dependency updates applied on schedule, with backups tested by actually restoring them.",
        icon: "shield",
      },
      {
        title: "Cost under control",
        text: "Cloud spend reviewed every month, idle and oversized resources flagged, and savings recommended with their trade-offs.",
        icon: "chart",
      },
      {
        title: "Reports you can act on",
        text: "A monthly report and review call covering uptime, incidents, root causes, changes and the next improvements to make.",
        icon: "file",
      },
      {
        title: "Documentation you keep",
        text: "Architecture notes, runbooks and access lists maintained throughout, so your systems never depend on one person's memory.",
        icon: "book",
      },
      {
        title: "One accountable team",
        text: "A named service manager and a single number and e-mail for every issue, instead of chasing several vendors.",
        icon: "headset",
      },
    ],
    process: [
      {
        title: "Assessment",
        text: "Over two to three weeks we review your applications, infrastructure, monitoring, backups and security, and list the risks we find with a fix for each.",
      },
      {
        title: "Service agreement",
        text: "We agree what is covered, the service levels and response times by priority, maintenance windows and how you reach us, all in writing.",
      },
      {
        title: "Onboarding",
        text: "We set up monitoring and alerting, document the systems, take over access securely and fix the most urgent risks before the service starts.",
      },
      {
        title: "Run and improve",
        text: "Day-to-day operation against the agreed service levels, with a monthly report and review, and a quarterly plan for improvements.",
      },
    ],
    faqs: [
      {
        question: "How is Managed Services priced?",
        answer:
          "A fixed monthly fee based on the number and size of the systems we run and the service levels you choose, with the assessment and onboarding quoted separately. Your cloud provider's bill stays in your name and you pay it directly.",
      },
      {
        question: "Can you manage systems another vendor built?",
        answer:
          "Yes. The assessment tells us how they are built and what needs fixing first. If something is too risky to run as it stands, we say so and quote the remediation before we take it on.",
      },
      {
        question: "What if we want to take operations back in-house later?",
        answer:
          "You own your accounts, code and documentation throughout. If you move on, we hand over runbooks, access and a briefing to your team or the next provider as part of the agreement.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/services/implementation-onboarding",
    title: "Implementation & Onboarding Services",
    description:
      "Go live quickly with a planned rollout: we configure, migrate data, connect your systems and train your people for Nexora products and other business software.",
    keywords: ["software implementation", "onboarding services", "go-live support", "data migration", "ERP implementation support", "rollout planning"],
    eyebrow: "Professional Services",
    intro:
      "New software only pays off once people use it for real work. Our implementation team takes you from signed contract to a stable go-live: planning the rollout, configuring the product to fit your processes, moving your data across and staying close while your teams settle in.",
    cta: { label: "Plan your rollout", href: "/contact", text: "Tell us what you are rolling out and by when" },
    whatItIs: [
      "Implementation & Onboarding is a fixed-scope project that puts a software product into service in your organisation. We do it for Nexora's own products, such as AI Platform, Automation Suite and Analytics Platform, and for the business software you buy from others, including CRM, helpdesk, HR and cloud collaboration tools.",
      "The work covers everything between purchase and routine use: a rollout plan with milestones, configuration of roles, workflows and reports, migration and checking of your existing data, integration with the systems around it, user acceptance testing with your team, training, and hypercare support in the weeks after go-live, when most questions come up.",
    ],
    audience: [
      "Companies that have bought, or are about to buy, a Nexora product and want it live without disruption",
      "Organisations rolling out CRM, helpdesk, HR or other business software across several offices or plants",
      "IT teams who lack the time or experience to run a large rollout alongside their daily work",
      "Businesses whose previous implementation stalled and needs restarting properly",
    ],
    outcomes: [
      {
        title: "A rollout plan with dates",
        text: "Milestones, owners and go-live criteria agreed at the start, with a weekly status you can share with management.",
        icon: "target",
      },
      {
        title: "Software that fits your process",
        text: "Roles, forms, workflows and reports configured for how you work, changed only where the software needs it.",
        icon: "workflow",
      },
      {
        title: "Clean data on day one",
        text: "Existing records cleaned, migrated and reconciled against the old system before anyone switches over.",
        icon: "database",
      },
      {
        title: "People ready to use it",
        text: "Role-based training, short guides in plain language and power users in each team who can help their colleagues.",
        icon: "users",
      },
      {
        title: "Support after go-live",
        text: "Hypercare with extra support for the first weeks, then a clean handover to support or managed services.",
        icon: "headset",
      },
    ],
    process: [
      {
        title: "Kick-off and discovery",
        text: "We meet the people who will use the software, document current processes and data, and agree scope, milestones and success criteria.",
      },
      {
        title: "Configure and migrate",
        text: "We configure the product in a test environment, connect it to your other systems and run trial data migrations until the numbers reconcile.",
      },
      {
        title: "Test and train",
        text: "Your team tests real scenarios and signs them off, and we train each group of users in the days just before they start using it.",
      },
      {
        title: "Go-live in phases",
        text: "We switch over one team, site or process at a time where possible, with a rollback plan ready for each step.",
      },
      {
        title: "Hypercare and handover",
        text: "Extra support for the first weeks after go-live, then a handover of documentation and open items to your team or our support desk.",
      },
    ],
    faqs: [
      {
        question: "How long does an implementation take?",
        answer:
          "Small rollouts of one product in one location often take four to eight weeks; multi-site rollouts with data migration and integrations take longer. We give you a dated plan after discovery, before you commit.",
      },
      {
        question: "How is it priced?",
        answer:
          "As a fixed-price project based on the scope agreed in discovery. Anything new that comes up along the way is estimated and approved by you before we do it.",
      },
      {
        question: "Do you implement software from other vendors?",
        answer:
          "Yes, where we have hands-on experience with it. If a product is outside our experience we say so at the start rather than learning on your project.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/services/custom-development",
    title: "Custom Software Development",
    description:
      "Web, mobile and back-end software built for the way your business works, by a Nexora team that designs, builds, tests and hands over code you fully own.",
    keywords: ["custom software development", "software development company Pune", "bespoke software India", "web application development", "mobile app development", "API development"],
    eyebrow: "Professional Services",
    intro:
      "When off-the-shelf software forces your team into workarounds, it is time to build something that fits. We design and build custom web applications, mobile apps, internal tools and APIs around your process, in short releases you can see and test, and hand over code you fully own.",
    cta: { label: "Get a quote", href: "/quote", text: "Describe what you want to build and we will scope it with you" },
    whatItIs: [
      "Custom Development is software built to your specification by a small Nexora team: typically a product manager, a designer, engineers and a tester, led by one person you can always reach. We build web applications in React and Next.js, mobile apps for Android and iOS from one codebase, and back ends and APIs in Node.js, Python or Java, on the cloud you prefer.",
      "We work in two-week cycles. At the end of each you see working software, not a status report, and can change priorities for the next. Quality is built in from the start with code reviews, automated tests, accessibility checks and security basics. At the end you own the source code, the documentation and the cloud accounts, and you can keep us for support or take it in-house.",
    ],
    audience: [
      "Businesses with a process that no packaged software handles well, such as dealer ordering, field inspections or custom quoting",
      "Start-ups building their first product who need a dependable engineering team",
      "Companies replacing an ageing desktop or spreadsheet-based system with a modern web or mobile application",
      "Product teams that need extra engineers for a defined piece of work",
    ],
    outcomes: [
      {
        title: "Software that fits your work",
        text: "Screens and workflows designed with the people who will use them, tested with them before release.",
        icon: "code",
      },
      {
        title: "Progress you can see",
        text: "A working demo every two weeks and a shared backlog, so you always know what is done and what is next.",
        icon: "trending",
      },
      {
        title: "Quality built in",
        text: "Code review, automated tests, accessibility and security checks on every release, not bolted on at the end.",
        icon: "check",
      },
      {
        title: "Code and IP you own",
        text: "Source code, designs, documentation and cloud accounts in your name, with no lock-in to Nexora.",
        icon: "lock",
      },
    ],
    process: [
      {
        title: "Discovery",
        text: "One to three weeks of workshops to understand users, processes and constraints, ending with a scope, rough designs, an architecture and a quote.",
      },
      {
        title: "Design",
        text: "Clickable prototypes of the key screens, tested with a few real users and refined before development begins.",
      },
      {
        title: "Build in two-week cycles",
        text: "Features developed, tested and demonstrated every two weeks, with your product owner setting priorities for the next cycle.",
      },
      {
        title: "Launch",
        text: "Final testing, performance and security checks, data migration if needed, deployment and a watched first weeks in production.",
      },
      {
        title: "Support or handover",
        text: "Continue with our support and maintenance service, or take the product in-house with a full handover to your developers.",
      },
    ],
    faqs: [
      {
        question: "Do you work on fixed price or time and materials?",
        answer:
          "Both. A well-defined scope can be fixed-price after discovery; evolving products usually work better on a monthly team cost with a cap. We explain the trade-offs and you choose before any build starts.",
      },
      {
        question: "Who owns the code?",
        answer:
          "You do, from the first commit. Code lives in a repository you control, and the contract assigns the intellectual property to you on payment.",
      },
      {
        question: "Can you take over a half-finished project?",
        answer:
          "Often, yes. We start with a short paid code and architecture review, then tell you honestly whether to continue, refactor or rebuild, and what each would cost.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/services/system-integration",
    title: "System Integration Services",
    description:
      "Connect ERP, CRM, accounting, e-commerce and legacy systems so data moves once and correctly: APIs, middleware and monitored integrations built and run by Nexora.",
    keywords: ["system integration", "ERP integration", "CRM integration", "API integration India", "Tally integration", "SAP integration", "legacy system integration"],
    eyebrow: "Professional Services",
    intro:
      "Orders keyed into three systems, stock figures that never match, reports built by copying between screens: these are integration problems. We connect your ERP, CRM, accounting, e-commerce and legacy systems so each piece of data is entered once and arrives everywhere it is needed, correctly.",
    cta: { label: "Discuss an integration", href: "/contact", text: "List the systems that do not talk to each other and we will map a fix" },
    whatItIs: [
      "System Integration is a project, often followed by ongoing support, to make your business systems share data reliably. We work with SAP, Tally, Zoho, Salesforce, Microsoft Dynamics, e-commerce platforms, payment gateways, logistics providers, government portals such as GST e-invoicing, and the custom and legacy applications most companies also run.",
      "Depending on what each system allows, we connect through APIs, middleware, database integration or structured file exchange, and we build for the bad days as well as the good: retries when a system is down, checks that catch mismatched records, alerts to the right person, and a log of every message so any discrepancy can be traced. Where a legacy system has no API, we build a safe one around it rather than replacing it before you are ready.",
    ],
    audience: [
      "Manufacturers and distributors whose ERP, CRM and warehouse systems hold different versions of the same order",
      "Retailers and D2C brands connecting online stores, marketplaces, payments, shipping and accounting",
      "Companies with a legacy application that still works but cannot talk to anything new",
      "IT teams maintaining fragile scripts and manual exports between systems",
    ],
    outcomes: [
      {
        title: "Data entered once",
        text: "Orders, customers, invoices and stock flowing automatically between systems, without re-keying.",
        icon: "network",
      },
      {
        title: "Numbers that match",
        text: "Reconciliation checks that catch mismatches between systems and flag them before month-end.",
        icon: "check",
      },
      {
        title: "Integrations you can trust",
        text: "Retries, alerts and a searchable message log, so a failure is noticed and traced in minutes, not discovered weeks later.",
        icon: "zap",
      },
      {
        title: "Room to change",
        text: "A documented integration layer, so replacing one system later does not mean rewiring all the others.",
        icon: "blocks",
      },
    ],
    process: [
      {
        title: "Map the systems",
        text: "We document each system, the data it owns, how it can be connected and where today's manual steps and errors occur.",
      },
      {
        title: "Design the integration",
        text: "We agree the data flows, which system is the source of truth for each record, error handling and security, and quote the work.",
      },
      {
        title: "Build and test",
        text: "Integrations are built against test environments and checked with real sample data, including failure cases, before anything touches production.",
      },
      {
        title: "Switch over",
        text: "Flows go live one at a time, running alongside the manual process until the results reconcile.",
      },
      {
        title: "Monitor and support",
        text: "We monitor the integrations and respond to failures, as part of our support and maintenance or managed services if you choose.",
      },
    ],
    faqs: [
      {
        question: "Can you integrate with Tally and government portals?",
        answer:
          "Yes. We regularly connect Tally to other systems, and integrate with GST e-invoicing and e-way bill services through approved routes. We confirm the exact approach for your versions during the mapping stage.",
      },
      {
        question: "Do we need to buy a middleware product?",
        answer:
          "Not necessarily. For a few flows, lightweight code on your cloud is often enough; for many systems, an integration platform may be worth it. We recommend what fits your scale and budget, and we have no commission from any vendor.",
      },
      {
        question: "How is an integration project priced?",
        answer:
          "Usually fixed-price per set of flows after the mapping and design stage, with ongoing monitoring and support as an optional monthly service.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/services/support-maintenance",
    title: "Software Support & Maintenance",
    description:
      "Bug fixes, security updates, small enhancements and a helpdesk for your applications, with agreed response times and a monthly report on what we fixed.",
    keywords: ["software support", "application maintenance", "AMC software India", "bug fixing service", "security patching", "helpdesk support"],
    eyebrow: "Support & Managed",
    intro:
      "Software needs looking after once it is live: bugs surface, libraries go out of date, browsers and phones change, and users need help. Our support and maintenance service keeps your applications working, secure and up to date, with a helpdesk your team can reach and response times written down.",
    cta: { label: "Ask about a support plan", href: "/contact", text: "Tell us what needs looking after and we will suggest a plan" },
    whatItIs: [
      "Support & Maintenance is an annual or monthly plan, similar to an AMC, for web applications, mobile apps, websites and integrations, whether Nexora built them or not. It covers a helpdesk for your users by e-mail, phone and portal, investigation and fixing of defects, security patches and dependency updates, compatibility updates for new browser and mobile OS versions, and a monthly allowance of hours for small enhancements.",
      "Every request gets a ticket and a priority, and response times depend on priority: urgent issues that stop work are picked up fastest, questions and small changes are scheduled. Support runs during business hours, Monday to Friday, 11:30 AM to 7:30 PM IST, with extended and 24/7 cover available for critical systems. At the end of each month you get a report of tickets, fixes, updates applied and any risks we see coming.",
    ],
    audience: [
      "Companies with a web or mobile application that is live and must keep working",
      "Businesses whose original developer or vendor is no longer available",
      "Teams that want small improvements delivered steadily without starting a new project each time",
      "Organisations that need documented patching and support for audits or client contracts",
    ],
    outcomes: [
      {
        title: "A helpdesk that answers",
        text: "One place for your users to report problems, with a ticket number, a priority and an owner for every request.",
        icon: "headset",
      },
      {
        title: "Agreed response times",
        text: "Response targets by priority written into the plan, with extended or 24/7 cover for critical systems.",
        icon: "clock",
      },
      {
        title: "Secure and up to date",
        text: "Security patches, dependency upgrades and compatibility fixes applied on a schedule, tested before release.",
        icon: "shield",
      },
      {
        title: "Steady improvements",
        text: "A monthly allowance of hours for small enhancements, planned with you so the software keeps up with your business.",
        icon: "refresh",
      },
    ],
    process: [
      {
        title: "Application review",
        text: "We review the code, hosting, documentation and open issues, and tell you what state the application is in and what needs attention first.",
      },
      {
        title: "Choose a plan",
        text: "We agree coverage hours, response times by priority, the enhancement allowance and how your users contact the helpdesk.",
      },
      {
        title: "Take over",
        text: "We set up access, build and deployment, monitoring and documentation, and fix urgent issues found in the review.",
      },
      {
        title: "Support every month",
        text: "Tickets handled against the agreed targets, updates applied on schedule, and a monthly report and call to plan the next month's work.",
      },
    ],
    faqs: [
      {
        question: "How is support priced?",
        answer:
          "A fixed monthly or annual fee based on the size of the application, the coverage hours and response times you choose, and the enhancement allowance. The initial review is quoted separately.",
      },
      {
        question: "What is the difference from Managed Services?",
        answer:
          "Support & Maintenance looks after the software itself: fixes, updates and help for users. Managed Services also takes responsibility for running it, with 24/7 monitoring of the application and its cloud. Many clients start with support and add managed services as the system becomes more critical.",
      },
      {
        question: "What happens to unused enhancement hours?",
        answer:
          "Unused hours can be carried forward for a limited period set out in your plan, so a quiet month does not waste your budget.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/services/training-enablement",
    title: "Team Training & Enablement",
    description:
      "Make your people confident with new tools: role-based training, guides in plain language and on-the-floor help when software, AI or cloud platforms go live.",
    keywords: ["user training", "software adoption", "enablement services", "corporate training Maharashtra", "change enablement", "AI tools training for staff"],
    eyebrow: "Support & Managed",
    intro:
      "A new system is only as good as the people using it. Training & Enablement gets your teams confident with the software, AI tools and cloud platforms you adopt: trained on their own work, backed by short guides, and supported by colleagues who know the tool well.",
    cta: { label: "Plan training for your team", href: "/contact", text: "Tell us which tool your team is adopting and who will use it" },
    whatItIs: [
      "Training & Enablement is practical, role-based training tied to a specific rollout in your organisation, such as a Nexora product, a new CRM, Microsoft 365 or Google Workspace, AI assistants, or a cloud platform your IT team is moving to. Unlike our academy courses, which teach a subject to individuals, this service teaches your people to do their own jobs in the new tool, using your data, your processes and your terminology.",
      "We run sessions in person at your offices or plants across Maharashtra or live online, in English, Hindi or Marathi as your teams prefer. Alongside the sessions we produce short written and video guides, train a group of power users who become the first point of help, and check adoption after go-live so we can fix the places where people are still struggling.",
    ],
    audience: [
      "Companies rolling out new software or AI tools to teams with mixed levels of digital confidence",
      "HR and L&D managers asked to make a technology change stick across locations",
      "IT teams that need administrators trained to run a new platform themselves",
      "Managers who want staff to use AI assistants productively and within company policy",
    ],
    outcomes: [
      {
        title: "Training on real work",
        text: "Sessions built around each role's daily tasks in the new tool, using your processes and sample data.",
        icon: "users",
      },
      {
        title: "Guides people actually use",
        text: "Short step-by-step guides and videos for common tasks, written in plain language and kept up to date.",
        icon: "book",
      },
      {
        title: "Power users in every team",
        text: "Colleagues trained in depth to answer questions and help others, so support does not depend on IT alone.",
        icon: "award",
      },
      {
        title: "Adoption you can measure",
        text: "Usage checks and feedback after go-live, with follow-up sessions where people are still getting stuck.",
        icon: "chart",
      },
    ],
    process: [
      {
        title: "Training needs review",
        text: "We learn who will use the tool, for which tasks, where they work and how confident they are, and agree the training plan.",
      },
      {
        title: "Prepare materials",
        text: "Exercises, guides and videos are built around your processes and checked with your process owners before delivery.",
      },
      {
        title: "Deliver by role",
        text: "Sessions for end users, managers, administrators and power users, scheduled close to go-live so skills are fresh.",
      },
      {
        title: "Follow up",
        text: "Floor-walking and help sessions in the first weeks, an adoption check, and refresher material for new joiners.",
      },
    ],
    faqs: [
      {
        question: "How is this different from your training courses?",
        answer:
          "Our academy courses teach skills such as machine learning or cloud architecture to individuals and lead to a certificate. Training & Enablement teaches your staff to use a specific tool in their own jobs as part of a rollout, and is planned around your go-live.",
      },
      {
        question: "Can you train teams in Marathi or Hindi?",
        answer:
          "Yes. Sessions and guides can be in English, Hindi or Marathi, and we often mix them for teams across offices and plants in Maharashtra.",
      },
      {
        question: "How is it priced?",
        answer:
          "By the number of sessions, locations and materials needed, quoted as a fixed price once the training plan is agreed. It can also be included in an implementation project.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/services/consulting",
    title: "Technology Consulting Services",
    description:
      "Technology assessments, roadmaps and architecture reviews from senior Nexora engineers: an independent view of where to invest, what to fix and what to leave alone.",
    keywords: ["technology consulting", "IT assessment", "technology roadmap", "architecture review", "IT consulting Pune", "vendor selection"],
    eyebrow: "Support & Managed",
    intro:
      "Before you commit budget to a new platform, a migration or an AI project, it helps to have someone experienced look at the whole picture. Our consultants assess where you are, review the architecture and vendors in front of you, and give you a roadmap you can act on, whether or not Nexora does the work.",
    cta: { label: "Book a consultation", href: "/contact", text: "Tell us the decision you are facing and we will suggest where to start" },
    whatItIs: [
      "Consulting is short, focused advisory work led by senior engineers and architects who build and run systems every day. Typical engagements are a technology assessment of your applications, infrastructure, data and security; an architecture review of a system you have or plan to build; a roadmap that sequences projects by value, risk and cost; or help choosing between vendors and reviewing their proposals.",
      "Every engagement ends with a written report and a presentation to your leadership: what we found, what we recommend, what it will roughly cost and in what order to do it. Our advice is independent: we take no commissions from software vendors, and we will tell you when the right answer is to keep what you have.",
    ],
    audience: [
      "Owners and leadership teams of growing companies planning significant technology spend",
      "CIOs and IT heads who want an independent second opinion on an architecture or vendor proposal",
      "Companies preparing for a cloud migration, an ERP replacement or a first AI project",
      "Boards and investors who need a clear technical view of a business or product",
    ],
    outcomes: [
      {
        title: "A clear picture of today",
        text: "An honest assessment of your systems, data, security and team, with strengths and risks in plain language.",
        icon: "compass",
      },
      {
        title: "A roadmap you can act on",
        text: "Projects sequenced by value and risk, with rough costs, timelines and the quick wins to do first.",
        icon: "target",
      },
      {
        title: "Architecture reviewed",
        text: "Designs checked for security, scalability, cost and maintainability by people who build such systems every day.",
        icon: "consulting",
      },
      {
        title: "Better vendor decisions",
        text: "Requirements, evaluation criteria and proposal reviews that help you choose the right partner at a fair price.",
        icon: "scale",
      },
    ],
    process: [
      {
        title: "Scoping call",
        text: "We discuss the decision you face, agree the questions the engagement must answer and confirm a fixed scope and fee.",
      },
      {
        title: "Interviews and review",
        text: "Over two to six weeks we interview your people, review documents, code, infrastructure and costs, and test our findings with you as we go.",
      },
      {
        title: "Report and roadmap",
        text: "A written report with findings, options and recommendations, presented to your leadership with time for questions.",
      },
      {
        title: "Follow-through",
        text: "Optional check-ins as you carry out the roadmap, whether with your own team, another vendor or Nexora.",
      },
    ],
    faqs: [
      {
        question: "Are you independent if Nexora could also do the work?",
        answer:
          "We keep the two separate: the consulting report stands on its own, you are free to use any vendor to carry it out, and we take no commission from software vendors. If we think you do not need a project at all, we say so.",
      },
      {
        question: "How long does a typical engagement take?",
        answer:
          "Architecture reviews often take two to three weeks; a full technology assessment and roadmap for a mid-sized company usually takes four to six. We agree the timeline during scoping.",
      },
      {
        question: "How is consulting priced?",
        answer:
          "As a fixed fee for an agreed scope, set out in writing after the scoping call, so you know the full cost before we start.",
      },
    ],
  },
];
