// robots.txt: everything public may be crawled, the sign-in pages included; the signed-in portal and the API may not.
import type { MetadataRoute } from "next";
import { roles } from "@/lib/auth/roles";
import { absoluteUrl } from "@/lib/seo";

export default function robots(): MetadataRoute.Robots {
  // A rule is a path prefix: "/admin" keeps out /admin and every page under it.
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: ["/api/", ...roles.map((role) => `/${role}`)] }],
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
