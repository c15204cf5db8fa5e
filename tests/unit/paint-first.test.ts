import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { deferredScripts, loaderSource, ScriptDeferral } from "../../scripts/paint-first.mjs";

const page =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/>' +
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script>' +
  '<script src="/_next/static/chunks/two.js?v=1&amp;x=2" async="" nonce="n0nce=="></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>' +
  '</head><body><p>Hello</p><script type="application/ld+json">{"a":1}</script>' +
  "<script>(self.__next_f=self.__next_f||[]).push([0])</script>" +
  '<script id="_R_">(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push({})</script>' +
  '<script src="/_next/static/chunks/boot.js" nonce="n0nce==" async=""></script></body></html>';

const whole = (pieces: string[]) => {
  const deferral = new ScriptDeferral();
  return pieces.map((piece) => deferral.push(piece)).join("") + deferral.end();
};

describe("ScriptDeferral", () => {
  it("takes the async scripts and the script preload out, and loads them from the end of the body", () => {
    const html = whole([page]);
    expect(html).not.toMatch(/<script[^>]*\sasync/);
    expect(html).not.toContain('as="script"');
    expect(html).toMatch(/\)<\/script><\/body><\/html>$/);
    expect(deferredScripts(html)).toEqual([
      "/_next/static/chunks/one.js",
      "/_next/static/chunks/two.js?v=1&x=2",
      "/_next/static/chunks/boot.js",
    ]);
    // The loader carries the page's nonce, so a strict-dynamic policy lets it add the scripts.
    expect(html).toMatch(/<script nonce="n0nce==">\(function\(u\)/);
  });

  it("leaves everything else as it was", () => {
    const html = whole([page]);
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      '<script type="application/ld+json">{"a":1}</script>',
      "<script>(self.__next_f=self.__next_f||[]).push([0])</script>",
      '<script id="_R_">',
      "<p>Hello</p>",
    ]) {
      expect(html).toContain(kept);
    }
    expect(html.endsWith("</body></html>")).toBe(true);
  });

  it("gives the same document whatever pieces it arrives in", () => {
    const expected = whole([page]);
    for (let size = 1; size < 40; size += 3) {
      const pieces = [];
      for (let at = 0; at < page.length; at += size) pieces.push(page.slice(at, at + size));
      expect(whole(pieces), `pieces of ${size}`).toBe(expected);
    }
  });

  it("leaves a module, or a script with integrity or CORS settings, to load as it would", () => {
    const tags = [
      '<script src="/m.js" async="" type="module"></script>',
      '<script src="/i.js" async="" integrity="sha384-abc" crossorigin=""></script>',
      '<script src="/c.js" crossOrigin="anonymous" async=""></script>',
    ];
    const html = whole([`<html><head>${tags.join("")}</head><body></body></html>`]);
    for (const tag of tags) expect(html).toContain(tag);
    expect(deferredScripts(html)).toEqual([]);
  });

  it("changes nothing in a document with no async scripts", () => {
    const plain = "<!DOCTYPE html><html><head><title>x</title></head><body><p>404</p></body></html>";
    expect(whole([plain])).toBe(plain);
    expect(deferredScripts(plain)).toEqual([]);
  });

  it("adds the loader at the end when the document has no end of body", () => {
    const html = whole(['<p>x</p><script src="/a.js" async=""></script>']);
    expect(html).toMatch(/^<p>x<\/p><script>\(function\(u\)/);
    expect(html).toContain('["/a.js"]');
  });
});

/** Runs the loader in a sandbox with a fake document; returns what it appended and the observer's callback. */
function runLoader(options: { visibility?: string; entryTypes?: string[] | null }) {
  const appended: string[] = [];
  let observed: ((list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void) | undefined;
  const timers: (() => void)[] = [];
  const listeners: (() => void)[] = [];
  class PerformanceObserver {
    static supportedEntryTypes = options.entryTypes ?? undefined;
    constructor(callback: typeof observed) {
      observed = callback;
    }
    observe() {}
    disconnect() {}
  }
  const document = {
    visibilityState: options.visibility ?? "visible",
    createElement: () => ({}) as { src?: string },
    head: { appendChild: (element: { src: string }) => appended.push(element.src) },
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  const window = { PerformanceObserver: options.entryTypes === null ? undefined : PerformanceObserver };
  runInNewContext(loaderSource(["/a.js", "/b.js"]), {
    window,
    document,
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const paint = (names: string[]) =>
    observed?.({ getEntriesByName: (name: string) => (names.includes(name) ? [{}] : []) }, { disconnect() {} });
  return { appended, paint, timers, listeners };
}

describe("the loader", () => {
  it("adds the scripts once the first contentful paint is reported, not at the first paint", () => {
    const run = runLoader({ entryTypes: ["paint", "largest-contentful-paint"] });
    expect(run.appended).toEqual([]);
    run.paint(["first-paint"]);
    expect(run.appended).toEqual([]);
    run.paint(["first-paint", "first-contentful-paint"]);
    expect(run.appended).toEqual(["/a.js", "/b.js"]);
    // Later paints, the timeout and a change of visibility add nothing more.
    run.paint(["first-contentful-paint"]);
    run.timers.forEach((timer) => timer());
    run.listeners.forEach((listener) => listener());
    expect(run.appended).toEqual(["/a.js", "/b.js"]);
  });

  it("adds them at once when the page is hidden or paints are not reported", () => {
    expect(runLoader({ visibility: "hidden", entryTypes: ["paint"] }).appended).toEqual(["/a.js", "/b.js"]);
    expect(runLoader({ entryTypes: ["resource"] }).appended).toEqual(["/a.js", "/b.js"]);
    expect(runLoader({ entryTypes: null }).appended).toEqual(["/a.js", "/b.js"]);
  });

  it("adds them when no paint comes: after the timeout, or when the page is hidden", () => {
    const late = runLoader({ entryTypes: ["paint"] });
    late.timers.forEach((timer) => timer());
    expect(late.appended).toEqual(["/a.js", "/b.js"]);
    const hidden = runLoader({ entryTypes: ["paint"] });
    hidden.listeners.forEach((listener) => listener());
    expect(hidden.appended).toEqual(["/a.js", "/b.js"]);
  });
});
