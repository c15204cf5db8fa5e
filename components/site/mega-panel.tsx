"use client";
// One mega-menu panel from the navigation data: featured block, categories, hub link. The menu loads this
// module on first intent (pointer over or focus in the menu), so the panels never weigh on a page's first load.
import { ArrowRight } from "lucide-react";
import Link from "next/link";
import { Icon } from "@/components/icons";
import { FeaturedCard } from "./featured-card";
import { navigation } from "@/lib/content/navigation";

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
                  <Link
                    href={item.href}
                    className="group/item flex gap-3 rounded-xl p-3 transition-colors hover:bg-slate-50"
                  >
                    <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-blue-50 text-accent-600 ring-1 ring-blue-100 group-hover/item:bg-accent-600 group-hover/item:text-white">
                      <Icon name={item.icon} />
                    </span>
                    <span>
                      <span className="block font-semibold text-ink">{item.label}</span>
                      {item.desc ? (
                        <span className="mt-0.5 block text-sm leading-snug text-slate-600">{item.desc}</span>
                      ) : null}
                    </span>
                  </Link>
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
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
        ) : null}
      </div>
    </div>
  );
}
