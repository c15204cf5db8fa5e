// Company pages: the Company menu and the footer's company column (news, press and client stories live in resources.ts).
// People are described by role, not by name: the media kit and the contact page put you in touch with the person.
import type { ArticlePage } from "./types";

export const companyPages: ArticlePage[] = [
  {
    kind: "article",
    path: "/our-story",
    title: "Our Story",
    description:
      "How Nexora grew from a small team in Akola in 2019 into an AI, cloud and engineering company with an academy, working from Pune, Akola, Nagpur and Amravati.",
    keywords: ["Nexora story", "Nexora Technologies history", "Akola technology company", "Pune AI company", "Maharashtra IT services", "Nexora Technologies Academy"],
    eyebrow: "Company",
    intro:
      "Nexora started in Akola in 2019 with a simple idea: businesses in Vidarbha deserved the same quality of software as companies in the metros, and the people using it deserved to be taught properly. Building systems and training the people who run them is still the whole of what we do.",
    cta: { label: "Talk to us", href: "/contact", text: "Want to know whether we are the right team for your project?" },
    blocks: [
      {
        type: "prose",
        heading: "How it started",
        paragraphs: [
          "The founding team were engineers from Vidarbha who had worked on large projects elsewhere and come home. They kept meeting business owners, from ginning co-operatives to pharmacy chains, who had been sold software that did not fit how they worked and that nobody on their staff had been shown how to use.",
          "Our first projects were small and close to home: lot records for a cotton ginning co-operative and a stock dashboard for a family-run pharmacy chain. Both clients asked for the same thing afterwards: could we teach their people to run it themselves? That request became the first classroom of what is now Nexora Technologies Academy.",
        ],
      },
      {
        type: "steps",
        heading: "The road so far",
        steps: [
          {
            title: "2019: a small team in Akola",
            text: "Nexora Technologies Pvt. Ltd. is founded in Akola, building custom software for local manufacturers, traders and co-operatives.",
          },
          {
            title: "Building and teaching together",
            text: "Training becomes part of every project, and the Akola classroom opens to students and working professionals who want practical skills in programming, data and AI.",
          },
          {
            title: "Pune headquarters",
            text: "As clients in Pune's manufacturing and services belt grow, we base our headquarters there, along with client engagement, cloud and data engineering and a second academy campus.",
          },
          {
            title: "Nagpur and Amravati",
            text: "An office in Nagpur brings us closer to central India's factories for IoT and manufacturing work; Amravati becomes our support centre and the base for partnerships with local colleges.",
          },
          {
            title: "2025: NexWeb and recognition",
            text: "We launch NexWeb, our web design and development studio, and are named Best Digital Agency 2025 for work that combined web, data and AI projects with training for clients' teams.",
          },
        ],
      },
      {
        type: "cards",
        heading: "What we do today",
        cards: [
          {
            title: "Services",
            text: "AI and automation, cloud, web and mobile development, data analytics, cybersecurity, blockchain and IoT, delivered as projects or run for you as managed services.",
            icon: "code",
          },
          {
            title: "Products",
            text: "An AI platform, an automation suite and an analytics platform that package what we kept rebuilding for clients, with connectors and security add-ons.",
            icon: "platform",
          },
          {
            title: "Nexora Technologies Academy",
            text: "Certified courses in AI, machine learning, cloud, cybersecurity, data science and leadership, taught by the engineers who do the client work.",
            icon: "graduation",
          },
          {
            title: "NexWeb",
            text: "Our web studio for websites, online stores and web applications, with fixed-price packages and one team that designs, builds and looks after them.",
            icon: "globe",
          },
        ],
      },
      {
        type: "prose",
        heading: "What has not changed",
        paragraphs: [
          "More than 500 projects later, we still start each engagement by meeting the people who will use the system, agreeing a result we can measure, and proving it on a small pilot before anything large is built. We still hand over every system with documentation and training, so clients own what they pay for.",
          "Most of our engineers live in the cities they work from. That keeps our costs honest, keeps skilled jobs in Maharashtra's smaller cities, and means that when a client in Nagpur or Akola needs someone on site, that person is usually a short drive away.",
        ],
      },
      {
        type: "prose",
        heading: "Where we are going",
        paragraphs: [
          "We want to be the company that mid-sized Indian businesses call when they are serious about AI: not for a demonstration, but for a working system that pays for itself and a team that knows how to run it. That means investing in our products, in Indian-language AI, and in the academy, so that every new project also leaves more skilled people behind.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/leadership",
    title: "Leadership",
    description:
      "How Nexora is led: the board, the executive team and the practice leads responsible for delivery, engineering, security, the academy and client engagement.",
    keywords: ["Nexora leadership", "Nexora management", "executive team", "practice leads", "company governance", "Nexora Technologies board"],
    eyebrow: "Company",
    intro:
      "Nexora is run by a small executive team of engineers and educators, each of whom still works on client projects or in the classroom. This page explains who is responsible for what, so you know who answers for your project and whom to ask when you need a decision.",
    cta: { label: "Request a leadership meeting", href: "/contact", text: "Planning a large engagement? Ask for a meeting with the leadership team" },
    blocks: [
      {
        type: "prose",
        heading: "Governance",
        paragraphs: [
          "Nexora Technologies Pvt. Ltd. is a private limited company registered in India and governed by its board of directors under the Companies Act, 2013. The board sets strategy, approves budgets and major contracts, and oversees risk, including information security and data protection.",
          "Day-to-day running of the company sits with the executive team described below. It meets every week to review delivery across all projects, hiring, the academy calendar and anything a client has escalated.",
        ],
      },
      {
        type: "cards",
        heading: "The executive team",
        intro: "Each role below is held by one person who is accountable for it; several also lead client work directly.",
        cards: [
          {
            title: "Managing Director",
            text: "Sets the company's direction with the board, owns relationships with our largest clients and partners, and is the final point of escalation for any engagement.",
            icon: "compass",
          },
          {
            title: "Head of Delivery",
            text: "Responsible for every project and managed service running on time and to the agreed quality: staffing, plans, weekly status and the go or no-go decisions at each pilot gate.",
            icon: "target",
          },
          {
            title: "Chief Technology Officer",
            text: "Owns our engineering standards, architecture reviews, the products roadmap and the tools and practices every team uses, from code review to deployment.",
            icon: "cpu",
          },
          {
            title: "Head of Security and Data Protection",
            text: "Runs information security for Nexora and for the systems we operate, handles incidents, and answers privacy requests and client security questionnaires.",
            icon: "shield",
          },
          {
            title: "Head of Academy",
            text: "Leads Nexora Technologies Academy: course design, trainer quality, assessments and certificates, and corporate programmes built around clients' own systems.",
            icon: "graduation",
          },
          {
            title: "Head of Client Engagement",
            text: "Leads sales and account management from Pune: first conversations, proposals, contracts and making sure what we promised is what we deliver.",
            icon: "handshake",
          },
          {
            title: "Head of Finance and People",
            text: "Looks after finance, legal and compliance, hiring and the wellbeing of our staff across four offices.",
            icon: "users",
          },
        ],
      },
      {
        type: "cards",
        heading: "Practice leads",
        intro: "Senior engineers who lead each line of work, review every design in their area and mentor the people doing it.",
        cards: [
          { title: "AI and Automation", text: "Machine learning, language models, document AI and workflow automation, from first pilot to production monitoring.", icon: "bot" },
          { title: "Cloud and DevOps", text: "Migrations, architecture, infrastructure as code, cost control and the 24/7 monitoring behind our managed services.", icon: "cloud" },
          { title: "Web and NexWeb", text: "Websites, online stores and web applications, with design, accessibility and performance held to one standard.", icon: "globe" },
          { title: "Mobile", text: "Android and iOS apps from one codebase, with offline use and Indian-language support where users need it.", icon: "smartphone" },
          { title: "Data and Analytics", text: "Pipelines, warehouses and dashboards, and the forecasting work that sits on top of them.", icon: "database" },
          { title: "Cybersecurity", text: "Assessments, hardening, identity and monitoring for applications, cloud and plant networks.", icon: "lock" },
          { title: "Blockchain and IoT", text: "Traceability ledgers, connected sensors and machines, led from our Nagpur office.", icon: "blocks" },
        ],
      },
      {
        type: "list",
        heading: "What this means for clients",
        items: [
          "Every engagement has an executive sponsor from the team above, named in the contract, whom you can call directly",
          "Architecture and security decisions on your project are reviewed by the relevant practice lead before they are built",
          "Escalations reach the Head of Delivery within one business day, and the Managing Director if they are not resolved",
          "Leadership joins the pilot review and the go-live decision, not just the sales meeting",
        ],
      },
      {
        type: "prose",
        heading: "Speaking, press and biographies",
        paragraphs: [
          "Members of the leadership team speak on AI, cloud, cybersecurity, technology skills and doing business in Vidarbha. Biographies and photographs are part of the media kit described on our press page; write to hello@nexora.example if you would like one of us at your event.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/team",
    title: "Our Team",
    description:
      "Meet the Nexora team: engineers, designers, data specialists, security analysts and trainers in Pune, Akola, Nagpur and Amravati, and how they work with clients.",
    keywords: ["Nexora team", "engineers in Pune", "Akola software team", "AI engineers Maharashtra", "technology trainers", "how we work"],
    eyebrow: "Company",
    intro:
      "Our people build the systems, run them after launch and teach the courses. Here is who does what, where they work, and the habits that make a Nexora project feel the same whichever office it runs from.",
    cta: { label: "Work with our team", href: "/contact", text: "Tell us about your project and we will introduce the people who would work on it" },
    blocks: [
      {
        type: "cards",
        heading: "Who does the work",
        cards: [
          {
            title: "Software engineers",
            text: "Full-stack, mobile and integration engineers who write the application code, the APIs and the connections to your ERP, CRM and older systems.",
            icon: "code",
          },
          {
            title: "AI and data engineers",
            text: "Build data pipelines, train and evaluate models, and put language and vision models into production with monitoring and human review.",
            icon: "brain",
          },
          {
            title: "Cloud and operations engineers",
            text: "Design and run cloud infrastructure, automate deployments and watch production systems around the clock for managed-service clients.",
            icon: "server",
          },
          {
            title: "Security analysts",
            text: "Review designs and code, test applications, harden cloud accounts and respond when something looks wrong.",
            icon: "shield",
          },
          {
            title: "Designers and business analysts",
            text: "Sit with the people who will use a system, map how work really happens, and design screens that fit it, including in Hindi and Marathi.",
            icon: "pen",
          },
          {
            title: "Trainers and teaching assistants",
            text: "Run academy batches and corporate programmes. Most of our trainers are practising engineers who teach part of the week.",
            icon: "graduation",
          },
          {
            title: "Support engineers",
            text: "Answer portal and support requests from our Amravati support centre, and hand anything complex to the engineers who built the system.",
            icon: "headset",
          },
          {
            title: "Project and account managers",
            text: "Keep plans, budgets and weekly demos on track, and make sure you always know what is happening and what comes next.",
            icon: "briefcase",
          },
        ],
      },
      {
        type: "cards",
        heading: "Where we work",
        cards: [
          { title: "Pune", text: "Headquarters: client engagement, cloud and data engineering, and the academy's Pune campus.", icon: "map-pin" },
          { title: "Akola", text: "Head office: software delivery, AI engineering and the academy's first classroom.", icon: "map-pin" },
          { title: "Nagpur", text: "IoT and manufacturing solutions for the industrial belt of central India.", icon: "map-pin" },
          { title: "Amravati", text: "Our support centre, and training partnerships with local colleges.", icon: "map-pin" },
        ],
      },
      {
        type: "steps",
        heading: "How a project team works",
        intro: "Teams are small and mixed, and they stay with a client from the first workshop to the handover.",
        steps: [
          {
            title: "One team, start to finish",
            text: "A project gets a lead engineer, the engineers and designer it needs, and a project manager. The people who run your pilot are the people who build and support the full system.",
          },
          {
            title: "A demo every week",
            text: "Every week ends with working software shown to you, not a slide deck, and a backlog you can read at any time.",
          },
          {
            title: "Every change reviewed",
            text: "No code reaches production without a second engineer's review and automated tests; security-sensitive changes also go past a security analyst.",
          },
          {
            title: "Written down as we go",
            text: "Decisions, runbooks and user guides are written during the project, so the handover is a formality rather than a scramble.",
          },
          {
            title: "Teach before we leave",
            text: "Your team is trained on the system they will own, by the people who built it, before we step back to support.",
          },
        ],
      },
      {
        type: "prose",
        heading: "Engineers who teach",
        paragraphs: [
          "Many of our engineers spend part of their week teaching at the academy, and many of our newer engineers first met us as learners there. Teaching keeps the engineers' explanations clear, and client work keeps the courses honest about what the job actually involves.",
          "Want to join us? Our careers page explains the roles we hire for and how to apply.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/careers",
    title: "Careers at Nexora",
    description:
      "Jobs and internships at Nexora in Pune, Akola and Nagpur: engineering, AI, cloud, security, design and training roles, and a clear, fair hiring process.",
    keywords: ["Nexora careers", "IT jobs Pune", "software jobs Akola", "jobs in Nagpur", "AI engineer jobs Maharashtra", "internships", "fresher jobs"],
    eyebrow: "Careers",
    intro:
      "We hire people who like building things that work and explaining how they work. You will ship real systems for real clients, learn from engineers who review your work properly, and, if you want to, teach what you know at our academy. Roles are based in Pune, Akola and Nagpur, with our support team in Amravati.",
    cta: {
      label: "Apply through the contact form",
      href: "/contact",
      text: "Choose Careers as the subject, name the role and city, and paste a link to your CV or portfolio",
    },
    blocks: [
      {
        type: "cards",
        heading: "Roles we hire for",
        intro: "We hire through the year as projects grow. If your role is below, we want to hear from you even if there is no advertisement for it right now.",
        cards: [
          { title: "Software engineers", text: "Full-stack web (TypeScript, React, Node.js or Python), mobile (React Native or Flutter) and integration engineers.", icon: "code", meta: "Pune · Akola · Nagpur" },
          { title: "AI and machine learning engineers", text: "Model training and evaluation, language and vision models, retrieval and MLOps, with solid Python and SQL.", icon: "brain", meta: "Pune · Akola" },
          { title: "Data engineers and analysts", text: "Pipelines, warehouses, Power BI dashboards and the statistics to go with them.", icon: "database", meta: "Pune · Akola" },
          { title: "Cloud and DevOps engineers", text: "AWS, Azure or Google Cloud, infrastructure as code, CI/CD and on-call for managed services.", icon: "cloud", meta: "Pune" },
          { title: "Security analysts", text: "Application and cloud security testing, hardening and monitoring; certifications welcome but not required.", icon: "shield", meta: "Pune · Nagpur" },
          { title: "IoT and embedded engineers", text: "Sensors, gateways and industrial protocols for factory and farm projects.", icon: "cpu", meta: "Nagpur" },
          { title: "UI/UX designers", text: "Research, interaction design and accessible interfaces for NexWeb and client applications.", icon: "pen", meta: "Pune · Akola" },
          { title: "Trainers and teaching assistants", text: "Practitioners who can teach AI, data, cloud or security to students and working professionals.", icon: "graduation", meta: "Pune · Akola · online" },
          { title: "Support engineers", text: "First-line help for portal users and managed-service clients, with a path into engineering.", icon: "headset", meta: "Amravati" },
          { title: "Project managers and business analysts", text: "People who keep projects honest, clear and on time, and can talk to both engineers and clients.", icon: "briefcase", meta: "Pune · Akola" },
        ],
      },
      {
        type: "steps",
        heading: "How hiring works",
        intro: "The same process for every role and every city, and we tell you where you stand at each step.",
        steps: [
          {
            title: "1. Apply",
            text: "Send the enquiry form on the contact page with Careers as the subject. Tell us the role, your preferred city and a little about what you have built, and paste a link to your CV, GitHub or portfolio. We reply to every application within two weeks.",
          },
          {
            title: "2. A short call",
            text: "Thirty minutes with someone from the team you would join, about your experience and what you are looking for. You can ask us anything.",
          },
          {
            title: "3. A practical exercise",
            text: "A small task close to the real job, limited to about three hours, or a paired session with one of our engineers if you prefer. No trick puzzles.",
          },
          {
            title: "4. Meet the team",
            text: "A conversation with the team lead and one or two future colleagues, in person or by video, including a walk through your exercise.",
          },
          {
            title: "5. Decision and offer",
            text: "A decision within a week of the last conversation, with written feedback if it is a no. Offers come in writing from an @nexora.example address.",
          },
        ],
      },
      {
        type: "prose",
        heading: "Internships and first jobs",
        paragraphs: [
          "Many of our engineers started as learners at Nexora Technologies Academy. Learners who do well on the capstone of courses such as the Full-Stack AI Development Bootcamp or the data science course can be invited to a paid internship on client or product work, with a mentor and a clear review at the end. Internships that go well often lead to a full-time offer.",
          "We also take interns from engineering, BCA, MCA and B.Sc. programmes through our college partnerships in Amravati and across Vidarbha. Final-year students can apply through the contact form in the same way, saying when their course ends and which area interests them.",
        ],
      },
      {
        type: "list",
        heading: "Working here",
        items: [
          "Hybrid work: most teams are in the office two or three days a week, agreed within the team",
          "Offices in Pune, Akola and Nagpur, and a support centre in Amravati, so you can build a career without moving to a metro",
          "Code review, mentoring and a named lead who is responsible for your growth",
          "Staff can join academy courses that fit their role, and can teach at the academy if they want to",
          "We hire on skills and potential, and welcome applications regardless of gender, caste, religion, disability or background",
        ],
      },
      {
        type: "prose",
        heading: "Beware of fake job offers",
        paragraphs: [
          "Nexora never charges a fee for an interview, training, equipment or a job offer, and we never ask for payment over UPI or to a personal bank account. Genuine messages from us come only from @nexora.example addresses. If someone asks you for money in our name, do not pay: forward the message to hello@nexora.example so we can act on it.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/partnerships",
    title: "Partnerships",
    description:
      "Partner with Nexora: technology and product partners, agencies and consultancies, colleges and training institutes, and hardware vendors for IoT projects.",
    keywords: ["Nexora partnerships", "technology partner India", "agency partnership", "college training partnership", "IoT hardware partner", "referral partner"],
    eyebrow: "Company",
    intro:
      "We partner with companies and institutions that make our clients' projects better: software and cloud vendors whose products we implement, agencies that need engineering depth, colleges that want industry-ready courses, and hardware makers for connected machines. Every partnership is written down, with clear roles and no surprises for the client.",
    cta: { label: "Propose a partnership", href: "/contact", text: "Choose Partnerships as the subject and tell us what you have in mind" },
    blocks: [
      {
        type: "cards",
        heading: "Kinds of partnership",
        cards: [
          {
            title: "Technology and product partners",
            text: "Software, AI and cloud vendors whose products our clients use. We implement, integrate and support them, and give you field feedback from real deployments in Indian businesses.",
            icon: "platform",
          },
          {
            title: "Agencies and consultancies",
            text: "Design, marketing and strategy firms that need a dependable engineering team. We build under your brand or alongside you, through NexWeb for web work or our engineering teams for AI, data and cloud.",
            icon: "handshake",
          },
          {
            title: "Colleges and training institutes",
            text: "Joint certificate programmes, faculty workshops, guest lectures, capstone projects on real briefs and internships through Nexora Technologies Academy.",
            icon: "graduation",
          },
          {
            title: "Hardware and IoT vendors",
            text: "Makers and distributors of sensors, gateways, cameras and controllers, for factory, farm and building projects led from our Nagpur office.",
            icon: "cpu",
          },
          {
            title: "Referral partners",
            text: "Chartered accountants, ERP resellers and consultants whose clients ask about automation, data or security. We agree referral terms in writing, and you stay informed as the work proceeds.",
            icon: "network",
          },
        ],
      },
      {
        type: "list",
        heading: "What partners get from us",
        items: [
          "Engineers who have shipped more than 500 projects, with a named technical contact for your account",
          "Delivery from Pune, Akola, Nagpur and Amravati, with on-site support across Maharashtra",
          "Training for your staff or your customers through the academy, with certificates",
          "Joint proposals, shared pilots and honest feedback on what works in the field",
          "Clear written terms on scope, confidentiality, data protection and who speaks to the client",
        ],
      },
      {
        type: "list",
        heading: "What we ask of partners",
        items: [
          "Products or services that solve a real problem for the businesses we serve",
          "Willingness to put roles, support responsibilities and commercial terms in writing",
          "Care with client data that matches our own, including under India's Digital Personal Data Protection Act, 2023",
          "No claims about the partnership that we have not agreed together, in marketing or in sales",
        ],
      },
      {
        type: "steps",
        heading: "How a partnership starts",
        steps: [
          { title: "Tell us about it", text: "Use the contact form with Partnerships as the subject: who you are, what you offer and which clients or projects you have in mind." },
          { title: "First conversation", text: "A call with our client engagement team and the practice lead for your area, usually within a week." },
          { title: "A first project together", text: "We prove the partnership on one real opportunity or pilot before announcing anything." },
          { title: "Agreement", text: "A written partnership agreement, a named contact on each side and a review every six months." },
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/investors",
    title: "Investor Relations",
    description:
      "Nexora Technologies is a privately held company. How investors, lenders and partners can request company information and due-diligence documents.",
    keywords: ["Nexora investors", "investor relations", "private company India", "due diligence", "Nexora Technologies Pvt. Ltd.", "company information"],
    eyebrow: "Company",
    intro:
      "Nexora Technologies Pvt. Ltd. is a private limited company. Its shares are not listed on any stock exchange, and we do not publish financial results on this website. Investors, lenders, prospective partners and clients carrying out due diligence can ask us for information, and this page explains what we can share and how.",
    cta: { label: "Send an investor enquiry", href: "/contact", text: "Choose General Inquiry, start your message with Investors, and tell us who you represent" },
    blocks: [
      {
        type: "facts",
        heading: "Company at a glance",
        facts: [
          { label: "Legal name", value: "Nexora Technologies Pvt. Ltd." },
          { label: "Type", value: "Private limited company, incorporated in India; shares not publicly traded" },
          { label: "Founded", value: "2019, in Akola, Maharashtra" },
          { label: "Headquarters", value: "Pune, Maharashtra, India" },
          { label: "Head office", value: "2nd Floor, Nexora House, Civil Lines Road, Akola, Maharashtra 444001" },
          { label: "Offices", value: "Pune, Akola, Nagpur and Amravati" },
          { label: "What we do", value: "AI, cloud, web, mobile, data, cybersecurity, blockchain and IoT services and products; training through Nexora Technologies Academy; web design and development through NexWeb" },
        ],
      },
      {
        type: "list",
        heading: "What you can ask for",
        intro: "Depending on who you are and why you are asking, we can share:",
        items: [
          "A company overview: services, products, the academy, offices and how we deliver",
          "Registration details: corporate identity number, GST and PAN, and the registered office address",
          "Statutory filings, which are also available from the Ministry of Corporate Affairs as the law provides",
          "Financial statements and business plans, to genuine investors and lenders under a non-disclosure agreement",
          "Security and data protection information for client due diligence: our policies, how we handle personal data and answers to security questionnaires",
          "References from clients who have agreed to speak to you",
        ],
      },
      {
        type: "steps",
        heading: "How to ask",
        steps: [
          {
            title: "Write to us",
            text: "Use the contact form with General Inquiry as the subject and start your message with Investors, or e-mail hello@nexora.example with Investors in the subject line. Say who you are, whom you represent and what you need.",
          },
          {
            title: "We reply within two business days",
            text: "Our finance team confirms what we can share and whether a non-disclosure agreement is needed first.",
          },
          {
            title: "Documents and a meeting",
            text: "We send what was agreed and, for serious conversations, arrange a meeting with the Managing Director and the Head of Finance in Pune or by video.",
          },
        ],
      },
      {
        type: "prose",
        heading: "A note on what we publish",
        paragraphs: [
          "We do not publish revenue, profit, valuation or headcount figures on this site, and nobody is authorised to quote such figures on our behalf outside a written agreement. If you see claims about investing in Nexora, such as offers of shares or guaranteed returns, they do not come from us: please report them to hello@nexora.example.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/sustainability",
    title: "Sustainability and Responsible AI",
    description:
      "How Nexora builds responsible, explainable AI, keeps cloud use efficient, works hybrid to cut travel, and helps skilled jobs grow in Maharashtra's smaller cities.",
    keywords: ["responsible AI", "ethical AI India", "sustainable cloud", "green IT", "hybrid work", "Nexora sustainability", "AI governance"],
    eyebrow: "Company",
    intro:
      "Sustainability for a technology company is mostly about the systems it builds and the way it runs them: AI that treats people fairly and can be explained, cloud infrastructure that does not burn resources for nothing, and a way of working that does not depend on constant travel. Here is what we do, written as commitments you can hold us to.",
    cta: { label: "Ask about responsible AI", href: "/contact", text: "Want to see how we would govern an AI system for you?" },
    blocks: [
      {
        type: "cards",
        heading: "Responsible and ethical AI",
        intro: "Every AI system we build follows the same rules, whatever the client or the model.",
        cards: [
          {
            title: "People decide when it matters",
            text: "Where a prediction affects someone's money, health, job or access to a service, a person reviews uncertain cases and can overrule the system.",
            icon: "users",
          },
          {
            title: "Explainable by design",
            text: "We prefer models we can explain, show reviewers why a result was produced, and document each model's purpose, data and known limits.",
            icon: "lightbulb",
          },
          {
            title: "Tested for fairness",
            text: "Before launch we check accuracy across the groups, regions and languages a system will serve, including Hindi and Marathi text, and fix gaps before go-live.",
            icon: "scale",
          },
          {
            title: "Your data stays yours",
            text: "Client data is used only for the client's project, never to train models for anyone else, and is handled in line with India's Digital Personal Data Protection Act, 2023.",
            icon: "lock",
          },
          {
            title: "Watched after launch",
            text: "Models are monitored for drift and errors in production, with a named owner and a clear way to switch the model off if it misbehaves.",
            icon: "analytics",
          },
          {
            title: "Saying no",
            text: "We decline projects whose main purpose is to deceive people, to carry out unlawful surveillance or to make automated decisions about people with no human recourse.",
            icon: "shield",
          },
        ],
      },
      {
        type: "list",
        heading: "Efficient cloud use",
        intro: "The cheapest and cleanest computing is the computing you do not run. On the systems we design and operate, we:",
        items: [
          "Size servers and databases to real load, and review them every month on managed-service accounts",
          "Switch off development and test environments outside working hours and delete ones nobody uses",
          "Use autoscaling and serverless services where load varies, instead of capacity that sits idle",
          "Choose the smallest model that does the job well, and cache results rather than recompute them",
          "Keep data only as long as it is needed, so storage and backups do not grow for ever",
          "Report cloud usage and cost to clients, because a falling bill usually means less energy used",
        ],
      },
      {
        type: "prose",
        heading: "Hybrid work and less travel",
        paragraphs: [
          "Our teams work in a hybrid pattern from offices in Pune, Akola, Nagpur and Amravati, and most of our people live close to the office they work from. Meetings with clients are by video by default; we travel when being on site really helps, such as workshops with the people who will use a system or installing equipment on a factory floor.",
          "Working from four cities also means skilled technology jobs in Vidarbha, not only in the metros, so people can build careers without leaving home.",
        ],
      },
      {
        type: "list",
        heading: "Our own operations",
        items: [
          "Laptops and lab equipment are repaired and reused where possible, including in academy classrooms",
          "Retired electronics go to authorised e-waste recyclers, as India's e-waste rules require",
          "Course materials, assessments and certificates are digital, with printing only on request",
          "Security and efficiency are part of every design review, not an afterthought",
        ],
      },
      {
        type: "prose",
        heading: "Skills as part of sustainability",
        paragraphs: [
          "Through Nexora Technologies Academy we train students, working professionals and corporate teams in AI, data, cloud and security, with weekday-evening and weekend batches so people can learn without giving up their jobs. Every system we hand over comes with training, so clients are not dependent on us to keep it running.",
        ],
      },
    ],
  },
];
