import type { NextConfig } from "next";
import { addCompileHints } from "./lib/build/compile-hints";
import { baseSecurityHeaders, contentSecurityPolicy, staticPolicySource } from "./lib/security/headers";

const dev = process.env.NODE_ENV !== "production";
// SITE_URL is read at build time too: canonical links and the sitemap of static pages are baked in.
const https = (process.env.SITE_URL ?? "").startsWith("https://");

const nextConfig: NextConfig = {
  // A second build folder lets a test run build without disturbing a running server (see README).
  distDir: process.env.NEXT_DIST_DIR ?? ".next",
  poweredByHeader: false,
  reactStrictMode: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "nodemailer"],
  outputFileTracingIncludes: { "/**": ["./lib/db/migrations/**/*"] },
  // app/global-not-found.tsx answers unmatched URLs, so no root not-found rides in every page's payload.
  experimental: { globalNotFound: true },
  // The start-up scripts carry V8's compile hint, so Chrome compiles them off the main thread (lib/build).
  compiler: {
    runAfterProductionCompile: async ({ distDir }) => {
      await addCompileHints(distDir);
    },
  },
  async headers() {
    return [
      { source: "/:path*", headers: baseSecurityHeaders({ https }) },
      {
        // Portal pages get a per-request nonce CSP from proxy.ts instead; paths below them are 404s, served static.
        source: staticPolicySource,
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, https }) }],
      },
    ];
  },
};

export default nextConfig;
