// @ts-check
// Screenshots of pages at desktop and phone widths, for looking at the site as a visitor would.
// Usage: node scripts/screenshots.mjs [baseUrl] [outDir] [path ...]   (a server must be running)
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

const [base = "http://localhost:3000", out = "test-results/screens", ...paths] = process.argv.slice(2);
const targets = paths.length ? paths : ["/"];
const widths = [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
mkdirSync(out, { recursive: true });
for (const target of targets) {
  for (const w of widths) {
    const page = await browser.newPage({ viewport: { width: w.width, height: w.height }, reducedMotion: "reduce" });
    await page.goto(new URL(target, base).toString(), { waitUntil: "load" });
    // A full-page capture draws beyond the viewport without scrolling there, so the parts the browser draws only
    // near the viewport (`.render-later`, app/globals.css) would come out blank: draw them all first.
    await page.addStyleTag({ content: ".render-later { content-visibility: visible !important; }" });
    await page.waitForTimeout(600);
    const name = `${target.replace(/\W+/g, "_") || "home"}-${w.name}`;
    // CHUNK=<px> cuts a long page into several images that stay legible.
    const chunk = Number(process.env.CHUNK ?? 0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const parts = chunk ? Math.ceil(height / chunk) : 1;
    for (let i = 0; i < parts; i++) {
      const file = path.join(out, parts > 1 ? `${name}-${i + 1}.png` : `${name}.png`);
      const clip = chunk
        ? { x: 0, y: i * chunk, width: w.width, height: Math.min(chunk, height - i * chunk) }
        : undefined;
      await page.screenshot({ path: file, fullPage: true, clip });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
