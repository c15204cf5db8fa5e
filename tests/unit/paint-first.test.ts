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
    expect(html).toMatch(/<script nonce="n0nce==">\(function\(\)/);
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
    expect(html).toMatch(/^<p>x<\/p><script>\(function\(\)/);
    expect(html).toContain('["/a.js"]');
  });
});

/** Runs the loader in a sandbox with a fake document; returns what it appended and the observer's callback. */
function runLoader(options: { visibility?: string; entryTypes?: string[] | null }, page = fakePage()) {
  const appended: string[] = [];
  let observed: ((list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void) | undefined;
  const timers: (() => void)[] = [];
  const listeners: Record<string, ((event?: unknown) => void)[]> = {};
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
    addEventListener: (type: string, listener: (event?: unknown) => void) => (listeners[type] ??= []).push(listener),
    documentElement: page.root,
    querySelectorAll: () => page.fields,
    activeElement: null,
  };
  const window = { PerformanceObserver: options.entryTypes === null ? undefined : PerformanceObserver };
  runInNewContext(loaderSource(["/a.js", "/b.js"]), {
    window,
    document,
    setTimeout: (callback: () => void) => timers.push(callback),
    MutationObserver: page.MutationObserver,
    Event: class {
      constructor(readonly type: string) {}
    },
  });
  const paint = (names: string[]) =>
    observed?.({ getEntriesByName: (name: string) => (names.includes(name) ? [{}] : []) }, { disconnect() {} });
  const visibilityChanges = listeners.visibilitychange ?? [];
  return { appended, paint, timers, listeners: visibilityChanges, submit: listeners.submit ?? [], page };
}

/** `<html>` with its attributes and the observers of them, as the loader's submission guard reads them. */
function fakePage() {
  const attributes = new Set<string>();
  const observers: { callback: () => void; watching: boolean }[] = [];
  const root = { hasAttribute: (name: string) => attributes.has(name) };
  class MutationObserver {
    entry: { callback: () => void; watching: boolean };
    constructor(callback: (records: unknown[], observer: MutationObserver) => void) {
      this.entry = { callback: () => callback([], this), watching: false };
      observers.push(this.entry);
    }
    observe() {
      this.entry.watching = true;
    }
    disconnect() {
      this.entry.watching = false;
    }
  }
  const setAttribute = (name: string) => {
    attributes.add(name);
    for (const observer of observers) if (observer.watching) observer.callback();
  };
  const fields: unknown[] = [];
  return { root, MutationObserver, setAttribute, fields, watching: () => observers.filter((o) => o.watching).length };
}

