// sitemap.xml: every public page, from the same data the site renders, and the portal's two sign-in pages.
import type { MetadataRoute } from "next";
import { catalogue } from "@/lib/content/catalogue";
import { builtPageList } from "@/lib/content/pages";
import { absoluteUrl } from "@/lib/seo";

export default function sitemap(): MetadataRoute.Sitemap {
  const built = builtPageList.map((p) => ({
    url: absoluteUrl(p.path),
    changeFrequency: "monthly" as const,
    priority: p.path === "/" ? 1 : 0.8,
  }));
  const pages = catalogue.map((p) => ({
    url: absoluteUrl(p.path),
    changeFrequency: "monthly" as const,
    priority:
      p.kind === "landing" || p.kind === "hub" || p.kind === "action"
        ? 0.8
        : p.kind === "article" && p.updated
          ? 0.3
          : 0.6,
  }));
  // People look for the portal by name: its sign-in pages may be found, the pages behind them may not (robots.ts).
  const signIn = ["/login", "/login/request-access"].map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: "yearly" as const,
    priority: 0.3,
  }));
  return [...built, ...pages, ...signIn];
}
