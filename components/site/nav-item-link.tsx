// One navigation item as a link with its icon, name and line: in the mega menu's panel and on the group's hub page.
import Link from "next/link";
import { Icon } from "@/components/icons";
import type { NavItem } from "@/lib/content/navigation";

const looks = {
  menu: {
    link: "group/item flex gap-3 rounded-xl p-3 transition-colors hover:bg-slate-50",
    icon: "icon-tile size-10 shrink-0 rounded-lg group-hover/item:bg-accent-600 group-hover/item:text-white",
    desc: "mt-0.5 block text-sm leading-snug text-slate-600",
  },
  hub: {
    link: "group flex h-full gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-card transition hover:-translate-y-0.5 hover:shadow-lift",
    icon: "icon-tile size-11 shrink-0 group-hover:bg-accent-600 group-hover:text-white",
    desc: "mt-1 block text-[0.9375rem] leading-snug text-slate-600",
  },
};

export function NavItemLink({ item, look }: { item: NavItem; look: keyof typeof looks }) {
  const c = looks[look];
  return (
    <Link href={item.href} className={c.link}>
      <span className={c.icon}>
        <Icon name={item.icon} />
      </span>
      <span>
        <span className="block font-semibold text-ink">{item.label}</span>
        {item.desc ? <span className={c.desc}>{item.desc}</span> : null}
      </span>
    </Link>
  );
}
