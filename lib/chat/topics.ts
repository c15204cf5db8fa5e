// What the chat assistant can point to: phrases a visitor might type, each answered with a link to the page on it.
import { courses } from "../content/courses";
import { serviceLines } from "../content/services-overview";
import { site } from "../site";

export type Topic = { phrases: string[]; answer: string; link: { label: string; href: string } };

const serviceTopics: Topic[] = serviceLines.map((line) => ({
  phrases: phrasesFor(line.href),
  answer: `${line.title}: ${line.text} Our ${line.title} page explains how an engagement runs.`,
  link: { label: line.title, href: line.href },
}));

function phrasesFor(href: string): string[] {
  const table: Record<string, string[]> = {
    "/ai-automation": ["ai", "artificial intelligence", "automation", "automate", "chatbot", "machine learning", "ml"],
    "/cloud-computing": ["cloud", "aws", "azure", "google cloud", "migration", "devops"],
    "/web-development": [
      "website",
      "web site",
      "web development",
      "web app",
      "ecommerce",
      "e-commerce",
      "online store",
    ],
    "/mobile-apps": ["mobile", "app", "android", "ios", "iphone"],
    "/data-analytics": ["data", "analytics", "dashboard", "power bi", "reporting", "bi"],
    "/cybersecurity": ["security", "cybersecurity", "cyber", "hacking", "vulnerability", "penetration test", "pentest"],
    "/blockchain": ["blockchain", "crypto", "smart contract", "ledger"],
    "/iot": ["iot", "internet of things", "sensor", "sensors", "smart factory"],
  };
  return table[href] ?? [];
}

const courseTopics: Topic[] = courses.map((course) => ({
  phrases: [course.title.toLowerCase(), ...course.title.toLowerCase().split(/ and | & /)].filter((p) => p.length > 3),
  answer: `Our ${course.title} course runs for ${course.duration} (${course.level.toLowerCase()}). The course page has the outline, format and certification.`,
  link: { label: course.title, href: course.href },
}));

export const topics: Topic[] = [
  {
    phrases: [
      "price",
      "pricing",
      "cost",
      "costs",
      "quote",
      "quotation",
      "budget",
      "estimate",
      "how much",
      "rate",
      "rates",
    ],
    answer:
      "Pricing depends on scope: most projects are fixed-price after a short discovery. Tell us what you need and we'll send a quote within 24 hours.",
    link: { label: "Get a quote", href: "/quote" },
  },
  {
    phrases: ["demo", "demonstration", "trial", "see it"],
    answer:
      "We'd be glad to show you. Pick a topic and a time that suits you, and an engineer will walk you through it.",
    link: { label: "Schedule a demo", href: "/demo" },
  },
  {
    phrases: [
      "contact",
      "call",
      "phone",
      "email",
      "e-mail",
      "address",
      "office",
      "visit",
      "reach",
      "talk to",
      "human",
      "person",
    ],
    answer: `You can call ${site.phone.display} (${site.businessHours.display}), write to ${site.email.general}, or send an enquiry from the contact page.`,
    link: { label: "Contact us", href: "/contact" },
  },
  {
    phrases: [
      "course",
      "courses",
      "training",
      "train",
      "learn",
      "bootcamp",
      "certification",
      "certificate",
      "class",
      "batch",
      "academy",
    ],
    answer:
      "Our academy runs certified courses in AI, robotics, data science and digital marketing, online and in Pune and Akola.",
    link: { label: "Training courses", href: "/training" },
  },
  {
    phrases: ["robot", "robots", "robotics", "arduino", "raspberry pi", "ros"],
    answer:
      "Robotics Programming takes beginners from sensors and motors to a working robot with Arduino, Raspberry Pi and ROS 2.",
    link: { label: "Robotics Programming", href: "/training/robotics-programming" },
  },
  {
    phrases: ["job", "jobs", "career", "careers", "hiring", "vacancy", "internship", "work with you"],
    answer:
      "We hire engineers, designers and trainers in Pune, Akola and Nagpur. Open roles and how to apply are on our careers page.",
    link: { label: "Careers", href: "/careers" },
  },
  {
    phrases: ["nexweb", "web design", "landing page", "redesign"],
    answer: `${site.brand.name} is our web studio: fast, accessible websites and web apps, with fixed-price packages.`,
    link: { label: site.brand.name, href: site.brand.path },
  },
  {
    phrases: ["support", "help desk", "maintenance", "bug", "issue", "outage", "down"],
    answer: `Existing clients can write to ${site.email.support}. Our support and maintenance plans cover fixes, updates and monitoring.`,
    link: { label: "Support & Maintenance", href: "/services/support-maintenance" },
  },
  {
    phrases: ["about", "who are you", "company", "nexora", "founded", "team"],
    answer: `${site.legalName} is an AI and engineering company from Maharashtra with offices in ${site.cities.join(", ")}.`,
    link: { label: "About Nexora", href: "/about" },
  },
  ...courseTopics,
  ...serviceTopics,
];
