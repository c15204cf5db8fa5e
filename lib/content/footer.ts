// Footer link columns of the public site, and the shorter Company column of the portal's sign-in page.
import type { LinkItem } from "./navigation";
import { serviceLines } from "./services-overview";

export const footerServices: LinkItem[] = serviceLines.map((line) => ({ label: line.title, href: line.href }));

export const footerCompany: LinkItem[] = [
  { label: "About Us", href: "/about" },
  { label: "Leadership", href: "/leadership" },
  { label: "Careers", href: "/careers" },
  { label: "News", href: "/news" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "Partnerships", href: "/partnerships" },
  { label: "Investors", href: "/investors" },
  { label: "Sustainability", href: "/sustainability" },
];

export const footerLegal: LinkItem[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Cookie Policy", href: "/cookies" },
  { label: "Accessibility", href: "/accessibility" },
];

export const portalFooterCompany: LinkItem[] = [
  { label: "About", href: "/about" },
  { label: "Careers", href: "/careers" },
  { label: "Contact", href: "/contact" },
  { label: "Press", href: "/press" },
];
