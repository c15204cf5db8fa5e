// @ts-check
// Lighthouse for the benches (scripts/bench.mjs, scripts/bench-portal.mjs): each page run several times in one headless
// Chromium and the median run reported, with whether its largest paint is its first (LCP in the first frame).
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { chromiumFlags, chromiumPath } from "./chromium.ts";

/**
 * A timing of the unthrottled trace, from Lighthouse's metrics audit.
 * @param {any} lhr
 * @param {string} name
 * @returns {number | undefined}
 */
const observed = (lhr, name) => lhr.audits.metrics?.details?.items?.[0]?.[name];

/**
 * Lighthouse's median of `runs` runs of each page, mobile (its default: a slow 4G phone) or desktop, as a person with
 * the session `cookie` when one is given.
 * @param {string} origin
 * @param {string[]} paths
 * @param {{ runs?: number, formFactor?: "mobile" | "desktop", cookie?: string }} [options]
 * @returns {Promise<Record<string, Record<string, number | string | boolean>>>}
 */
export async function runLighthouse(origin, paths, { runs: lighthouseRuns = 3, formFactor = "mobile", cookie } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    // The proxy's certificate is self-signed, made for this run.
    chromeFlags: ["--headless=new", ...chromiumFlags, "--ignore-certificate-errors"],
  });
  /** @type {Record<string, Record<string, number | string | boolean>>} */
  const results = {};
  try {
    for (const pathname of paths) {
      const runs = [];
      // A run Lighthouse could not trace (NO_NAVSTART, now and then on a busy machine) is run again, up to as many
      // extra times as runs were asked for; the median is of the valid ones.
      for (let i = 0; i < 2 * lighthouseRuns && filterToValidRuns(runs).length < lighthouseRuns; i++) {
        const result = await lighthouse(
          origin + pathname,
          {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
            ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
          },
          formFactor === "desktop" ? desktopConfig : undefined,
        );
        if (!result) throw new Error(`Lighthouse gave no result for ${pathname}`);
        runs.push(result.lhr);
      }
      const valid = filterToValidRuns(runs);
      if (!valid.length)
        throw new Error(
          `Lighthouse gave no valid run for ${pathname}: ${runs[0]?.runtimeError?.message ?? "no FCP or TTI"}`,
        );
      const lhr = computeMedianRun(valid);
      const performance = valid.map((run) => Math.round(run.categories.performance.score * 100));
      const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results[pathname] = {
        ...Object.fromEntries(Object.entries(lhr.categories).map(([k, c]) => [k, Math.round((c.score ?? 0) * 100)])),
        perfRange: `${Math.min(...performance)}–${Math.max(...performance)}`,
        fcpMs: Math.round(audit("first-contentful-paint")),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        // In the unthrottled trace: is the largest paint the first one (LCP in the first frame)?
        lcpIsFcp: observed(lhr, "observedLargestContentfulPaint") === observed(lhr, "observedFirstContentfulPaint"),
        tbtMs: Math.round(audit("total-blocking-time")),
        cls: Number(audit("cumulative-layout-shift").toFixed(3)),
        // What moved, when anything did: the elements of the largest layout shifts.
        ...(audit("cumulative-layout-shift") > 0
          ? {
              shifted: (lhr.audits["layout-shifts"]?.details?.items ?? [])
                .map((/** @type {any} */ item) => item.node?.selector)
                .filter(Boolean)
                .slice(0, 3)
                .join(" | "),
            }
          : {}),
        // Lighthouse's measure of this machine's speed at the time: a busy machine shows a low figure and a high TBT.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
