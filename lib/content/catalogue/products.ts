// Products: the mega menu's featured product, product suites and integrations.
import type { OfferingPage } from "./types";

export const productPages: OfferingPage[] = [
  {
    kind: "offering",
    path: "/products/ai-platform-pro",
    title: "AI Platform Pro",
    description:
      "Build, deploy and monitor AI models on one governed platform, in your cloud or ours, with approvals, audit trails and cost controls built in.",
    keywords: ["AI Platform Pro", "MLOps platform", "AI governance", "model monitoring", "enterprise AI platform India"],
    eyebrow: "New product",
    intro:
      "AI Platform Pro is the governed edition of our AI Platform for organisations running many models: every model has an owner, an approval record and a live health view, and every prediction can be traced back to the model version that made it.",
    cta: { label: "Schedule a demo", href: "/demo", text: "See AI Platform Pro running on models like yours" },
    whatItIs: [
      "AI Platform Pro brings together model training, a model registry, deployment, monitoring and governance. Data scientists work in familiar tools; the platform takes care of packaging, serving, scaling and recording what happened.",
      "It runs in your own AWS, Azure or Google Cloud account, on your servers, or as a managed service hosted by Nexora in an Indian region. Pro adds approval workflows, role-based access, audit logs and spending limits on top of the standard platform.",
    ],
    audience: [
      "Banks, insurers and healthcare organisations that must explain and audit AI decisions",
      "Companies with several data science teams and models in production",
      "IT leaders who need control over AI spending and access",
      "Teams moving from notebooks and scripts to a repeatable way of shipping models",
    ],
    outcomes: [
      { title: "One place for every model", text: "Registry, versions, owners, documentation and status for all your models.", icon: "platform" },
      { title: "Approvals and audit", text: "Promotion to production needs sign-off, and every change is logged.", icon: "security" },
      { title: "Live monitoring", text: "Accuracy, drift, latency and cost tracked per model, with alerts.", icon: "dashboard" },
      { title: "Cost under control", text: "Budgets and limits per team and project, with idle resources switched off.", icon: "scale" },
    ],
    process: [
      { title: "Demo and fit check", text: "A session on your use cases and a review of your current tools and cloud." },
      { title: "Pilot", text: "The platform is installed in your environment and one or two models are moved onto it in four to six weeks." },
      { title: "Rollout", text: "Teams are onboarded with training, and governance rules are configured with your risk team." },
      { title: "Support", text: "Updates, monitoring of the platform itself and a support desk with agreed response times." },
    ],
    faqs: [
      {
        question: "How is AI Platform Pro licensed?",
        answer: "By the number of production models and users, billed annually. The pilot is priced separately and credited if you continue.",
      },
      {
        question: "Can we use our existing notebooks and frameworks?",
        answer: "Yes. It supports Python with scikit-learn, PyTorch, TensorFlow, XGBoost and common LLM frameworks, and imports existing models.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/products/ai-platform",
    title: "AI Platform",
    description:
      "Model training, serving and monitoring in one toolkit, so data teams ship machine learning models to production in days instead of months.",
    keywords: ["AI platform", "model serving", "machine learning platform", "MLOps", "model deployment"],
    eyebrow: "Product Suites",
    intro:
      "Most machine learning models never leave the notebook. AI Platform gives your data team a straight path from experiment to a monitored production API, without waiting for a separate engineering project each time.",
    cta: { label: "See it in a demo", href: "/demo", text: "Watch a model go from notebook to production API" },
    whatItIs: [
      "AI Platform packages a trained model, deploys it as a secure, scalable API and watches how it performs. Experiments, datasets and model versions are tracked automatically, so results can be reproduced.",
      "It is the foundation of AI Platform Pro. Teams that later need approvals, audit logs and spending controls can upgrade without moving their models.",
    ],
    audience: [
      "Data science teams with models stuck in notebooks",
      "Start-ups and product teams adding machine learning features",
      "Engineering teams tired of hand-building deployment for every model",
    ],
    outcomes: [
      { title: "Experiment tracking", text: "Parameters, data versions and results recorded for every run.", icon: "chart" },
      { title: "One-step deployment", text: "A registered model becomes an authenticated, autoscaling API.", icon: "rocket" },
      { title: "Monitoring", text: "Latency, errors and data drift on a dashboard, with alerts.", icon: "dashboard" },
    ],
    process: [
      { title: "Set-up", text: "We install the platform in your cloud account or provide a hosted workspace within a week." },
      { title: "First model", text: "Together we take one of your models to production and document the steps." },
      { title: "Team onboarding", text: "Hands-on training so your team deploys the next models on its own." },
    ],
    faqs: [
      {
        question: "Do we need Kubernetes experience?",
        answer: "No. The platform manages the infrastructure; your team works with a Python library, a command line and a web console.",
      },
      {
        question: "What is the difference from AI Platform Pro?",
        answer: "Pro adds governance: approval workflows, audit logs, fine-grained access and budget limits for organisations with many models.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/products/automation-suite",
    title: "Automation Suite",
    description:
      "Workflow, document and approval automation in one suite: design forms and flows, read documents with AI and connect them to the systems you already run.",
    keywords: ["automation suite", "workflow automation software", "approval workflow", "document processing software", "low-code automation"],
    eyebrow: "Product Suites",
    intro:
      "Automation Suite replaces e-mail chains, paper forms and spreadsheets with tracked workflows. Build forms and approval flows visually, let document AI read the attachments, and post the results to your ERP or CRM.",
    cta: { label: "Book a walkthrough", href: "/demo", text: "See your own approval process rebuilt in Automation Suite" },
    whatItIs: [
      "Automation Suite has three parts: a workflow designer for forms, approvals and escalations; document AI that extracts data from invoices, orders and IDs; and connectors to common business systems.",
      "Business teams can change forms and routing themselves, while IT keeps control of access, integrations and data retention.",
    ],
    audience: [
      "Finance teams handling purchase requests, invoices and expense claims",
      "HR teams running onboarding, leave and asset requests",
      "Operations teams with approvals that wait days in someone's inbox",
    ],
    outcomes: [
      { title: "Tracked approvals", text: "Every request has a status, an owner and a deadline, with reminders and escalation.", icon: "workflow" },
      { title: "Documents read for you", text: "Attachments are read and their fields filled in, ready for a quick check.", icon: "file" },
      { title: "Connected systems", text: "Approved data is posted to Tally, SAP, Zoho, Salesforce or your own APIs.", icon: "network" },
    ],
    process: [
      { title: "Pick a process", text: "We choose one high-volume process and map its steps and rules with the people who run it." },
      { title: "Build and test", text: "The workflow is configured and tested with real cases in two to four weeks." },
      { title: "Launch and hand over", text: "Users are trained, and your team learns to adjust and add workflows." },
    ],
    faqs: [
      {
        question: "Can it be used on phones?",
        answer: "Yes. Requests can be raised and approved from any phone browser, and approvers get e-mail or WhatsApp notifications.",
      },
      {
        question: "Which systems does it connect to?",
        answer: "Tally, SAP Business One, Zoho, Salesforce, Microsoft 365 and Google Workspace out of the box, and any system with an API.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/products/analytics-platform",
    title: "Analytics Platform",
    description:
      "Dashboards and self-service reporting on one trusted copy of your data, refreshed automatically, with access rules that follow your organisation chart.",
    keywords: ["analytics platform", "business intelligence", "self-service reporting", "data warehouse", "dashboards"],
    eyebrow: "Product Suites",
    intro:
      "Stop reconciling spreadsheets before every meeting. Analytics Platform collects data from your systems into one warehouse, defines each metric once, and gives every team dashboards and reports they can trust.",
    cta: { label: "See a sample dashboard", href: "/demo", text: "See what your numbers could look like on one screen" },
    whatItIs: [
      "Analytics Platform combines data connectors, a cloud data warehouse, a shared library of metric definitions and dashboards. Data refreshes on a schedule, and each figure can be traced to its source.",
      "Managers explore and filter on their own; analysts build new reports with SQL or a visual editor. Row-level security means each person sees only their region, branch or team.",
    ],
    audience: [
      "Management teams who want one version of the numbers",
      "Analysts spending most of their week preparing reports by hand",
      "Multi-branch businesses comparing performance across locations",
    ],
    outcomes: [
      { title: "One source of truth", text: "Sales, stock, finance and operations data in one warehouse, refreshed automatically.", icon: "database" },
      { title: "Consistent metrics", text: "Revenue, margin and other measures defined once and used everywhere.", icon: "check" },
      { title: "Self-service dashboards", text: "Filters, drill-downs and scheduled e-mail reports for every team.", icon: "dashboard" },
    ],
    process: [
      { title: "Data audit", text: "We list your data sources, agree key metrics and check data quality." },
      { title: "First dashboards", text: "Connectors, warehouse and the first set of dashboards in four to six weeks." },
      { title: "Expand", text: "More sources and teams are added, and your analysts are trained to build their own reports." },
    ],
    faqs: [
      {
        question: "Can we keep using Power BI or Excel?",
        answer: "Yes. The warehouse and metric definitions work with Power BI, Excel and Google Sheets as well as the platform's own dashboards.",
      },
      {
        question: "How fresh is the data?",
        answer: "Most sources refresh hourly or nightly; operational data can refresh every few minutes where it matters.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/products/integrations/cloud-connectors",
    title: "Cloud Connectors",
    description:
      "Ready-made connectors that move data securely between AWS, Azure, Google Cloud, SaaS tools and on-premise databases for Nexora platforms and your own apps.",
    keywords: ["cloud connectors", "data integration", "hybrid cloud integration", "AWS Azure GCP connectors", "on-premise data connector"],
    eyebrow: "Integrations & Add-ons",
    intro:
      "Your data lives in many places: an on-premise database, a SaaS CRM, files in cloud storage. Cloud Connectors bring it together for our AI, automation and analytics platforms without fragile hand-written scripts.",
    cta: { label: "Check a connector", href: "/contact", text: "Tell us which systems you need to connect" },
    whatItIs: [
      "Cloud Connectors are maintained, monitored integrations for common databases, cloud storage, warehouses and SaaS applications. They handle authentication, incremental loading, retries and schema changes.",
      "For on-premise systems, a small gateway runs inside your network and makes outbound connections only, so no inbound firewall ports need to be opened.",
    ],
    audience: [
      "Customers of Nexora's AI, Automation and Analytics platforms",
      "Companies running a mix of on-premise and cloud systems",
      "IT teams maintaining too many custom data scripts",
    ],
    outcomes: [
      { title: "Broad coverage", text: "Connectors for PostgreSQL, MySQL, SQL Server, Oracle, S3, Azure Blob, BigQuery, Salesforce and more.", icon: "cloud" },
      { title: "Secure by design", text: "Encrypted transfer, outbound-only gateways and credentials kept in a vault.", icon: "lock" },
      { title: "Monitored runs", text: "Every sync is logged, with alerts when a source fails or its structure changes.", icon: "refresh" },
    ],
    process: [
      { title: "Inventory", text: "We list the sources, volumes and refresh needs, and check network access." },
      { title: "Configure", text: "Connectors and gateways are set up and tested with your IT team." },
      { title: "Operate", text: "We monitor the connectors and keep them up to date as the source systems change." },
    ],
    faqs: [
      {
        question: "What if our system has no standard connector?",
        answer: "We build a custom connector to the same standard, usually in one to three weeks, and maintain it with the rest.",
      },
      {
        question: "Can connectors be used without the other products?",
        answer: "Yes, they can feed your own data warehouse or applications as a managed integration service.",
      },
    ],
  },
  {
    kind: "offering",
    path: "/products/integrations/security-addons",
    title: "Security Add-ons",
    description:
      "Single sign-on, audit trails, data masking and customer-managed keys for Nexora platforms, to meet the security reviews of regulated industries.",
    keywords: ["security add-ons", "single sign-on", "audit trail", "data masking", "customer managed keys"],
    eyebrow: "Integrations & Add-ons",
    intro:
      "When your security team or regulator asks hard questions, Security Add-ons help you answer them: sign-in through your identity provider, a tamper-evident audit trail, masking of personal data and encryption keys you control.",
    cta: { label: "Request the security pack", href: "/contact", text: "Get our security documentation for your review" },
    whatItIs: [
      "Security Add-ons extend the AI, Automation and Analytics platforms with enterprise controls. They are switched on per workspace and configured with your security team.",
      "They include SAML and OpenID Connect single sign-on, SCIM user provisioning, exportable audit logs, masking of personal data fields, IP allow-lists and customer-managed encryption keys.",
    ],
    audience: [
      "Banks, insurers, hospitals and public bodies with strict security reviews",
      "Organisations that manage staff access centrally with Azure AD, Okta or Google",
      "Teams handling personal data under the DPDP Act",
    ],
    outcomes: [
      { title: "Central sign-in", text: "Staff sign in with your identity provider; leavers lose access automatically.", icon: "lock" },
      { title: "Complete audit trail", text: "Who saw or changed what, exportable to your SIEM.", icon: "file" },
      { title: "Protected personal data", text: "Sensitive fields masked for people who do not need to see them.", icon: "shield" },
    ],
    process: [
      { title: "Security review", text: "We answer your questionnaire and walk your team through our architecture." },
      { title: "Configuration", text: "Single sign-on, provisioning, masking rules and keys are set up together." },
      { title: "Verification", text: "Your team tests the controls, and we provide evidence for your auditors." },
    ],
    faqs: [
      {
        question: "Which identity providers are supported?",
        answer: "Any SAML 2.0 or OpenID Connect provider, including Microsoft Entra ID, Okta, Google Workspace and Keycloak.",
      },
      {
        question: "Are the add-ons sold separately?",
        answer: "Yes, as one bundle per workspace. They are included in AI Platform Pro.",
      },
    ],
  },
];
