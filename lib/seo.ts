// Per-page metadata from one place: canonical link, Open Graph and Twitter tags on every public page.
import type { Metadata } from "next";
import { env } from "./env";
import { site } from "./site";

export function absoluteUrl(path: string): string {
  return new URL(path, `${env().SITE_URL}/`).toString();
}

type PageMeta = {
  title: string;
  description: string;
  path: string;
  keywords?: readonly string[];
  absoluteTitle?: boolean;
};

export function pageMetadata({ title, description, path, keywords, absoluteTitle }: PageMeta): Metadata {
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  return {
    title: absoluteTitle ? { absolute: title } : title,
    description,
    keywords: keywords ? [...keywords] : undefined,
    alternates: { canonical: path },
    openGraph: { type: "website", siteName: site.name, locale: "en_IN", title: fullTitle, description, url: path },
    // X reads og:title and og:description when its own are absent: not repeated in every page's head and payload.
    twitter: { card: "summary_large_image" },
  };
}

/** The company as a schema.org Organization, for the home page's JSON-LD. */
export function organizationJsonLd() {
  const a = site.headOffice;
  return {
    name: site.legalName,
    alternateName: site.name,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/images/logo-mark.svg"),
    description: site.description,
    email: site.email.general,
    telephone: site.phone.tel,
    foundingDate: String(site.foundingYear),
    address: {
      streetAddress: a.street,
      addressLocality: a.city,
      addressRegion: a.region,
      postalCode: a.postalCode,
      addressCountry: a.countryCode,
    },
    contactPoint: [
      {
        contactType: "sales",
        email: site.email.sales,
        telephone: site.phone.tel,
        areaServed: "IN",
        availableLanguage: ["en", "hi", "mr"],
      },
      { contactType: "customer support", email: site.email.support, telephone: site.phone.tel },
    ],
    ...(site.social.length ? { sameAs: site.social.map((s) => s.href) } : {}),
  };
}
