"use client";
// One mega-menu panel from the navigation data: featured block, categories, hub link. The menu loads this
// module on first intent (pointer over or focus in the menu), so the panels never weigh on a page's first load.
import Link from "next/link";
import { FeaturedCard } from "./featured-card";
import { NavItemLink } from "./nav-item-link";
import { navigation } from "@/lib/content/navigation";
import { SpriteIcon } from "@/components/ui/sprite-icon";

export default function MegaPanel({ index }: { index: number }) {
  const group = navigation[index]!;
  const { featured } = group;
  return (
    <div className="container-page grid gap-8 py-8 lg:grid-cols-12">
      {featured ? <FeaturedCard featured={featured} look="menu" /> : null}
      <div
        className={`grid gap-8 ${featured ? "col-span-8" : "col-span-12"} ${group.categories.length > 1 ? "sm:grid-cols-2" : ""}`}
      >
        {group.categories.map((category) => (
          <div key={category.title}>
            <p className="mb-3 text-2xs font-semibold tracking-[0.14em] text-slate-500 uppercase">{category.title}</p>
            <ul className={`grid gap-1 ${group.categories.length === 1 ? "sm:grid-cols-2 xl:grid-cols-3" : ""}`}>
              {category.items.map((item) => (
                <li key={item.href}>
                  <NavItemLink item={item} look="menu" />
                </li>
              ))}
            </ul>
          </div>
        ))}
        {group.href ? (
          <div className={group.categories.length > 1 ? "sm:col-span-2" : ""}>
            <Link
              href={group.href}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-accent-600 hover:text-accent-700"
            >
              Explore all {group.title.toLowerCase()}
              <SpriteIcon name="arrow-right" className="size-4" />
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
