// A section landing page: everything in the section, grouped as in the menu, and why it matters.
import { ArrowUpRight } from "lucide-react";
import Link from "next/link";
import { Icon } from "@/components/icons";
import { FeaturedCard } from "@/components/site/featured-card";
import type { HubPage } from "@/lib/content/catalogue";
import { navigation } from "@/lib/content/navigation";
import { CardGrid } from "./card-grid";
import { Section } from "./section";

export function HubBody({ page }: { page: HubPage }) {
  const group = navigation.find((g) => g.title === page.group);
  if (!group) return null;
  const { featured } = group;
  return (
    <>
      <section aria-label={`All ${group.title.toLowerCase()}`} className="bg-white py-14 sm:py-16">
        <div className="container-page space-y-12">
          {featured ? (
            <FeaturedCard featured={featured} look="hub">
              <span className="inline-flex items-center gap-1.5 font-semibold text-blue-200 group-hover:text-white">
                Learn more <ArrowUpRight className="size-4" aria-hidden="true" />
              </span>
            </FeaturedCard>
          ) : null}
          {group.categories.map((category) => (
            <div key={category.title}>
              <h2 className="text-2xl font-bold text-ink">{category.title}</h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {category.items.map((item) => (
                  <li key={item.href}>
                    <Link
                      href={item.href}
                      className="group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:shadow-lift"
                    >
                      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-blue-50 text-accent-600 ring-1 ring-blue-100 group-hover:bg-accent-600 group-hover:text-white">
                        <Icon name={item.icon} />
                      </span>
                      <span>
                        <span className="block font-semibold text-ink">{item.label}</span>
                        {item.desc ? (
                          <span className="mt-1 block text-[0.9375rem] leading-snug text-slate-600">{item.desc}</span>
                        ) : null}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </section>
      <Section id="highlights-title" title={`Why clients choose our ${group.title.toLowerCase()}`} tone="surface">
        <CardGrid cards={page.highlights} />
      </Section>
    </>
  );
}
