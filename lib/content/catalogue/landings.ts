// Landing pages of the catalogue: AI Cloud Services and the NexWeb studio, titled bands of cards, checks and steps.
import { landingPages as meta } from "../pages";
import type { LandingPage } from "./types";

export const landingPages: LandingPage[] = [
  {
    ...meta.acs,
    kind: "landing",
    keywords: ["AI cloud services", "MLOps", "GPU cloud India", "model hosting", "cloud cost optimisation"],
    eyebrow: "AI Cloud Services",
    headline: "AI in production, on a cloud you control",
    intro:
      "We design, migrate and operate the cloud platforms your AI runs on: GPU capacity when you need it, governed data pipelines, model hosting and monitoring, with costs you can predict.",
    cta: {
      label: "Book a cloud assessment",
      href: "/demo",
      text: "Find out what your AI workloads should cost and how they should run.",
    },
    bands: [
      {
        id: "capabilities",
        heading: "What we run for you",
        cards: [
          { icon: "server", title: "Managed GPU capacity", text: "Right-sized GPU and CPU pools on AWS, Azure, Google Cloud or Indian data centres, scaled to your workload and switched off when idle." },
          { icon: "platform", title: "Model hosting and MLOps", text: "Versioned models behind secure APIs, automated retraining, canary releases and rollback, all in your account." },
          { icon: "database", title: "Data pipelines", text: "Ingestion, cleaning and feature stores that keep training and production data consistent and auditable." },
          { icon: "shield", title: "Security and compliance", text: "Private networking, encryption, access reviews and audit trails that stand up to RBI, DPDP and client security questionnaires." },
          { icon: "chart", title: "Cost control", text: "Budgets, alerts and monthly reviews: we routinely find idle capacity and reserved-instance savings in the first month." },
          { icon: "headset", title: "24/7 operations", text: "Monitoring of model quality and infrastructure health, with engineers on call against agreed response times." },
        ],
      },
      {
        id: "audience",
        heading: "Who it is for",
        checklist: [
          "Teams with models stuck on a data scientist's laptop",
          "Companies whose cloud bill grew faster than their usage",
          "Regulated businesses that need AI workloads inside India",
          "Product teams adding AI features to an existing application",
        ],
      },
      {
        id: "process",
        heading: "How we get you there",
        steps: [
          { title: "Assess (2 weeks)", text: "We review your workloads, data and costs, and agree targets for latency, availability and spend." },
          { title: "Design (2–3 weeks)", text: "A reference architecture for your cloud, security controls, and a migration plan with no big-bang cut-over." },
          { title: "Migrate and build (4–10 weeks)", text: "Infrastructure as code, pipelines and model hosting stood up in stages, each one tested before traffic moves." },
          { title: "Operate", text: "A managed service with monthly reports on reliability, model quality and cost, and a roadmap we review together." },
        ],
      },
    ],
    faqs: [
      { question: "Do we have to move to a particular cloud?", answer: "No. We work in the cloud you already use, in Indian data centres, or on-premise, and we write everything as code so you are never locked in to us either." },
      { question: "Who owns the infrastructure and models?", answer: "You do. Everything runs in accounts you own, and we hand over the code, runbooks and credentials at any time." },
      { question: "How is it priced?", answer: "Assessment and design are fixed-price. Operations is a monthly fee based on the size of the estate, separate from your cloud provider's bill, which you pay directly." },
    ],
  },
  {
    ...meta.nexweb,
    kind: "landing",
    keywords: ["NexWeb", "web design Pune", "website development Akola", "ecommerce website India", "web app development"],
    eyebrow: "Web design and development by Nexora",
    headline: "NexWeb builds websites that load fast, read well and sell",
    crumb: "NexWeb",
    intro:
      "NexWeb is Nexora's web studio. We design, build, host and look after company websites, online stores and web applications, with the engineering depth of an AI and cloud company behind every page.",
    cta: {
      label: "Get a website quote",
      href: "/quote",
      text: "Tell us about your website and get a fixed quote within two working days.",
    },
    heroImage: { src: "/images/nexweb-banner.svg", width: 720, height: 480 },
    bands: [
      {
        id: "packages",
        heading: "Packages",
        cards: [
          { title: "Launch", meta: "From 2 weeks", text: "A five-to-eight page company website with a contact form, search-ready structure, analytics you own and a content editor your team can use." },
          { title: "Commerce", meta: "From 5 weeks", text: "An online store with UPI and card payments, GST invoices, shipping integrations and an inventory that matches your accounts." },
          { title: "Platform", meta: "From 8 weeks", text: "A custom web application or customer portal, with sign-in, dashboards and integrations with your ERP or CRM." },
        ],
      },
      {
        id: "promises",
        heading: "What every NexWeb site gets",
        cards: [
          { icon: "zap", title: "Fast on real phones", text: "We design for a mid-range Android phone on a 4G connection and measure every page before launch." },
          { icon: "users", title: "Accessible to everyone", text: "Built to WCAG 2.2 AA: keyboard navigation, readable contrast and screen-reader labels as standard." },
          { icon: "globe", title: "Found in search", text: "Clean structure, structured data and pages written for the questions your customers actually ask." },
          { icon: "sparkles", title: "AI-powered optimisation", text: "We test headlines, layouts and page speed continuously and suggest changes backed by your own data." },
        ],
      },
      {
        id: "process",
        heading: "From first call to launch",
        steps: [
          { title: "Discovery call", text: "We learn your goals, audience and must-haves, and send a fixed quote within two working days." },
          { title: "Design", text: "Wireframes then full designs for phone and desktop, reviewed with you until they are right." },
          { title: "Build and write", text: "We build, write or edit the copy, and connect forms, payments and analytics." },
          { title: "Launch and care", text: "Hosting, backups, security updates and a monthly hour of changes, on a simple care plan." },
        ],
      },
    ],
    faqs: [
      { question: "Can you redesign our existing website?", answer: "Yes. We audit what works today, keep your search rankings with proper redirects, and move your content across." },
      { question: "Will we be able to edit the site ourselves?", answer: "Yes. Every site comes with an editor for pages, products and posts, and a short training session for your team." },
      { question: "Do you offer hosting?", answer: "Yes, on Indian and global infrastructure with daily backups and monitoring, or we can deploy to hosting you already have." },
    ],
  },
];
