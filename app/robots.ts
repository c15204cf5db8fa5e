// robots.txt: everything public may be crawled; the portal and the API may not.
import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/seo";
import { portalPaths } from "@/lib/security/headers";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", ...portalPaths] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
