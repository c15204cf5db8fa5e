import type { NextConfig } from "next";
import { addCompileHints } from "./lib/build/compile-hints";
import { formerViewRedirects } from "./lib/portal/paths";
import { baseSecurityHeaders, contentSecurityPolicy, staticPolicySource } from "./lib/security/headers";

const dev = process.env.NODE_ENV !== "production";
// SITE_URL is read at build time too: canonical links, the sitemap of static pages and the HSTS header are baked in.
// Normalised as lib/env.ts does, so scripts/server.mjs can compare it with the run time value and refuse a mismatch.
const siteUrl = (process.env.SITE_URL || "http://localhost:3000").replace(/\/+$/, "");
const https = siteUrl.startsWith("https://");
if (!URL.canParse(siteUrl)) throw new Error("SITE_URL must be an absolute URL such as https://www.nexora.example.");

const nextConfig: NextConfig = {
  // A second build folder lets a test run build without disturbing a running server (see README).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  // `<distDir>/standalone` holds the server and the node_modules it needs; scripts/standalone.mjs completes it.
  output: "standalone",
  // Recorded in required-server-files.json, where scripts/server.mjs reads it.
  env: { NEXORA_BUILD_SITE_URL: siteUrl },
  poweredByHeader: false,
  // npm test type-checks the same tsconfig (tsc --noEmit) in the stage before its build and then sets this, so the
  // build beside the integration tests does not check it again; every other build checks.
  typescript: { ignoreBuildErrors: process.env.NEXORA_TYPES_CHECKED === "1" },
  // scripts/server.mjs compresses, after it has moved a page's scripts behind its first paint (scripts/paint-first.mjs).
  compress: false,
  reactStrictMode: true,
  // Every answer carries its metadata with the page, for browsers too, instead of streaming it on its own: a portal
  // page's metadata is static, so nothing waits on it. Streamed, a refresh (after a save, on a live update) could
  // leave the tab without a title: Next remounts the metadata per request, and the new title came a task after the
  // old one went.
  htmlLimitedBots: /.*/,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer", "pdfkit"],
  outputFileTracingIncludes: { "/**": ["./lib/db/migrations/**/*"] },
  experimental: {
    // app/global-not-found.tsx answers unmatched URLs, so no root not-found rides in every page's payload.
    globalNotFound: true,
    // A proxy that passes neither the public Host nor X-Forwarded-Host still has form posts from SITE_URL accepted.
    serverActions: { allowedOrigins: [new URL(siteUrl).host] },
  },
  // The start-up scripts carry V8's compile hint, so Chrome compiles them off the main thread (lib/build).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  // Renamed portal views (/admin/reports is /admin/enquiries): before the proxy, so a signed-out visitor is sent to
  // the new address and from there to the sign-in page.
  async redirects() {
    return formerViewRedirects;
  },
  async headers() {
    return [
      { source: "/:path*", headers: baseSecurityHeaders({ https }) },
      {
        // Portal pages get a per-request nonce CSP from proxy.ts instead (paths below them are 404s, served static);
        // API routes set their own, which a header from here would replace.
        source: staticPolicySource,
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, https }) }],
      },
    ];
  },
};

export default nextConfig;
