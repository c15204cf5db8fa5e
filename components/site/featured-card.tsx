// The featured block of a navigation group, in the mega menu's panel and on the group's hub page: art, the block's
// title with its badge, the featured page's name and line.
import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { Illustration } from "@/components/ui/illustration";
import type { NavFeatured } from "@/lib/content/navigation";

const looks = {
  menu: {
    link: "group/feat col-span-4 flex flex-col overflow-hidden rounded-2xl bg-navy-900 text-white ring-1 ring-navy-800 transition hover:ring-accent-500",
    image: "aspect-[16/9] w-full object-cover",
    body: "flex flex-1 flex-col gap-2 p-5",
    name: "text-lg font-semibold",
    desc: "text-sm leading-relaxed text-slate-300",
  },
  hub: {
    link: "group grid overflow-hidden rounded-3xl bg-navy-900 text-white ring-1 ring-navy-800 transition hover:ring-accent-500 md:grid-cols-2",
    image: "h-full w-full object-cover",
    body: "flex flex-col justify-center gap-3 p-8",
    name: "text-2xl font-bold",
    desc: "leading-relaxed text-slate-300",
  },
};

export function FeaturedCard({
  featured,
  look,
  children,
}: {
  featured: NavFeatured;
  look: keyof typeof looks;
  children?: React.ReactNode;
}) {
  const c = looks[look];
  // A heading on the hub page, where it opens a part of the page; plain text in the menu.
  const Name = look === "hub" ? "h2" : "p";
  return (
    <Link href={featured.href} className={c.link}>
      <Illustration src={featured.image} alt="" width={640} height={360} className={c.image} />
      <div className={c.body}>
        <div className="flex items-center gap-2 text-2xs font-semibold tracking-[0.12em] text-blue-200 uppercase">
          {featured.title}
          <Badge tone="highlight" className="tracking-wide">
            {featured.badge}
          </Badge>
        </div>
        <Name className={c.name}>{featured.label}</Name>
        <p className={c.desc}>{featured.desc}</p>
        {children}
      </div>
    </Link>
  );
}
