// The public footer of the portal's sign-in page: Solutions, Company and Connect columns, legal links, contacts.
import { LinkColumn, LinkList } from "@/components/site/link-list";
import { footerLegal, portalFooterCompany } from "@/lib/content/footer";
import { groupLinks, navigation, type LinkItem } from "@/lib/content/navigation";
import { site } from "@/lib/site";

const columns: { title: string; links: LinkItem[] }[] = [
  { title: "Solutions", links: groupLinks(navigation.find((g) => g.title === "Solutions")!).slice(0, 4) },
  { title: "Company", links: portalFooterCompany },
];

// The footer's last element: Chromium paints a sign-in page once the parser has passed it (the link below).
const pageEnd = "sign-in-page-end";

export function PortalFooter() {
  return (
    <footer className="dark-surface bg-navy-950 text-slate-300">
      {/* The sign-in pages centre their card between the header and this footer. A frame painted while the parser
          is still in the card, or before the footer, shows the card lower down, and it jumps as the rest arrives.
          Chromium holds the first paint until the element named here is parsed; React puts the link in the head. */}
      <link rel="expect" href={`#${pageEnd}`} blocking="render" />
      <div className="container-page grid gap-10 py-12 sm:grid-cols-3">
        {columns.map((column) => (
          <LinkColumn key={column.title} {...column} className="mt-4 space-y-2" linkClassName="hover:text-white" />
        ))}
        <div>
          <h2 className="text-sm font-semibold tracking-[0.14em] text-white uppercase">Connect</h2>
          <ul className="mt-4 space-y-2">
            <li>
              <a href={`mailto:${site.email.support}`} className="hover:text-white">
                {site.email.support}
              </a>
            </li>
            <li>
              <a href={`tel:${site.phone.tel}`} className="hover:text-white">
                {site.phone.display}
              </a>
            </li>
            <li>{site.headquarters}</li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-5 text-sm md:flex-row md:items-center md:justify-between">
          <p>
            © {new Date().getFullYear()} {site.legalName}
          </p>
          <LinkList links={footerLegal} className="flex flex-wrap gap-x-5 gap-y-2" linkClassName="hover:text-white" />
          <p className="font-medium text-slate-400">{site.edition}</p>
        </div>
      </div>
      <div id={pageEnd} hidden />
    </footer>
  );
}
