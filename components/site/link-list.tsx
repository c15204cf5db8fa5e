// Lists of {label, href} links, as the site's and the portal's footers show them: titled columns and the legal row.
import Link from "next/link";
import type { LinkItem } from "@/lib/content/navigation";

type ListProps = { links: LinkItem[]; className: string; linkClassName?: string };

export function LinkList({ links, className, linkClassName }: ListProps) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={linkClassName}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** A column under a heading, which also names the navigation landmark. */
export function LinkColumn({ title, ...list }: { title: string } & ListProps) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold tracking-[0.14em] text-white uppercase">{title}</h2>
      <LinkList {...list} />
    </nav>
  );
}
