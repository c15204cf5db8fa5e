// Solutions: the mega menu's AI & Machine Learning and Enterprise Solutions groups, listed on the /solutions hub.
import type { OfferingPage } from "./types";

export const solutionPages: OfferingPage[] = [
  {
    kind: "offering",
    path: "/solutions/ai/automation",
    title: "Intelligent Process Automation",
    description:
      "Automate document-heavy work such as invoices, KYC and claims with document AI, workflow and human review, so your team handles exceptions, not data entry.",
    keywords: ["intelligent process automation", "document AI", "invoice automation India", "KYC automation", "claims processing automation", "OCR for Hindi and Marathi"],
    eyebrow: "AI & Machine Learning",
    intro:
      "Invoices, purchase orders, KYC papers, claim forms, delivery notes: many businesses still key these in by hand. Intelligent process automation reads them, checks them against your records, posts them to your systems and sends only the uncertain cases to a person.",
    cta: { label: "Discuss a document process", href: "/contact", text: "Tell us which documents your team keys in by hand" },
    whatItIs: [
      "Intelligent process automation combines three things. Document AI reads scanned and digital documents, including handwriting, stamps, tables and mixed English, Hindi and Marathi text, and extracts the fields you need. Business rules compare what was read with your ERP, vendor master or policy terms. And workflow automation posts the result, raises exceptions and routes approvals, with a record of who or what did each step.",
      "The difference from older robotic process automation is judgement. Instead of breaking when a vendor changes its invoice layout, the system reads the new layout, reports how confident it is and asks a person when it is not sure. Reviewers correct mistakes on a simple screen with the document and the extracted fields side by side, and those corrections improve accuracy over time.",
    ],
    audience: [
      "Accounts payable teams processing hundreds or thousands of vendor invoices a month",
      "Banks, NBFCs and co-operative banks handling KYC, loan and account-opening documents",
      "Insurers, TPAs and hospitals processing claims, bills and discharge summaries",
      "Logistics and distribution firms reconciling delivery notes, e-way bills and purchase orders",
    ],
    outcomes: [
      {
        title: "Less manual keying",
        text: "Fields captured automatically from each document, with people checking only the ones the system is unsure about.",
        icon: "automation",
      },
      {
        title: "Fewer errors in your books",
        text: "Extracted data matched against purchase orders, GST details and master data before anything is posted.",
        icon: "check",
      },
      {
        title: "Faster turnaround",
        text: "Documents processed minutes after they arrive by e-mail, upload or scanner, instead of waiting in a queue for days.",
        icon: "clock",
      },
      {
        title: "A complete audit trail",
        text: "Every document, extracted value, correction and approval logged and searchable when your auditors ask.",
        icon: "file",
      },
      {
        title: "Accuracy you can measure",
        text: "A dashboard of volumes, straight-through rates and field-level accuracy, measured on your own documents.",
        icon: "analytics",
      },
      {
        title: "Posted to your ERP",
        text: "Results sent to Tally, SAP, Oracle, Microsoft Dynamics or your own system through APIs or standard imports.",
        icon: "network",
      },
    ],
    process: [
      {
        title: "Document study (2 weeks)",
        text: "We collect a sample of your real documents, measure today's effort and error rate, and agree the target for the pilot.",
      },
      {
        title: "Pilot (6–8 weeks)",
        text: "One document type automated end to end, running alongside your team, with accuracy measured field by field.",
      },
      {
        title: "Production roll-out",
        text: "Integration with your ERP and approval flows, a security review, reviewer training and a staged switch-over.",
      },
      {
        title: "Extend and tune",
        text: "More document types and processes added, with monthly accuracy reports and tuning based on reviewers' corrections.",
      },
    ],
    faqs: [
      {
        question: "How accurate is it?",
        answer:
          "It depends on your documents, so we measure it on them during the pilot rather than quote a figure in advance. What we do guarantee is the control: every field has a confidence score, and anything below the threshold you set goes to a person.",
      },
      {
        question: "Where are our documents stored and processed?",
        answer:
          "In your own cloud account, in an Indian region we set up for you, or on your own servers. Documents can be deleted after a retention period you choose, and every access is restricted and logged.",
      },
      {
        question: "What happens to the people who did this work?",
        answer:
          "In most projects they move to handling exceptions, vendor queries and checks that need judgement. We plan the change with their managers and train the reviewers before launch.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/solutions/ai/analytics",
    title: "Predictive Analytics and Forecasting",
    description:
      "Forecast demand, risk and churn from your own data with machine-learning models you can explain, built into the planning tools and dashboards your teams use.",
    keywords: ["predictive analytics", "demand forecasting India", "churn prediction", "credit risk model", "predictive maintenance", "machine learning forecasting"],
    eyebrow: "AI & Machine Learning",
    intro:
      "Reports tell you what happened last month. Predictive analytics estimates what is likely to happen next: which products will sell in which branch, which customers may leave, which loans or machines need attention, so you can act before it shows up in the numbers.",
    cta: { label: "Discuss a forecasting problem", href: "/contact", text: "Tell us which decision you would like to make with more confidence" },
    whatItIs: [
      "We build forecasting and prediction models on the data you already hold in your ERP, billing, CRM and sensors: demand forecasts by product and location, churn and propensity scores for customers, credit and fraud risk indicators, and early warnings of equipment failure. Each model is built around a decision, such as how much to order, whom to call or where to send an engineer, and is judged by whether that decision improves.",
      "We favour models you can explain. Planners and managers see not just a number but the reasons behind it and a range of likely outcomes, so they can apply their own judgement. Models run automatically, feed your dashboards or ERP, and are monitored for drift so they are retrained before accuracy slips. If your data first needs bringing together, our Data Analytics Services build that foundation.",
    ],
    audience: [
      "Distributors, retailers and manufacturers planning stock, production and purchases",
      "Banks, NBFCs and insurers that want earlier warning of credit risk and fraud",
      "Subscription, telecom and consumer businesses trying to keep customers from leaving",
      "Plant and maintenance heads who want to plan repairs instead of reacting to breakdowns",
    ],
    outcomes: [
      {
        title: "Forecasts at the level you plan",
        text: "Predictions by product, branch, customer or machine, with a likely range, refreshed daily, weekly or monthly.",
        icon: "trending",
      },
      {
        title: "Reasons, not just numbers",
        text: "The main factors behind each prediction shown in plain language, so people can trust it and challenge it.",
        icon: "lightbulb",
      },
      {
        title: "Built into your workflow",
        text: "Results delivered to dashboards, ERP screens or reorder lists, where the decisions are already made.",
        icon: "dashboard",
      },
      {
        title: "A fair comparison first",
        text: "Every model tested against your current method on past data before launch, so you know whether it is actually better.",
        icon: "scale",
      },
      {
        title: "Models that stay accurate",
        text: "Monitoring for drift and data problems, scheduled retraining and an alert when performance drops.",
        icon: "refresh",
      },
      {
        title: "Responsible use of data",
        text: "Models checked for bias on sensitive attributes, with documented inputs and data handled in line with the DPDP Act, 2023.",
        icon: "shield",
      },
    ],
    process: [
      {
        title: "Frame the decision (2 weeks)",
        text: "We agree the decision to improve, the measure of success, and the baseline your current method achieves.",
      },
      {
        title: "Data and prototype (4–6 weeks)",
        text: "Data gathered and cleaned, candidate models built and back-tested against history, and results reviewed with your planners.",
      },
      {
        title: "Put it to work",
        text: "The chosen model automated, connected to your dashboards or ERP, and run alongside your current process for a trial period.",
      },
      {
        title: "Monitor and retrain",
        text: "Accuracy tracked against actual outcomes, with retraining, new data sources and a quarterly review of the benefit.",
      },
    ],
    faqs: [
      {
        question: "How much history do we need?",
        answer:
          "For weekly or monthly demand forecasts, two years of sales history is a comfortable start, so the model sees seasons such as Diwali and the monsoon more than once. Risk and churn models need enough past examples of the outcome. We check your data in the first two weeks and tell you honestly if it is not yet enough.",
      },
      {
        question: "Can a model handle festivals, promotions and one-off events?",
        answer:
          "Yes, if it is given the information. We add calendars of festivals, holidays, promotions and price changes as inputs, and planners can override a forecast when they know something the model does not.",
      },
      {
        question: "Will we depend on you to run it?",
        answer:
          "No. Models run in your environment with documented code, and we train your analysts to monitor and retrain them. Many clients keep us on a light support plan; others take it fully in-house.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/solutions/ai/nlp",
    title: "Natural Language Processing Solutions",
    description:
      "Search, summarise and answer questions across documents, e-mails and calls in English, Hindi, Marathi and more, with answers that cite their sources.",
    keywords: ["natural language processing", "NLP solutions India", "document search AI", "Hindi NLP", "Marathi language AI", "retrieval-augmented generation", "text summarisation"],
    eyebrow: "AI & Machine Learning",
    intro:
      "Much of what your organisation knows sits in text: policies, contracts, manuals, tickets, e-mails and call recordings. Natural language processing makes that text searchable, summarised and answerable, in the languages your staff and customers actually use.",
    cta: { label: "Try it on your documents", href: "/contact", text: "Send us a question your team struggles to answer from its own documents" },
    whatItIs: [
      "We build language applications on modern language models and proven NLP techniques: search that understands meaning, not just keywords; assistants that answer questions from your documents and cite the passage they used; summaries of long reports, contracts and case files; classification and routing of e-mails, tickets and complaints; and analysis of customer feedback and call transcripts.",
      "Indian languages are part of the design, not an afterthought. We handle Hindi, Marathi and other Indian languages, mixed-language text such as Hinglish, and both Devanagari and Roman scripts, and we test answers in each language your users need. Assistants answer only from approved sources, say when they do not know, and show sensitive documents only to people who are allowed to see them.",
    ],
    audience: [
      "Companies whose staff spend hours hunting for the right policy, clause or procedure",
      "Customer service teams handling large volumes of e-mails, chats and calls in several languages",
      "Legal, compliance and audit teams reviewing contracts and regulatory documents",
      "Banks, co-operatives and public-facing bodies serving people in Indian languages",
    ],
    outcomes: [
      {
        title: "Answers with sources",
        text: "An assistant that answers from your documents and links to the exact passage, so staff can check before they act.",
        icon: "language",
      },
      {
        title: "Search that understands meaning",
        text: "Find documents by what they are about, across file shares, intranets and systems, even when the wording differs.",
        icon: "book",
      },
      {
        title: "Summaries that save reading",
        text: "Consistent summaries of reports, contracts, case files and meetings, in the format your team needs.",
        icon: "file",
      },
      {
        title: "Automatic sorting and routing",
        text: "E-mails, tickets and complaints classified by topic, urgency and language, and sent to the right team.",
        icon: "workflow",
      },
      {
        title: "The voice of your customers",
        text: "Themes and sentiment from reviews, surveys and call transcripts, tracked over time on a dashboard.",
        icon: "analytics",
      },
      {
        title: "Access control and privacy",
        text: "Document permissions respected in every answer, personal data masked where needed, and every query logged.",
        icon: "lock",
      },
    ],
    process: [
      {
        title: "Use-case workshop (1–2 weeks)",
        text: "We pick the questions or documents that matter most, gather sample material and agree how answers will be judged.",
      },
      {
        title: "Prototype and evaluation (4–6 weeks)",
        text: "A working prototype on your content, tested against a set of real questions in each language, with accuracy reported honestly.",
      },
      {
        title: "Production build",
        text: "Connections to your document sources, sign-in and permissions, a user interface or chat channel, and a security review.",
      },
      {
        title: "Operate and improve",
        text: "Monitoring of answer quality, cost and usage, updates as documents change, and user feedback built into the next release.",
      },
    ],
    faqs: [
      {
        question: "Will the assistant make things up?",
        answer:
          "Language models can give confident wrong answers, so we design against it: the assistant answers only from retrieved passages, shows its sources and is tested on a set of real questions before launch. When it cannot find an answer, it says so.",
      },
      {
        question: "Which Indian languages can you handle?",
        answer:
          "Hindi and Marathi are routine for us, alongside English and mixed-language text. Other Indian languages such as Gujarati, Tamil or Bengali are possible; we test quality on your own material before committing to a level of accuracy.",
      },
      {
        question: "Can it run without sending data to a foreign provider?",
        answer:
          "Yes. We can use models hosted in Indian cloud regions or open models running on your own infrastructure, and choose the option that best balances answer quality, cost and your data obligations.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/solutions/enterprise/transformation",
    title: "Digital Transformation Programmes",
    description:
      "Modernise processes and systems in planned, measured steps: a costed roadmap, early wins within months and new platforms brought in without stopping the business.",
    keywords: ["digital transformation India", "digital transformation consultant Pune", "ERP modernisation", "process digitisation", "transformation roadmap", "legacy modernisation"],
    eyebrow: "Enterprise Solutions",
    intro:
      "Transformation fails when it is treated as one huge project. We help you modernise in planned steps: start where the gain is clearest, prove it, and build on it, while keeping the business running and bringing your people with you.",
    cta: { label: "Start with a diagnosis", href: "/contact", text: "Tell us what is slowing your business down and where you want to be" },
    whatItIs: [
      "A digital transformation programme with Nexora begins with how your business actually works today: the processes, the systems, the spreadsheets that hold them together and the people who use them. From that we build a roadmap of changes, each with a cost, a measurable benefit and a place in the sequence, such as moving paper approvals online, replacing an ageing ERP module, connecting branches to one system or bringing data into a single view.",
      "We then deliver the roadmap in phases of a few months, each one live and measured before the next begins. Our engineering, cloud, data and AI teams do the building, and our academy trains your staff and managers, because new systems only pay off when people use them well. You keep a clear view of progress and spend throughout, and can pause or change direction between phases.",
    ],
    audience: [
      "Family-run and mid-sized companies that have outgrown spreadsheets, paper files and disconnected software",
      "Manufacturers, distributors and hospitals whose ageing systems slow every process down",
      "Organisations that started a transformation and stalled after an expensive first project",
      "Leadership teams that need a realistic, costed plan before committing a budget",
    ],
    outcomes: [
      {
        title: "A roadmap you can fund",
        text: "A phased plan with costs, benefits, risks and dependencies, ordered by value and readiness, ready for your board to review.",
        icon: "compass",
      },
      {
        title: "Early, visible wins",
        text: "A first phase chosen to deliver a measurable improvement within months, building confidence and funding for the next.",
        icon: "rocket",
      },
      {
        title: "Modern, connected systems",
        text: "Cloud platforms, integrated applications and shared data replacing the manual steps between departments.",
        icon: "network",
      },
      {
        title: "People who adopt the change",
        text: "Change management and training for staff and managers, run by our academy alongside each phase.",
        icon: "users",
      },
      {
        title: "Progress you can measure",
        text: "Agreed measures for each phase, such as cycle time, error rate or cost per transaction, reported every month.",
        icon: "trending",
      },
      {
        title: "No big-bang risk",
        text: "Old and new systems run side by side where needed, with rollback plans, so daily operations carry on.",
        icon: "refresh",
      },
    ],
    process: [
      {
        title: "Diagnose (3–4 weeks)",
        text: "Interviews, process walk-throughs and a systems review across departments, ending in a shared view of pain points and opportunities.",
      },
      {
        title: "Plan the roadmap (2–3 weeks)",
        text: "Options compared, phases costed and sequenced, and governance agreed: who decides, how often we review and how benefits are tracked.",
      },
      {
        title: "Deliver in phases",
        text: "Each phase designed, built, tested and launched with training, typically over three to six months.",
      },
      {
        title: "Review and continue",
        text: "Benefits measured against the plan, lessons applied, and the roadmap updated before the next phase starts.",
      },
    ],
    faqs: [
      {
        question: "Will you replace all our existing systems?",
        answer:
          "No. We keep what works, connect what can be connected, and replace only what holds the business back. Most roadmaps mix new platforms, integrations and process changes, and some of the biggest gains come from removing manual steps rather than buying software.",
      },
      {
        question: "How long does a transformation take?",
        answer:
          "A full programme usually runs for one to three years, but you should not have to wait that long for results. The first phase is designed to show a measurable gain within a few months, and every phase stands on its own.",
      },
      {
        question: "Will you only recommend products you sell?",
        answer:
          "No. We recommend our own products only where they are the best fit, and we say so openly. We also work with ERP, CRM and cloud platforms from other vendors, and our independent technology consultants can compare the options for you.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/solutions/enterprise/security",
    title: "Enterprise Security Solutions",
    description:
      "Protect data, identities and applications across your organisation with single sign-on, access control, data protection and security architecture ready for audit.",
    keywords: ["enterprise security", "identity and access management", "single sign-on India", "privileged access management", "ISO 27001 consultant", "DPDP compliance", "zero trust"],
    eyebrow: "Enterprise Solutions",
    intro:
      "As organisations grow, security stops being about one server or one application. It becomes about who can reach what, where sensitive data lives, and how quickly you can show an auditor or a client that it is under control. We design and put in place the controls that answer those questions.",
    cta: { label: "Request a security review", href: "/contact", text: "Find out who can reach what in your organisation, and what to do about it" },
    whatItIs: [
      "Enterprise security is our programme-level offer for organisations with many users, systems and locations. We put in place identity and access management with single sign-on and multi-factor authentication across your applications, controls on privileged accounts, classification and protection of personal and financial data, secure cloud and network architecture built on zero-trust principles, and central logging that gives you one view of activity.",
      "We align the work with the frameworks you answer to, such as ISO/IEC 27001, the RBI's cyber security requirements for regulated entities, CERT-In directions and the DPDP Act, 2023, and produce the policies and evidence auditors ask for. Where you need testing, hardening or monitoring on their own, our Cybersecurity Services team provides them; this programme sets the architecture and governance around that work.",
    ],
    audience: [
      "Banks, NBFCs, insurers and fintechs that answer to RBI or IRDAI requirements",
      "Companies with hundreds of staff, several offices and a mix of cloud and on-premise systems",
      "Organisations preparing for ISO/IEC 27001 certification or a major client's security audit",
      "IT heads who cannot say today who has access to which systems and data",
    ],
    outcomes: [
      {
        title: "One identity for every user",
        text: "Single sign-on and multi-factor authentication across cloud and internal applications, with joiners, movers and leavers handled automatically.",
        icon: "users",
      },
      {
        title: "Control of privileged access",
        text: "Administrator accounts vaulted, approved and recorded, so powerful access is used only when needed and always traceable.",
        icon: "lock",
      },
      {
        title: "Data protected where it lives",
        text: "Sensitive data found, classified, encrypted and masked, with rules that stop it leaving through e-mail or cloud storage.",
        icon: "database",
      },
      {
        title: "A secure architecture",
        text: "Segmented networks, secure cloud landing zones and access based on identity and device health rather than location.",
        icon: "network",
      },
      {
        title: "Evidence for auditors",
        text: "Policies, control records and reports mapped to ISO/IEC 27001, RBI, CERT-In and DPDP requirements.",
        icon: "file",
      },
      {
        title: "One view of security events",
        text: "Logs from identity, cloud, network and applications collected centrally, with 24/7 monitoring available.",
        icon: "dashboard",
      },
    ],
    process: [
      {
        title: "Assess (3–4 weeks)",
        text: "A review of identities, access, data flows, architecture and policies against the frameworks you answer to, ending in a gap report.",
      },
      {
        title: "Design the target state (2–3 weeks)",
        text: "Security architecture, chosen tools, policies and a prioritised plan that fits your budget and your audit dates.",
      },
      {
        title: "Implement in stages",
        text: "Identity and multi-factor authentication first, then privileged access, data protection and logging, each rolled out with communication and training.",
      },
      {
        title: "Govern and sustain",
        text: "Access reviews, control testing, policy updates and audit support on a yearly cycle, with monitoring if you need it.",
      },
    ],
    faqs: [
      {
        question: "How is this different from your Cybersecurity Services?",
        answer:
          "Cybersecurity Services finds and fixes weaknesses through testing, hardening and monitoring. Enterprise Security builds the organisation-wide controls and governance around them: identity, access, data protection and audit evidence. Many clients start with a test and move to a programme once they see the gaps.",
      },
      {
        question: "Which tools do you use?",
        answer:
          "We start with the security features you may already pay for in Microsoft 365, Google Workspace, AWS, Azure or Google Cloud, and add specialist identity, privileged-access or data-protection tools only where they close a real gap. We have no commission from any tool vendor.",
      },
      {
        question: "Can you help us get ISO/IEC 27001 certified?",
        answer:
          "Yes. We help you build the information security management system, write the policies, put the controls in place and prepare for the audit. The certificate itself is issued by an independent accredited certification body, which you choose.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/solutions/enterprise/consulting",
    title: "Technology Consulting and Vendor Advisory",
    description:
      "Independent advice on architecture, platforms and vendors: a second opinion before you sign, a fair vendor selection and a design your team can build and run.",
    keywords: ["technology consulting", "vendor selection", "IT advisory India", "architecture review", "ERP selection consultant", "build or buy decision"],
    eyebrow: "Enterprise Solutions",
    intro:
      "Big technology decisions are often made on advice from the people selling the answer. Our consultants give you an independent view: which architecture fits, which vendor to choose, what a proposal should really cost and what could go wrong.",
    cta: { label: "Ask for a second opinion", href: "/contact", text: "Bring us the technology decision you need to get right" },
    whatItIs: [
      "Technology consulting at Nexora is advice you can act on, from engineers and architects who build and run systems for a living. We review architectures and proposals, compare platforms and vendors for ERP, CRM, cloud, data and AI, write requirements and evaluation criteria, run fair selection processes, and check whether a struggling project can be rescued. We can also act as your technical representative with vendors during delivery.",
      "We are independent in the ways that matter: we take no commission from vendors, we disclose any relationship that could be relevant, and we are glad to recommend a product or partner other than Nexora. Engagements are short and fixed in scope, from a one-week second opinion to a few months of advisory support, and end with written recommendations your team owns.",
    ],
    audience: [
      "Leadership teams about to sign a large ERP, CRM, cloud or AI contract",
      "Companies without a CTO that need senior technical judgement for a specific decision",
      "Boards and investors who want an independent view of a technology plan or platform",
      "Organisations whose technology project is late, over budget or losing the business's confidence",
    ],
    outcomes: [
      {
        title: "A clear recommendation",
        text: "A written recommendation with the options considered, the reasons for the choice and the risks, in language leadership can use.",
        icon: "consulting",
      },
      {
        title: "A fair vendor selection",
        text: "Requirements, scoring criteria, demos on your own scenarios and reference checks, so vendors are compared like for like.",
        icon: "scale",
      },
      {
        title: "Architecture you can build",
        text: "A target architecture and written decision records that your own team or any vendor can implement.",
        icon: "server",
      },
      {
        title: "Realistic costs",
        text: "An independent estimate of effort, licences and running costs, and a check of vendor proposals against it.",
        icon: "chart",
      },
      {
        title: "A project back on track",
        text: "For troubled projects, a quick diagnosis of what went wrong and a practical recovery plan.",
        icon: "refresh",
      },
      {
        title: "An adviser at the table",
        text: "Optional ongoing support in vendor meetings, design reviews and steering committees.",
        icon: "handshake",
      },
    ],
    process: [
      {
        title: "Frame the question (1 week)",
        text: "We agree the decision to be made, the constraints, the people to talk to and the form the advice should take.",
      },
      {
        title: "Investigate (1–4 weeks)",
        text: "Interviews, document and code reviews, market scans and vendor sessions, depending on the question.",
      },
      {
        title: "Recommend",
        text: "A written report and a working session with decision-makers to test the recommendation and agree next steps.",
      },
      {
        title: "Support the decision",
        text: "Optional help with negotiation, contracts, onboarding the chosen vendor and reviewing early delivery.",
      },
    ],
    faqs: [
      {
        question: "Can you be independent if you also build software?",
        answer:
          "Yes, and we manage it openly. We tell you at the start if Nexora could bid for the work that follows, and if you prefer, we agree in writing not to. Every recommendation is written down with its reasons, so you can judge it on its merits.",
      },
      {
        question: "How is a consulting engagement priced?",
        answer:
          "As a fixed fee for a defined scope, agreed before we start. Ongoing advisory support is a monthly retainer for an agreed number of days.",
      },
      {
        question: "Will you sign a confidentiality agreement?",
        answer:
          "Yes. We sign a non-disclosure agreement before we see your documents, proposals or code, and we treat vendor pricing you share with us as confidential.",
      },
    ],
  },
];
