// Company identity: every name, address and number the site shows comes from here.

export type CompanyDomain = { domain: string; name: string };
export type SocialLink = { label: "LinkedIn" | "X" | "YouTube" | "GitHub" | "Instagram"; href: string };

export const site = {
  name: "Nexora",
  legalName: "Nexora Technologies Pvt. Ltd.",
  portalName: "NEXORA",
  tagline: "AI, cloud and engineering services, and the training to use them well",
  description:
    "Nexora Technologies builds AI, cloud, web, mobile, data, security, blockchain and IoT solutions for businesses and trains teams in AI and robotics. Offices in Pune, Akola, Nagpur and Amravati.",
  keywords: [
    "AI solutions",
    "machine learning",
    "cloud computing",
    "web development",
    "mobile apps",
    "data analytics",
    "cybersecurity",
    "AI training",
    "robotics training",
    "Pune",
    "Maharashtra",
  ],
  brand: {
    name: "NexWeb",
    path: "/nexweb",
    tagline: "Web design and development by Nexora",
  },
  phone: { display: "+91 98765 43210", tel: "+919876543210" },
  email: {
    general: "hello@nexora.example",
    sales: "sales@nexora.example",
    support: "support@nexora.example",
  },
  headOffice: {
    label: "Head Office",
    street: "2nd Floor, Nexora House, Civil Lines Road",
    locality: "Civil Lines",
    city: "Akola",
    region: "Maharashtra",
    postalCode: "444001",
    country: "India",
    countryCode: "IN",
    // Used by the map embed and the "View Larger Map" link.
    latitude: 20.7096,
    longitude: 77.0021,
  },
  headquarters: "Pune, Maharashtra, India",
  cities: ["Pune", "Akola", "Nagpur", "Amravati"],
  businessHours: {
    display: "Mon–Fri, 11:30 AM – 7:30 PM IST",
    days: "Monday to Friday",
    open: "11:30",
    close: "19:30",
  },
  responseTime: "24 hours",
  foundingYear: 2019,
  edition: "Enterprise Edition v2.0",
  companyDomains: [
    { domain: "nexora.example", name: "Nexora Technologies" },
    { domain: "nexweb.example", name: "NexWeb" },
  ] satisfies CompanyDomain[],
  // Empty until the company has public profiles: the footer shows only configured links.
  social: [] as SocialLink[],
} as const;

export function formatAddress(lines: "single" | "multi" = "single"): string {
  const a = site.headOffice;
  const parts = [a.street, `${a.city}, ${a.region} ${a.postalCode}`, a.country];
  return lines === "single" ? parts.join(", ") : parts.join("\n");
}

/** The company a typed e-mail belongs to, for the login badge. */
export function companyForEmail(email: string): CompanyDomain | undefined {
  const at = email.lastIndexOf("@");
  if (at < 0) return undefined;
  const domain = email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return site.companyDomains.find((c) => c.domain === domain);
}
