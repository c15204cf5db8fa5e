// The company's eight service lines: the footer's service column and the home page's services overview link here.
import type { OfferingPage } from "./types";

export const offeringPages: OfferingPage[] = [
  {
    kind: "offering",
    path: "/ai-automation",
    title: "AI & Automation Services",
    description:
      "AI assistants, document processing and workflow automation that take repetitive work off your team, with a person in charge of every uncertain case.",
    keywords: ["AI automation services", "AI assistant for business", "workflow automation", "WhatsApp chatbot", "AI company Pune", "business process automation India"],
    eyebrow: "AI & Automation",
    intro:
      "Most teams lose hours every day copying data between systems, answering the same questions and chasing approvals. We build AI assistants and automations that take on that work, sit inside the tools your people already use, and hand anything uncertain to a person.",
    cta: { label: "Discuss an automation idea", href: "/contact", text: "Tell us which task takes your team the most time" },
    whatItIs: [
      "AI & Automation is our service line for putting AI to work on everyday operations. We build assistants that answer customers and staff from your own documents and systems, on your website, in WhatsApp or on your intranet; automations that move data between your ERP, CRM, e-mail and spreadsheets; and AI features such as extraction, classification and summaries added to software you already run.",
      "We start from a process and a number, not a technology: how many hours a week a task takes today, how many errors slip through, how long a customer waits. Then we choose the simplest approach that moves that number, whether a large language model, a conventional machine-learning model or a well-designed rule. Where the work is mostly reading documents at volume, such as invoices, KYC papers or claims, our Intelligent Process Automation solution goes further, with document AI and review queues built in.",
      "Whatever we build keeps a person in charge: confidence thresholds, review screens, a log of every action and a simple way to switch an automation off.",
    ],
    audience: [
      "Operations, finance and HR teams buried in data entry, approvals and follow-ups",
      "Customer support teams answering the same questions in English, Hindi and Marathi every day",
      "Companies that tried a chatbot or RPA tool, found it brittle and want something that holds up",
      "Product teams that want AI features in their software without hiring a research team",
    ],
    outcomes: [
      {
        title: "Assistants that answer from your data",
        text: "Grounded in your policies, product documents and systems, showing their sources, and handing over to a person when they are unsure.",
        icon: "bot",
      },
      {
        title: "Workflows that run themselves",
        text: "Approvals, reminders, data transfers and reports that run on a schedule or when something happens, across the systems you already use.",
        icon: "workflow",
      },
      {
        title: "AI inside your existing software",
        text: "Extraction, classification, summaries and search added to your ERP, CRM or internal tools through clean, documented APIs.",
        icon: "code",
      },
      {
        title: "Controls you can audit",
        text: "Confidence thresholds, review queues, role-based access and a record of every action, so you can show an auditor what happened and why.",
        icon: "shield",
      },
      {
        title: "A measured result",
        text: "A baseline taken before we start and a report against it after launch: hours saved, turnaround time and error rate.",
        icon: "trending",
      },
      {
        title: "A team that can run it",
        text: "Documentation and hands-on training so your staff can adjust prompts, rules and workflows without waiting for us.",
        icon: "graduation",
      },
    ],
    process: [
      {
        title: "Process discovery (1–2 weeks)",
        text: "We sit with the people who do the work, map the process, measure the baseline and shortlist the steps worth automating first.",
      },
      {
        title: "Pilot on your data (4–6 weeks)",
        text: "A working assistant or automation on one process, used by a small group, with accuracy and time saved measured against the baseline.",
      },
      {
        title: "Roll-out (4–8 weeks)",
        text: "Integration with your systems, a security review, user training and a staged launch, one team or branch at a time.",
      },
      {
        title: "Run and improve",
        text: "Monitoring of accuracy, cost and usage, a monthly review with you, and the next process on the list when you are ready.",
      },
    ],
    faqs: [
      {
        question: "Will AI replace people on my team?",
        answer:
          "That is rarely the goal or the result. The automations we build take on the repetitive part of a job and route anything uncertain to a person, so your team spends its time on exceptions, customers and decisions. We plan the change with your managers from the start.",
      },
      {
        question: "Is our data sent to outside AI providers?",
        answer:
          "Only if you agree. We can use enterprise AI services with data retention switched off, models hosted in Indian cloud regions, or open models running inside your own environment. We document where your data goes and why, which also helps with your obligations under the DPDP Act, 2023.",
      },
      {
        question: "How is an automation project priced?",
        answer:
          "Discovery and the pilot are fixed-price, so you know the cost of finding out whether it works. The roll-out is quoted once the pilot has shown results, and ongoing support is a monthly fee. Any AI usage charges are shown separately so you can see them.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/cloud-computing",
    title: "Cloud Computing Services",
    description:
      "Cloud migration, architecture, security and cost control on AWS, Azure and Google Cloud, planned in stages and run by Nexora engineers with 24/7 monitoring.",
    keywords: ["cloud computing services", "cloud migration India", "AWS consultant Pune", "Azure migration", "Google Cloud partner", "cloud cost optimisation", "managed cloud"],
    eyebrow: "Cloud Computing",
    intro:
      "Moving to the cloud should make your systems more reliable and your costs easier to see, not the other way round. We plan and carry out migrations, design new cloud platforms and run them for you, on AWS, Azure, Google Cloud or Indian data centres.",
    cta: { label: "Plan a cloud move", href: "/contact", text: "Tell us what you run today and where you want to be" },
    whatItIs: [
      "Our cloud service covers the whole life of a cloud estate: assessing what you run today, deciding what should move and how, designing the target architecture, migrating application by application and operating the result. We work on AWS, Microsoft Azure and Google Cloud, and with Indian data-centre providers where data must stay in the country.",
      "Everything is written as infrastructure as code, reviewed like software and handed over with runbooks, so you own your cloud and are never locked in to us. Cost is part of the design from the first day: tagging, budgets and a monthly review of what you pay for. If your main goal is running AI models and GPU workloads, our AI Cloud Services offer covers that specialised ground.",
    ],
    audience: [
      "Companies running business systems on ageing servers in an office or a rented rack",
      "Teams whose cloud bill has grown faster than their usage and nobody can say why",
      "Banks, NBFCs, hospitals and others that need data kept in Indian regions, with an audit trail",
      "Software companies that need a production platform that grows with their customers",
    ],
    outcomes: [
      {
        title: "A migration plan without a big bang",
        text: "Every application assessed and given a route: rehost, re-platform, rebuild or retire, in an order that keeps the business running.",
        icon: "compass",
      },
      {
        title: "A secure landing zone",
        text: "Accounts, networks, identity and logging set up to a standard that passes a security review, before the first workload moves.",
        icon: "shield",
      },
      {
        title: "Costs you can see and control",
        text: "Tags, budgets, alerts and right-sizing, with a monthly report that shows what each team and product costs to run.",
        icon: "chart",
      },
      {
        title: "Resilience you have tested",
        text: "Backups, multi-zone deployment and restore drills, with recovery times agreed with the business and proven in practice.",
        icon: "refresh",
      },
      {
        title: "Everything as code",
        text: "Terraform and CI/CD pipelines, so environments are repeatable, changes are reviewed and nothing depends on one person's memory.",
        icon: "code",
      },
      {
        title: "Round-the-clock operations",
        text: "24/7 monitoring, patching and on-call engineers on a managed plan, if you would like us to run the platform for you.",
        icon: "headset",
      },
    ],
    process: [
      {
        title: "Assess (2–3 weeks)",
        text: "An inventory of applications, data and dependencies, today's costs, and agreed targets for availability, security and spend.",
      },
      {
        title: "Design (2–4 weeks)",
        text: "Target architecture, landing zone, security controls and a wave-by-wave migration plan with a rollback for every step.",
      },
      {
        title: "Migrate in waves",
        text: "Low-risk applications first, then the critical ones, each tested in the cloud and switched over in a planned window.",
      },
      {
        title: "Optimise and operate",
        text: "Right-sizing and commitments once usage settles, then either a managed service from us or a full hand-over to your team.",
      },
    ],
    faqs: [
      {
        question: "Which cloud should we choose?",
        answer:
          "The one that fits your applications, your team's skills and the licences you already hold. We have certified engineers on AWS, Azure and Google Cloud and take no commission from any of them, so the recommendation rests on your workloads alone.",
      },
      {
        question: "Can our data stay in India?",
        answer:
          "Yes. AWS, Azure and Google Cloud all run data-centre regions in India, and Indian data-centre providers are another option. We design the architecture so personal and regulated data stays in the regions you choose, and document it for your auditors.",
      },
      {
        question: "Will there be downtime during the migration?",
        answer:
          "Most applications move with a short planned window, usually outside business hours, and some with none at all. We agree each window in advance, rehearse the cut-over and keep the old system ready to take traffic back until the new one has proven itself.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/web-development",
    title: "Web Development Services",
    description:
      "Fast, accessible websites, online stores and web applications from NexWeb, Nexora's web design and development brand, built for phones first and cared for after launch.",
    keywords: ["web development company Pune", "website design Akola", "NexWeb", "ecommerce website India", "web application development", "Next.js development"],
    eyebrow: "Web Development",
    intro:
      "Your website is often the first thing a customer, candidate or investor sees. Our web work runs under NexWeb, Nexora's web design and development brand: one team that designs, writes, builds, hosts and looks after websites, online stores and web applications.",
    cta: { label: "Get a website quote", href: "/quote", text: "Tell us about your website, store or web app and get a fixed quote" },
    whatItIs: [
      "NexWeb builds three kinds of project. Company websites that explain clearly what you do and load fast on a mid-range phone. Online stores with UPI and card payments, GST invoices and stock that matches your accounts. And web applications, such as customer portals, booking systems and internal tools, with sign-in, dashboards and connections to your ERP or CRM.",
      "Behind the studio is the engineering of an AI and cloud company: modern frameworks such as Next.js, security reviews, proper hosting and monitoring, and accessibility to WCAG 2.2 AA as standard. Websites and stores come as fixed-price packages starting from two weeks; web applications are scoped and quoted after a short discovery. The NexWeb page shows the packages in detail.",
    ],
    audience: [
      "Small and mid-sized businesses whose website is out of date, slow or hard to edit",
      "Retailers and brands ready to sell online with UPI payments and proper GST invoicing",
      "Colleges, hospitals and service firms that need online forms, bookings or admissions",
      "Companies that need a customer or dealer portal connected to their existing systems",
    ],
    outcomes: [
      {
        title: "Fast on the phones people use",
        text: "Pages designed for a mid-range Android phone on 4G and measured before launch, because that is how most of your visitors arrive.",
        icon: "zap",
      },
      {
        title: "Accessible and easy to find",
        text: "WCAG 2.2 AA accessibility, clean page structure and structured data, so people and search engines can both read your site.",
        icon: "globe",
      },
      {
        title: "A site your team can edit",
        text: "A content editor for pages, products and posts, with a training session so your team can make changes without waiting for us.",
        icon: "pen",
      },
      {
        title: "Payments and integrations",
        text: "UPI, cards and net banking through Indian payment gateways, plus connections to shipping, CRM, ERP and WhatsApp.",
        icon: "network",
      },
      {
        title: "Secure hosting and care",
        text: "Hosting on Indian or global infrastructure with daily backups, security updates, uptime monitoring and a monthly allowance of changes.",
        icon: "shield",
      },
      {
        title: "Analytics you own",
        text: "Analytics set up in your own account, with a simple monthly view of visits, enquiries and sales.",
        icon: "chart",
      },
    ],
    process: [
      {
        title: "Discovery call",
        text: "We learn your goals, audience and must-haves, review your current site if you have one, and send a fixed quote within two working days.",
      },
      {
        title: "Design",
        text: "Wireframes, then full designs for phone and desktop, reviewed with you until they are right, before any code is written.",
      },
      {
        title: "Build and content",
        text: "We build the site, write or edit the copy, connect forms, payments and analytics, and test on real devices and with a screen reader.",
      },
      {
        title: "Launch and care",
        text: "A planned launch with redirects from your old pages, then hosting, updates and small changes on a simple care plan.",
      },
    ],
    faqs: [
      {
        question: "What is the difference between Nexora and NexWeb?",
        answer:
          "NexWeb is Nexora's web design and development brand: the same company, the same engineers and the same contract. The NexWeb name simply makes our website and online-store work easy to find. Web applications that involve AI, data or complex integrations are delivered by NexWeb together with Nexora's wider engineering team.",
      },
      {
        question: "How much does a website cost?",
        answer:
          "It depends on the number of pages, whether you sell online and what needs to connect. Company websites and online stores are fixed-price packages quoted after a discovery call; web applications are quoted after a short scoping exercise. You get the full price, including GST, in writing before work starts.",
      },
      {
        question: "Will we lose our Google rankings if we redesign?",
        answer:
          "Not if the move is handled properly. We keep your best-performing pages and their addresses where we can, redirect the rest, and watch search performance closely in the weeks after launch.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/mobile-apps",
    title: "Mobile App Development",
    description:
      "iOS and Android apps from one codebase, designed around the people who use them, built and published by Nexora, with support and updates after launch.",
    keywords: ["mobile app development Pune", "Android app development", "iOS app development", "React Native", "Flutter app India", "field force app"],
    eyebrow: "Mobile Apps",
    intro:
      "A good app does a few things very well for the people who open it every day. We design, build and publish iOS and Android apps from a single codebase, connect them to your systems, and keep them working as phones and app-store rules change.",
    cta: { label: "Get an app quote", href: "/quote", text: "Describe the app you have in mind and get a scoped quote" },
    whatItIs: [
      "Our mobile team builds customer apps, for bookings, orders, loyalty and account access, and field apps for staff who work away from a desk: sales teams, service engineers, delivery riders and inspectors. We use cross-platform frameworks such as React Native and Flutter, so one codebase serves both iOS and Android and every feature reaches both at once, and we write native code where a feature needs it.",
      "We design for the conditions your users actually face: mid-range Android phones, patchy connectivity, several languages and people who are not technical. Apps work offline where they need to, sync when a connection returns, and are tested on real devices before they reach the Play Store and App Store. We handle store listings, reviews and releases, and stay on to support the app after launch.",
    ],
    audience: [
      "Businesses whose customers keep asking for an app to book, order, pay or track",
      "Companies whose sales, service or delivery staff still report on paper or in WhatsApp groups",
      "Hospitals, schools and co-operatives that need a simple app for patients, parents or members",
      "Start-ups that need a reliable first version to put in front of users and investors",
    ],
    outcomes: [
      {
        title: "One app on iOS and Android",
        text: "A single codebase for both platforms, so new features and fixes reach every user at the same time and cost less to maintain.",
        icon: "smartphone",
      },
      {
        title: "Works with a weak signal",
        text: "Offline forms, local storage and background sync, so field staff in rural Maharashtra can keep working and upload later.",
        icon: "refresh",
      },
      {
        title: "Connected to your systems",
        text: "Secure APIs to your ERP, CRM, billing or hospital system, plus payments, maps, notifications and OTP sign-in.",
        icon: "network",
      },
      {
        title: "Designed for your users",
        text: "Simple flows, large touch targets, Indian languages and accessibility features, tested with real users before launch.",
        icon: "users",
      },
      {
        title: "Published and maintained",
        text: "Store listings, review submissions and releases handled for you, with updates for new OS versions and store policies.",
        icon: "rocket",
      },
      {
        title: "Usage you can see",
        text: "Crash reporting and analytics, so you know which features are used, where people give up and what to build next.",
        icon: "analytics",
      },
    ],
    process: [
      {
        title: "Discovery and design (2–4 weeks)",
        text: "User interviews, the few journeys that matter most, clickable prototypes tested with real users, and a fixed scope for version one.",
      },
      {
        title: "Build in sprints",
        text: "Two-week sprints with a test build on your own phone after each one, so you see progress and can change priorities early.",
      },
      {
        title: "Test and publish",
        text: "Testing on a spread of real devices, security checks, store listings and submission to the Play Store and App Store.",
      },
      {
        title: "Support and grow",
        text: "Monitoring, fixes and OS updates on a support plan, and a backlog of improvements driven by how the app is actually used.",
      },
    ],
    faqs: [
      {
        question: "Should the app be native or cross-platform?",
        answer:
          "For most business apps, cross-platform with React Native or Flutter gives you both platforms for much less than two separate apps, with no difference your users will notice. We recommend fully native apps only when an app depends heavily on device hardware or demanding graphics, and we will tell you if that is your case.",
      },
      {
        question: "Do we need an app, or would a website do?",
        answer:
          "Sometimes a fast mobile website from NexWeb is the better answer: cheaper, nothing to download and easier to find. An app earns its place when people use it often, need notifications or offline access, or use the phone's camera, location or sensors. We give you an honest view in the first conversation.",
      },
      {
        question: "How much does an app cost?",
        answer:
          "It depends on the journeys version one must cover, the systems it connects to and whether it must work offline. Discovery ends with a fixed scope for version one and its price, including GST, in writing before the build starts; support after launch is a monthly or annual plan.",
      },
      {
        question: "Who owns the app and the code?",
        answer:
          "You do. The app is published under your own developer accounts, and the source code, designs and credentials are handed over to you. If you later move the app to another team, we help with the transfer.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/data-analytics",
    title: "Data Analytics Services",
    description:
      "Data pipelines, warehouses and dashboards that bring scattered data from ERP, billing software and spreadsheets into one trusted view your managers use.",
    keywords: ["data analytics services", "Power BI consultant Pune", "data warehouse India", "business intelligence", "dashboard development", "data engineering"],
    eyebrow: "Data Analytics",
    intro:
      "Most companies have plenty of data and little agreement on what it says. We bring it together from your ERP, billing software, CRM and spreadsheets into one trusted source, and build the dashboards and reports your managers actually open.",
    cta: { label: "Talk to a data engineer", href: "/contact", text: "Tell us which numbers you wait too long for" },
    whatItIs: [
      "Our data analytics service builds the foundations that good reporting depends on: pipelines that pull data from your systems every night or every few minutes, a cloud data warehouse that holds it in a clean, consistent shape, and agreed definitions of the numbers that matter, such as sales, margin, stock or collections. On top of that we build dashboards in Power BI, Looker Studio or our own Analytics Platform, designed around the decisions each manager makes.",
      "We care most about whether the numbers are trusted. Every metric has a written definition and an owner, data quality is checked automatically, and each dashboard shows when it was last refreshed. When you are ready to look ahead rather than back, the same foundations support our Predictive Analytics and Forecasting solution.",
    ],
    audience: [
      "Owners and managers who wait days for reports stitched together by hand in Excel",
      "Companies where each department has a different figure for the same thing",
      "Multi-branch retailers, distributors and pharmacy chains that need stock and sales in one place",
      "Finance and operations teams preparing for growth, funding or an audit",
    ],
    outcomes: [
      {
        title: "One source of truth",
        text: "A warehouse with your sales, stock, finance and customer data joined up and refreshed automatically.",
        icon: "database",
      },
      {
        title: "Dashboards people use",
        text: "A small set of dashboards built with the managers who use them, on desktop and phone, in place of dozens of reports nobody reads.",
        icon: "dashboard",
      },
      {
        title: "Numbers everyone agrees on",
        text: "A written definition and an owner for each metric, so meetings discuss what to do rather than whose figure is right.",
        icon: "check",
      },
      {
        title: "Data quality checks",
        text: "Automatic checks for missing, duplicate and out-of-range data, with an alert before a bad number reaches a dashboard.",
        icon: "shield",
      },
      {
        title: "Self-service for analysts",
        text: "Clean, documented tables your analysts can query in SQL or open in Excel without raising a request with IT each time.",
        icon: "chart",
      },
      {
        title: "Controlled access",
        text: "Role-based access, so each branch, team or partner sees only the data it should.",
        icon: "lock",
      },
    ],
    process: [
      {
        title: "Discovery (2 weeks)",
        text: "We meet the people who make decisions, list the questions they need answered and map where the data for each one lives.",
      },
      {
        title: "Foundations (4–8 weeks)",
        text: "Pipelines, warehouse and metric definitions for the first subject area, usually sales or stock, with quality checks from the start.",
      },
      {
        title: "Dashboards and adoption",
        text: "Dashboards built and reviewed with their users, training for managers and analysts, and usage tracked after launch.",
      },
      {
        title: "Extend and support",
        text: "New data sources and subject areas added step by step, with monitoring of every pipeline and a monthly support allowance.",
      },
    ],
    faqs: [
      {
        question: "Which tools do you use?",
        answer:
          "Whatever fits your budget and skills: Power BI, Looker Studio, Metabase or our own Analytics Platform for dashboards, and warehouses such as BigQuery, Snowflake, Microsoft Fabric or PostgreSQL. If you already hold licences, we build on them.",
      },
      {
        question: "Our data is messy. Can you still help?",
        answer:
          "Almost every project starts that way. We find the problems in the first weeks, fix what can be fixed in the pipeline, and agree simple changes at the source, such as a required field or a standard product code, so the data stays clean.",
      },
      {
        question: "Can you use data from Tally or our billing software?",
        answer:
          "Usually, yes. We connect Tally, common ERPs, billing and point-of-sale systems, and the spreadsheets branches keep. Where a system has no API we use scheduled exports, and we tell you early if a source needs a different approach.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/cybersecurity",
    title: "Cybersecurity Services",
    description:
      "Security assessments, penetration testing, hardening and 24/7 monitoring for your applications, cloud and people, with plain reports and fixes ranked by risk.",
    keywords: ["cybersecurity services", "penetration testing Pune", "VAPT India", "security audit", "phishing simulation", "24/7 security monitoring", "CERT-In compliance"],
    eyebrow: "Cybersecurity",
    intro:
      "Most security incidents are not exotic: an exposed admin panel, an unpatched server, a reused password, a convincing phishing e-mail. We find the weaknesses that matter in your applications, cloud and offices, help you fix them in order of risk, and watch for trouble around the clock.",
    cta: { label: "Book a security assessment", href: "/contact", text: "Find out where you are exposed before someone else does" },
    whatItIs: [
      "Our cybersecurity service combines testing, fixing and watching. We run vulnerability assessments and penetration tests on web and mobile applications, APIs, networks and cloud accounts; review configurations against recognised benchmarks; and run phishing simulations and awareness sessions for staff. Every finding comes with a plain explanation, the business risk and a specific fix.",
      "We then help you put things right, from patching and hardening to multi-factor authentication and backups you have actually restored, and can monitor your systems 24/7 with alerts triaged by our analysts. We also prepare you for what regulators and clients ask: incident reporting to CERT-In within six hours, the safeguards expected under the DPDP Act, 2023, and security questionnaires from larger customers. For organisation-wide identity, data protection and security architecture, see our Enterprise Security Solutions.",
    ],
    audience: [
      "Companies that have never had an independent security test, or last had one years ago",
      "Software and SaaS firms answering security questionnaires from enterprise customers",
      "Banks, NBFCs, hospitals and others holding sensitive personal or financial data",
      "Factories and offices worried about ransomware after a scare in their industry",
    ],
    outcomes: [
      {
        title: "A clear picture of your risk",
        text: "A report that ranks findings by business risk, with a one-page summary for leadership and full technical detail for your team.",
        icon: "target",
      },
      {
        title: "Tested applications and cloud",
        text: "Penetration tests of web apps, mobile apps, APIs and cloud accounts, with a retest once the fixes are in.",
        icon: "security",
      },
      {
        title: "Fixes, not just findings",
        text: "Hands-on help with patching, hardening, multi-factor authentication, backups and secure configuration, in order of priority.",
        icon: "check",
      },
      {
        title: "24/7 monitoring",
        text: "Alerts from your systems collected and triaged around the clock, with a call to the right person when something is real.",
        icon: "clock",
      },
      {
        title: "Staff who spot attacks",
        text: "Phishing simulations and short, practical awareness sessions in English, Hindi or Marathi.",
        icon: "users",
      },
      {
        title: "Ready for an incident",
        text: "An incident response plan, a tabletop exercise, and clarity on who reports what to CERT-In, and when.",
        icon: "file",
      },
    ],
    process: [
      {
        title: "Scope (1 week)",
        text: "We agree which systems to test, the rules of engagement and the testing windows, and sign a non-disclosure agreement before we touch anything.",
      },
      {
        title: "Assess and test (2–4 weeks)",
        text: "Automated scanning and manual testing by our security engineers, with any critical finding reported to you the same day.",
      },
      {
        title: "Report and fix",
        text: "A walk-through of the report with your team, a prioritised fix plan, help with remediation and a retest to confirm.",
      },
      {
        title: "Monitor and improve",
        text: "Optional 24/7 monitoring, quarterly reviews, yearly retesting and awareness training on an annual plan.",
      },
    ],
    faqs: [
      {
        question: "Will testing disrupt our systems?",
        answer:
          "We plan every test to avoid it: agreed windows, care with production systems and an emergency contact on both sides. Anything that could affect availability is discussed and approved in advance, or run against a staging copy instead.",
      },
      {
        question: "Do we get a report we can share with customers and auditors?",
        answer:
          "Yes. You receive a detailed report and, after the retest, a letter confirming what was tested and which findings were fixed. If your regulator requires an audit by a CERT-In empanelled auditor, we tell you at the start and help you prepare for it.",
      },
      {
        question: "How often should we test?",
        answer:
          "At least once a year, and whenever you launch a major application or change your infrastructure significantly. Internet-facing systems that hold personal or financial data also benefit from continuous scanning between tests.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/blockchain",
    title: "Blockchain Solutions",
    description:
      "Traceability and document verification on blockchain where a shared, tamper-evident record pays off, and an honest answer when a simple database would do.",
    keywords: ["blockchain development India", "supply chain traceability", "certificate verification blockchain", "Hyperledger Fabric", "agri traceability", "tamper-proof records"],
    eyebrow: "Blockchain",
    intro:
      "Blockchain is useful in a narrow set of situations: several organisations need to share a record, none of them wants another to control it, and everyone needs to trust that it has not been changed. We build for those situations, and tell you plainly when a conventional database is the better choice.",
    cta: { label: "Check if blockchain fits", href: "/contact", text: "Describe the record you need to share and we will tell you honestly if blockchain fits" },
    whatItIs: [
      "Our blockchain work focuses on two kinds of problem. Traceability: recording each step of a product's journey, such as a cotton lot from farm to bale or a batch of medicine from plant to pharmacy, so buyers and regulators can check where it came from. And document verification: certificates, mark sheets and trade documents issued with a fingerprint on a shared ledger, so anyone can confirm in seconds that a document is genuine and unchanged.",
      "We usually build on permissioned ledgers such as Hyperledger Fabric, where known participants run the network and no cryptocurrency is involved, and use public blockchains only where open verification is the point. The ledger is one part of the system: we also build the web and mobile apps, QR codes, integrations and dashboards that make it usable by farmers, factory staff and customers who never need to know a blockchain is there.",
    ],
    audience: [
      "Agricultural co-operatives, exporters and food brands whose buyers ask where products come from",
      "Universities, colleges and training institutes whose certificates get forged",
      "Pharmaceutical and manufacturing supply chains where several companies handle each batch",
      "Industry associations and consortiums that want a shared record no single member controls",
    ],
    outcomes: [
      {
        title: "An honest feasibility check",
        text: "A short assessment of whether blockchain adds anything over a well-secured database for your case, before you spend on building.",
        icon: "scale",
      },
      {
        title: "Tamper-evident records",
        text: "Each step or document recorded with a fingerprint on a shared ledger, so any later change is visible to every participant.",
        icon: "blocks",
      },
      {
        title: "Verification anyone can use",
        text: "QR codes and a simple public page that let a buyer, employer or inspector verify a product or certificate in seconds.",
        icon: "check",
      },
      {
        title: "Apps for people on the ground",
        text: "Mobile and web apps for data entry at farms, gins, factories and offices, in local languages and with a weak signal.",
        icon: "smartphone",
      },
      {
        title: "Connected to your systems",
        text: "Links to your ERP, certificate software or labelling systems, so records are created as part of normal work, not as extra typing.",
        icon: "network",
      },
      {
        title: "Privacy by design",
        text: "Personal data kept off the ledger, with only fingerprints and references shared, in line with the DPDP Act, 2023.",
        icon: "lock",
      },
    ],
    process: [
      {
        title: "Feasibility (2 weeks)",
        text: "We map the participants, the data and the trust problem, and recommend blockchain only if it clearly fits.",
      },
      {
        title: "Pilot (6–10 weeks)",
        text: "A working network with a few participants and one product line or certificate type, tested in real conditions.",
      },
      {
        title: "Roll-out",
        text: "More participants onboarded, integration with their systems, training, and public verification pages launched.",
      },
      {
        title: "Operate",
        text: "Monitoring of the network and apps, support for participants, and governance of who can join and what gets recorded.",
      },
    ],
    faqs: [
      {
        question: "Does this involve cryptocurrency?",
        answer:
          "No. Most of our work runs on permissioned ledgers with no tokens or coins at all. Where a public blockchain is used for open verification, we handle the transaction costs and you never need to hold cryptocurrency.",
      },
      {
        question: "When is blockchain the wrong choice?",
        answer:
          "When one organisation controls the data and everyone already trusts it, a conventional database with audit logs is cheaper, faster and easier to run. We say so in the feasibility check, and can build that instead.",
      },
      {
        question: "How do we get other organisations to join?",
        answer:
          "Adoption is the hardest part of any shared ledger. We design the pilot around a few willing participants, keep their effort low with simple apps and integrations, and help you show the benefit to them before inviting more.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/iot",
    title: "IoT Solutions",
    description:
      "Connected sensors and machines for factories, farms and buildings: hardware, connectivity, cloud and dashboards from one team based in Nagpur and Pune.",
    keywords: ["IoT solutions India", "industrial IoT Nagpur", "machine monitoring", "cold chain monitoring", "smart agriculture sensors", "IoT company Pune"],
    eyebrow: "IoT",
    intro:
      "Knowing what your machines, cold rooms or fields are doing right now, without sending someone to look, changes how you run them. We connect sensors and equipment, bring the data to the cloud, and turn it into alerts and dashboards your supervisors act on.",
    cta: { label: "Arrange a site survey", href: "/contact", text: "Tell us what you want to measure and we will plan a site visit" },
    whatItIs: [
      "Our IoT service covers the full chain: choosing and fitting sensors, or reading data from the PLCs and meters you already have; gateways and connectivity over Wi-Fi, 4G, LoRaWAN or wired networks; a secure cloud platform that stores and processes the readings; and dashboards, alerts and reports on web and mobile. Our IoT team works from Nagpur and Pune, close to the industrial belts of Maharashtra.",
      "Typical projects include machine monitoring for energy use, downtime and early signs of failure; cold-chain monitoring for pharmacies, dairies and warehouses; soil-moisture and weather stations that help farmers irrigate on time; and energy and occupancy metering for buildings. Once data is flowing, it can feed predictive maintenance models from our AI team. Devices are secured from the start, with encrypted connections, unique credentials and remote firmware updates.",
    ],
    audience: [
      "Manufacturers and MIDC units that want less unplanned downtime and lower energy bills",
      "Dairies, pharmacies, cold stores and food processors that must prove temperature control",
      "Farmer producer companies and agri-businesses managing water, crops and storage",
      "Facility managers of offices, hospitals and campuses tracking energy, water and air quality",
    ],
    outcomes: [
      {
        title: "Live visibility",
        text: "Dashboards on web and phone showing the state of every machine, room or field, with history you can compare shift by shift.",
        icon: "dashboard",
      },
      {
        title: "Alerts before problems",
        text: "Threshold and trend alerts by SMS, WhatsApp or app notification when a machine, room or field needs attention.",
        icon: "zap",
      },
      {
        title: "Works with existing equipment",
        text: "Data read from PLCs, energy meters and controllers over Modbus, OPC UA or MQTT, so you rarely need to replace machines.",
        icon: "cpu",
      },
      {
        title: "Hardware that survives the site",
        text: "Industrial enclosures, power backup and connectivity chosen for dust, heat, the monsoon and a weak signal.",
        icon: "building",
      },
      {
        title: "Secure devices",
        text: "Encrypted connections, unique device credentials, remote firmware updates and separation from your office network.",
        icon: "lock",
      },
      {
        title: "Data ready for AI",
        text: "Clean, time-stamped history that supports energy analysis, quality investigations and predictive maintenance.",
        icon: "brain",
      },
    ],
    process: [
      {
        title: "Site survey (1–2 weeks)",
        text: "We visit, study the equipment and connectivity, agree what to measure and why, and estimate the hardware bill.",
      },
      {
        title: "Pilot (4–8 weeks)",
        text: "A few machines, rooms or fields instrumented end to end, with dashboards and alerts tested by the people who will use them.",
      },
      {
        title: "Scale up",
        text: "Installation across the site or further sites, integration with maintenance or ERP systems, and training for supervisors.",
      },
      {
        title: "Support",
        text: "Monitoring of device health and connectivity, replacement of failed hardware and regular reviews of what the data shows.",
      },
    ],
    faqs: [
      {
        question: "Do we have to replace our machines?",
        answer:
          "Rarely. Most machines can be monitored with add-on sensors for vibration, current or temperature, or by reading the controller they already have. We suggest new equipment only when there is no sensible alternative.",
      },
      {
        question: "What if the site has poor internet?",
        answer:
          "We design for it. Gateways store readings locally and send them when the link returns, and we use 4G, LoRaWAN or wired links depending on the site. Critical alerts can also be raised on site, without the cloud.",
      },
      {
        question: "Who supplies and maintains the hardware?",
        answer:
          "We can supply, install and maintain everything, or work with your preferred vendors and electricians. Either way, you receive a register of every device, where it is fitted and how to replace it.",
      },
    ],
  },
];
