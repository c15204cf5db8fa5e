// The company's eight service lines: the home page overview and the footer's service column share these paths.
import type { IconName } from "./icons";

export type ServiceLine = { title: string; text: string; href: string; icon: IconName };

export const serviceLines: ServiceLine[] = [
  { title: "AI & Automation", text: "Assistants, document processing and workflow automation that take the repetitive work off your team.", href: "/ai-automation", icon: "bot" },
  { title: "Cloud Computing", text: "Migration, architecture and cost control on AWS, Azure and Google Cloud.", href: "/cloud-computing", icon: "cloud" },
  { title: "Web Development", text: "Fast, accessible websites and web applications, built and cared for by NexWeb.", href: "/web-development", icon: "globe" },
  { title: "Mobile Apps", text: "iOS and Android apps from one codebase, designed around the people who use them.", href: "/mobile-apps", icon: "smartphone" },
  { title: "Data Analytics", text: "Pipelines, warehouses and dashboards that turn scattered data into decisions.", href: "/data-analytics", icon: "database" },
  { title: "Cybersecurity", text: "Assessments, hardening and monitoring for applications, cloud and people.", href: "/cybersecurity", icon: "shield" },
  { title: "Blockchain", text: "Traceability and document verification where a shared, tamper-evident record pays off.", href: "/blockchain", icon: "blocks" },
  { title: "IoT", text: "Connected sensors and machines for factories, farms and buildings, with the dashboards to match.", href: "/iot", icon: "cpu" },
];
