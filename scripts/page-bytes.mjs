// @ts-check
// Bytes of the prerendered public pages in a build folder, read from the files `next build` wrote: the HTML (raw and
// gzipped) and the JavaScript it loads on first paint (gzipped). No server needed: `npm run bench` prints them, and
// tests/system/page-budget.test.ts fails a build whose pages outgrow lib/build/page-budgets.json.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { deferredScripts } from "./paint-first.mjs";

/**
 * A page's path to its prerendered HTML file under `<distDir>/server/app`.
 * @param {string} distDir
 * @param {string} pathname
 */
export function htmlFile(distDir, pathname) {
  return path.join(distDir, "server/app", `${pathname === "/" ? "index" : pathname.replace(/^\//, "")}.html`);
}

const gzip = (/** @type {Buffer | string} */ bytes) => gzipSync(bytes, { level: 9 }).length;

/**
 * The scripts an HTML page loads itself (src attributes, without the noModule polyfills that modern browsers never
 * fetch, and the list of the loader the production server puts in their place), as /_next/static/... paths.
 * @param {string} html
 */
export function scriptSources(html) {
  const tags = [...html.matchAll(/<script([^>]*)>/g)]
    .map((m) => m[1] ?? "")
    .filter((attrs) => !/\bnoModule\b/i.test(attrs));
  const found = tags.map((attrs) => /\bsrc="([^"]+\.js)[^"]*"/.exec(attrs)?.[1]);
  const deferred = deferredScripts(html).map((src) => src.replace(/\?.*$/, ""));
  return [...new Set(/** @type {string[]} */ ([...found, ...deferred].filter(Boolean)))];
}

/**
 * First-load JavaScript of an HTML page, gzipped: its own script tags, read from the build folder.
 * @param {string} distDir
 * @param {string} html
 */
export function firstLoadJsGzip(distDir, html) {
  let total = 0;
  for (const src of scriptSources(html)) {
    if (!src.startsWith("/_next/static/")) continue;
    // Most pages share most of their scripts: each file is compressed once.
    total += gzippedFile(path.join(distDir, "static", src.slice("/_next/static/".length)));
  }
  return total;
}

/** @type {Map<string, number>} */
const gzippedFiles = new Map();

/**
 * @param {string} distDir
 * @param {string} pathname
 * @returns {{ htmlBytes: number, htmlGzip: number, jsGzip: number, payloadBytes: number } | null}
 */
export function pageBytes(distDir, pathname) {
  const file = htmlFile(distDir, pathname);
  if (!existsSync(file)) return null;
  const html = readFileSync(file, "utf8");
  // The inline React Server Components payload: the part of the HTML the page's markup does not account for.
  const payload = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g)];
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzip: gzip(html),
    jsGzip: firstLoadJsGzip(distDir, html),
    payloadBytes: payload.reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0),
  };
}

/**
 * Every prerendered HTML page of the build, as paths ("/", "/about", ...), leaving out Next's own error pages.
 * @param {string} distDir
 * @returns {string[]}
 */
export function prerenderedPages(distDir) {
  const manifest = JSON.parse(readFileSync(path.join(distDir, "prerender-manifest.json"), "utf8"));
  return Object.keys(manifest.routes)
    .filter((route) => !route.startsWith("/_") && existsSync(htmlFile(distDir, route)))
    .sort();
}

/**
 * First-load JavaScript, gzipped, of every page the build renders per request (the portal and sign-in), read from its
 * client reference manifests: Next's runtime (the build manifest's root files) and the scripts of every segment the
 * page renders (layouts, error and not-found boundaries, the page), the files its HTML lists. No server needed.
 * @param {string} distDir
 * @param {(page: string) => boolean} wanted which pages, by path ("/employee/requests/[id]")
 * @returns {Map<string, number>} the page's path → bytes
 */
export function renderedPagesJsGzip(distDir, wanted) {
  const { rootMainFiles } = JSON.parse(readFileSync(path.join(distDir, "build-manifest.json"), "utf8"));
  /** @type {Map<string, number>} */
  const result = new Map();
  const appDir = path.join(distDir, "server/app");
  for (const file of readdirSync(appDir, { recursive: true, encoding: "utf8" })) {
    if (path.basename(file) !== "page_client-reference-manifest.js") continue;
    // The manifest is a script that sets globalThis.__RSC_MANIFEST[route]: run it in a context of its own.
    /** @type {{ __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }> }} */
    const sandbox = {};
    vm.runInNewContext(readFileSync(path.join(appDir, file), "utf8"), sandbox);
    for (const [route, manifest] of Object.entries(sandbox.__RSC_MANIFEST ?? {})) {
      // "/(portal)/employee/requests/(list)/page" is the page at /employee/requests.
      const page = route.replace(/\/\([^)]*\)/g, "").replace(/\/page$/, "") || "/";
      if (!wanted(page)) continue;
      const files = new Set(/** @type {string[]} */ (rootMainFiles));
      for (const [entry, scripts] of Object.entries(manifest.entryJSFiles)) {
        // The unmatched-URL page is another page's, not this one's.
        if (!entry.includes("global-not-found")) for (const script of scripts) files.add(script);
      }
      let total = 0;
      for (const script of files) total += gzippedFile(path.join(distDir, script));
      result.set(page, total);
    }
  }
  return result;
}

/** @param {string} file */
function gzippedFile(file) {
  let size = gzippedFiles.get(file);
  if (size === undefined) gzippedFiles.set(file, (size = gzip(readFileSync(file))));
  return size;
}

const kb = (/** @type {number} */ bytes) => Math.round(bytes / 102.4) / 10;

// `node scripts/page-bytes.mjs [distDir] [pages...]`: a table of the named pages (default: a few) in kB.
if (import.meta.url === `file://${process.argv[1]}`) {
  const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? ".next";
  const pages = process.argv.slice(3);
  const chosen = pages.length ? pages : ["/", "/about", "/contact", "/solutions/ai/automation", "/privacy"];
  /** @type {Record<string, Record<string, number>>} */
  const table = {};
  for (const p of chosen) {
    const b = pageBytes(distDir, p);
    if (b)
      table[p] = {
        htmlKb: kb(b.htmlBytes),
        htmlGzipKb: kb(b.htmlGzip),
        payloadKb: kb(b.payloadBytes),
        jsGzipKb: kb(b.jsGzip),
      };
  }
  /** @type {[string, number][]} */
  const all = prerenderedPages(distDir).map((p) => [p, pageBytes(distDir, p)?.htmlBytes ?? 0]);
  const largest = all.sort((a, b) => b[1] - a[1])[0];
  console.table(table);
  if (largest) console.log(`${all.length} prerendered pages; the largest is ${largest[0]}: ${kb(largest[1])} kB`);
}
