// The dashboard header's title: the portal's short name and the area, linking back to the first view.
import Link from "next/link";
import { LogoMark } from "@/components/site/logo";
import { site } from "@/lib/site";

export function PortalBrand({ area, href }: { area?: string; href: string }) {
  return (
    <Link href={href} className="inline-flex min-w-0 items-center gap-2.5 rounded-lg font-bold tracking-tight text-ink">
      <LogoMark className="size-8" />
      <span className="truncate text-lg">
        {site.portalName}
        {/* A real space, so the link's name reads "NEXORA ADMIN", not "NEXORAADMIN". */}
        {area ? (
          <>
            {" "}
            <span className="text-accent-600">{area}</span>
          </>
        ) : null}
      </span>
    </Link>
  );
}
