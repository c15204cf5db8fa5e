// A section landing page: everything in the section, grouped as in the menu, and why it matters.
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { FeaturedCard } from "@/components/site/featured-card";
import { NavItemLink } from "@/components/site/nav-item-link";
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
                Learn more <SpriteIcon name="arrow-up-right" className="size-4" />
              </span>
            </FeaturedCard>
          ) : null}
          {group.categories.map((category) => (
            <div key={category.title}>
              <h2 className="text-2xl font-bold text-ink">{category.title}</h2>
              <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {category.items.map((item) => (
                  <li key={item.href}>
                    <NavItemLink item={item} look="hub" />
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
