// Footer link columns of the public site.
import { serviceLines } from "./services-overview";

export type FooterLink = { label: string; href: string };

export const footerServices: FooterLink[] = serviceLines.map((line) => ({ label: line.title, href: line.href }));

export const footerCompany: FooterLink[] = [
  { label: "About Us", href: "/about" },
  { label: "Leadership", href: "/leadership" },
  { label: "Careers", href: "/careers" },
  { label: "News", href: "/news" },
  { label: "Case Studies", href: "/case-studies" },
  { label: "Partnerships", href: "/partnerships" },
  { label: "Investors", href: "/investors" },
  { label: "Sustainability", href: "/sustainability" },
];

export const footerLegal: FooterLink[] = [
  { label: "Privacy Policy", href: "/privacy" },
  { label: "Terms of Service", href: "/terms" },
  { label: "Cookie Policy", href: "/cookies" },
  { label: "Accessibility", href: "/accessibility" },
];
