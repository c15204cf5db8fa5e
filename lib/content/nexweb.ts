// The NexWeb brand page's copy.
import type { Card, Faq, Step } from "./catalogue/types";

export const nexweb = {
  eyebrow: "Web design and development by Nexora",
  title: "NexWeb builds websites that load fast, read well and sell",
  intro:
    "NexWeb is Nexora's web studio. We design, build, host and look after company websites, online stores and web applications, with the engineering depth of an AI and cloud company behind every page.",
  packages: [
    { title: "Launch", meta: "From 2 weeks", text: "A five-to-eight page company website with a contact form, search-ready structure, analytics you own and a content editor your team can use." },
    { title: "Commerce", meta: "From 5 weeks", text: "An online store with UPI and card payments, GST invoices, shipping integrations and an inventory that matches your accounts." },
    { title: "Platform", meta: "From 8 weeks", text: "A custom web application or customer portal, with sign-in, dashboards and integrations with your ERP or CRM." },
  ] satisfies Card[],
  promises: [
    { icon: "zap", title: "Fast on real phones", text: "We design for a mid-range Android phone on a 4G connection and measure every page before launch." },
    { icon: "users", title: "Accessible to everyone", text: "Built to WCAG 2.2 AA: keyboard navigation, readable contrast and screen-reader labels as standard." },
    { icon: "globe", title: "Found in search", text: "Clean structure, structured data and pages written for the questions your customers actually ask." },
    { icon: "sparkles", title: "AI-powered optimisation", text: "We test headlines, layouts and page speed continuously and suggest changes backed by your own data." },
  ] satisfies Card[],
  process: [
    { title: "Discovery call", text: "We learn your goals, audience and must-haves, and send a fixed quote within two working days." },
    { title: "Design", text: "Wireframes then full designs for phone and desktop, reviewed with you until they are right." },
    { title: "Build and write", text: "We build, write or edit the copy, and connect forms, payments and analytics." },
    { title: "Launch and care", text: "Hosting, backups, security updates and a monthly hour of changes, on a simple care plan." },
  ] satisfies Step[],
  faqs: [
    { question: "Can you redesign our existing website?", answer: "Yes. We audit what works today, keep your search rankings with proper redirects, and move your content across." },
    { question: "Will we be able to edit the site ourselves?", answer: "Yes. Every site comes with an editor for pages, products and posts, and a short training session for your team." },
    { question: "Do you offer hosting?", answer: "Yes, on Indian and global infrastructure with daily backups and monitoring, or we can deploy to hosting you already have." },
  ] satisfies Faq[],
};