/** A text field as a browser keeps it (the value on its prototype), with React's tracker of it on the instance. */
class FakeField {
  tagName = "INPUT";
  type = "text";
  selectionStart = null;
  selectionEnd = null;
  #value: string;
  /** What React's onChange received. */
  changes: string[] = [];
  /** What React's render after a change does to the form. */
  onChange = () => {};
  constructor(
    public defaultValue: string,
    typed: string,
  ) {
    this.#value = typed;
    // React's tracker: the instance's own value property records every value set through it.
    let tracker = typed;
    Object.defineProperty(this, "value", {
      get: () => this.#value,
      set: (value: string) => {
        tracker = value;
        this.#value = value;
      },
    });
    this.dispatchEvent = (event: { type: string }) => {
      if (event.type === "input" && tracker !== this.#value) {
        tracker = this.#value;
        this.changes.push(this.#value);
        this.onChange();
      }
    };
  }
  get value() {
    return this.#value;
  }
  set value(value: string) {
    this.#value = value;
  }
  dispatchEvent(event: { type: string }) {
    void event;
  }
}

/** A form as the guard sees it: its action attribute, its submit button, and what was done to it. */
function fakeForm(action: string | null) {
  const done: string[] = [];
  const button = { click: () => done.push("click") };
  const form = {
    isConnected: true,
    getAttribute: (name: string) => (name === "action" ? action : null),
    querySelector: () => button,
    requestSubmit: () => done.push("requestSubmit"),
  };
  const submit = (guard: (event?: unknown) => void, submitter: unknown = button) => {
    const event = { target: form, submitter, preventDefault: () => done.push("prevented") };
    guard(event);
  };
  return { form, button, done, submit };
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

describe("the loader's hold on submissions before React has hydrated the page", () => {
  it("holds a React form's submission and clicks the same button once the page has hydrated", () => {
    const run = runLoader({ entryTypes: ["paint"] });
    const [guard] = run.submit;
    const form = fakeForm(null);
    form.submit(guard!);
    // Held, not sent by the browser as a GET of the page; a second try before hydration is held too.
    form.submit(guard!);
    expect(form.done).toEqual(["prevented", "prevented"]);
    expect(run.page.watching()).toBe(1);
    run.page.setAttribute("data-hydrated");
    // In the task after: what was typed reaches React's state first.
    expect(form.done).toEqual(["prevented", "prevented"]);
    run.timers.forEach((timer) => timer());
    expect(form.done).toEqual(["prevented", "prevented", "click"]);
    expect(run.page.watching()).toBe(0);
  });

  it("holds a form whose action is React's javascript: one, and submits it without a button when it has none", () => {
    const run = runLoader({ entryTypes: ["paint"] });
    const form = fakeForm("javascript:throw new Error('A React form was unexpectedly submitted.')");
    form.form.querySelector = () => null as never;
    form.submit(run.submit[0]!, null);
    run.page.setAttribute("data-hydrated");
    run.timers.forEach((timer) => timer());
    expect(form.done).toEqual(["prevented", "requestSubmit"]);
  });

  it("leaves a form with an address of its own to the browser, and every form once the page has hydrated", () => {
    const run = runLoader({ entryTypes: ["paint"] });
    const search = fakeForm("/search");
    search.submit(run.submit[0]!);
    expect(search.done).toEqual([]);
    run.page.setAttribute("data-hydrated");
    const later = fakeForm(null);
    later.submit(run.submit[0]!);
    expect(later.done).toEqual([]);
  });

  it("does not submit a form that left the page before it hydrated", () => {
    const run = runLoader({ entryTypes: ["paint"] });
    const form = fakeForm(null);
    form.submit(run.submit[0]!);
    form.form.isConnected = false;
    run.page.setAttribute("data-hydrated");
    run.timers.forEach((timer) => timer());
    expect(form.done).toEqual(["prevented"]);
  });
});

describe("the loader's hand-over of what was typed before React hydrated the page", () => {
  it("reports a field typed in before hydration to React once, with the text as typed", () => {
    const page = fakePage();
    const typed = new FakeField("", "Invoices not syncing");
    const untouched = new FakeField("Pune", "Pune");
    page.fields.push(typed, untouched);
    runLoader({ entryTypes: ["paint"] }, page);
    expect(typed.changes).toEqual([]);
    page.setAttribute("data-hydrated");
    expect(typed.changes).toEqual(["Invoices not syncing"]);
    expect(typed.value).toBe("Invoices not syncing");
    expect(untouched.changes).toEqual([]);
  });

  it("reads every field before the first report: React's render after it puts the others back as it rendered them", () => {
    const page = fakePage();
    const title = new FakeField("", "Invoices not syncing");
    const body = new FakeField("", "Since Monday the Tally invoices are missing.");
    // The form renders again with the new title and the old, empty, body: through the tracker, as React sets it.
    title.onChange = () => (body.value = body.defaultValue);
    page.fields.push(title, body);
    runLoader({ entryTypes: ["paint"] }, page);
    page.setAttribute("data-hydrated");
    expect(title.changes).toEqual(["Invoices not syncing"]);
    expect(body.changes).toEqual(["Since Monday the Tally invoices are missing."]);
    expect(body.value).toBe("Since Monday the Tally invoices are missing.");
  });
});
