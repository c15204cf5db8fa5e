"use client";
// The public footer: company, contacts and offices, service, company and legal links. A client component with no
// props, though it has no state: its content then travels once, in a script every public page shares and the browser
// caches, instead of a second time in each page's inline payload beside its markup.
import { footerCompany, footerLegal, footerServices } from "@/lib/content/footer";
import { site } from "@/lib/site";
import { LinkColumn, LinkList } from "./link-list";
import { Logo } from "./logo";
import { SpriteIcon } from "@/components/ui/sprite-icon";

// Styled from the list (.footer-links in app/globals.css): no class on each link.
const column = { className: "footer-links" };

export function SiteFooter() {
  return (
    <footer className="dark-surface bg-navy-950 text-slate-300">
      <div className="container-page grid gap-12 py-16 lg:grid-cols-12">
        <div className="lg:col-span-4">
          <Logo tone="light" />
          <p className="mt-5 max-w-sm leading-relaxed">
            {site.legalName} designs, builds and runs AI, cloud, web and data systems for growing businesses, and trains
            the people who use them.
          </p>
          <ul className="mt-6 space-y-3 text-[0.9375rem]">
            <li>
              <a href={`mailto:${site.email.general}`} className="inline-flex items-center gap-2.5 hover:text-white">
                <SpriteIcon name="mail" className="size-4 text-blue-300" />
                {site.email.general}
              </a>
            </li>
            <li>
              <a href={`tel:${site.phone.tel}`} className="inline-flex items-center gap-2.5 hover:text-white">
                <SpriteIcon name="phone" className="size-4 text-blue-300" />
                {site.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <SpriteIcon name="map-pin" className="size-4 shrink-0 text-blue-300" />
              {`Headquarters in ${site.cities[0]}, head office in ${site.headOffice.city}`}
            </li>
            <li className="flex items-center gap-2.5">
              <SpriteIcon name="clock" className="size-4 shrink-0 text-blue-300" />
              {`Office hours ${site.businessHours.display}; 24/7 support for managed-service clients`}
            </li>
          </ul>
        </div>
        <div className="grid gap-10 sm:grid-cols-3 lg:col-span-8">
          <LinkColumn title="Services" links={footerServices} {...column} />
          <LinkColumn title="Company" links={footerCompany} {...column} />
          <div>
            <h2 className="text-sm font-semibold tracking-[0.14em] text-white uppercase">Offices</h2>
            <ul className="mt-4 space-y-2.5 text-[0.9375rem]">
              {site.cities.map((city) => (
                <li key={city} className="flex items-center gap-2">
                  <SpriteIcon name="earth" className="size-4 text-blue-300" />
                  {city}, Maharashtra
                </li>
              ))}
            </ul>
            {site.social.length ? (
              <ul className="mt-6 flex gap-3" aria-label="Nexora on social media">
                {site.social.map((s) => (
                  <li key={s.href}>
                    <a href={s.href} rel="me noopener" className="text-slate-300 hover:text-white">
                      {s.label}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {site.legalName} All rights reserved.
          </p>
          <nav aria-label="Legal">
            <LinkList links={footerLegal} className="flex flex-wrap gap-x-5 gap-y-2" linkClassName="hover:text-white" />
          </nav>
          <p className="font-medium text-slate-400">{site.edition}</p>
        </div>
      </div>
    </footer>
  );
}
