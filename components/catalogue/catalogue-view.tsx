// The frame of every catalogue page: structured data, the hero with its breadcrumb, the body, the closing call.
import { BreadcrumbJsonLd, CourseJsonLd } from "next-seo";
import { breadcrumbFor, type CataloguePage } from "@/lib/content/catalogue";
import { absoluteUrl } from "@/lib/seo";
import { site } from "@/lib/site";
import { Illustration } from "@/components/ui/illustration";
import { CtaBand } from "./cta-band";
import { PageHero } from "./page-hero";

export function CatalogueView({ page, children }: { page: CataloguePage; children: React.ReactNode }) {
  const trail = breadcrumbFor(page);
  return (
    <>
      <BreadcrumbJsonLd items={trail.map((c) => ({ name: c.name, item: absoluteUrl(c.path) }))} />
      {page.kind === "training" ? (
        <CourseJsonLd
          name={page.title}
          description={page.description}
          url={absoluteUrl(page.path)}
          provider={{ name: site.legalName, url: absoluteUrl("/") }}
        />
      ) : null}
      {/* The FAQPage JSON-LD comes with the questions, from the body's FaqList. */}
      <PageHero
        trail={trail}
        eyebrow={page.eyebrow}
        title={page.headline ?? page.title}
        intro={page.intro}
        cta={page.kind === "action" ? undefined : page.cta}
        aside={
          page.heroImage ? (
            <div className="rounded-3xl bg-navy-900 p-6 shadow-lift">
              <Illustration {...page.heroImage} alt="" className="w-full" eager />
            </div>
          ) : undefined
        }
      />
      {children}
      {page.kind === "action" ? null : <CtaBand cta={page.cta} />}
    </>
  );
}
