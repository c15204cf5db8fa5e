// The AI Cloud Services page's copy.
import type { Card, Faq, Step } from "./catalogue/types";

export const acs = {
  eyebrow: "AI Cloud Services",
  title: "AI in production, on a cloud you control",
  intro:
    "We design, migrate and operate the cloud platforms your AI runs on: GPU capacity when you need it, governed data pipelines, model hosting and monitoring, with costs you can predict.",
  capabilities: [
    { icon: "server", title: "Managed GPU capacity", text: "Right-sized GPU and CPU pools on AWS, Azure, Google Cloud or Indian data centres, scaled to your workload and switched off when idle." },
    { icon: "platform", title: "Model hosting and MLOps", text: "Versioned models behind secure APIs, automated retraining, canary releases and rollback, all in your account." },
    { icon: "database", title: "Data pipelines", text: "Ingestion, cleaning and feature stores that keep training and production data consistent and auditable." },
    { icon: "shield", title: "Security and compliance", text: "Private networking, encryption, access reviews and audit trails that stand up to RBI, DPDP and client security questionnaires." },
    { icon: "chart", title: "Cost control", text: "Budgets, alerts and monthly reviews: we routinely find idle capacity and reserved-instance savings in the first month." },
    { icon: "headset", title: "24/7 operations", text: "Monitoring of model quality and infrastructure health, with engineers on call against agreed response times." },
  ] satisfies Card[],
  process: [
    { title: "Assess (2 weeks)", text: "We review your workloads, data and costs, and agree targets for latency, availability and spend." },
    { title: "Design (2–3 weeks)", text: "A reference architecture for your cloud, security controls, and a migration plan with no big-bang cut-over." },
    { title: "Migrate and build (4–10 weeks)", text: "Infrastructure as code, pipelines and model hosting stood up in stages, each one tested before traffic moves." },
    { title: "Operate", text: "A managed service with monthly reports on reliability, model quality and cost, and a roadmap we review together." },
  ] satisfies Step[],
  audience: [
    "Teams with models stuck on a data scientist's laptop",
    "Companies whose cloud bill grew faster than their usage",
    "Regulated businesses that need AI workloads inside India",
    "Product teams adding AI features to an existing application",
  ],
  faqs: [
    { question: "Do we have to move to a particular cloud?", answer: "No. We work in the cloud you already use, in Indian data centres, or on-premise, and we write everything as code so you are never locked in to us either." },
    { question: "Who owns the infrastructure and models?", answer: "You do. Everything runs in accounts you own, and we hand over the code, runbooks and credentials at any time." },
    { question: "How is it priced?", answer: "Assessment and design are fixed-price. Operations is a monthly fee based on the size of the estate, separate from your cloud provider's bill, which you pay directly." },
  ] satisfies Faq[],
};
