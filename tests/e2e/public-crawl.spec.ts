// Every page a visitor can reach: each link answers 200 with its own title and canonical link, and is in the sitemap.
import { expect, test, type APIRequestContext } from "./support/test";
import { internalLinks, isPrivate } from "./support/public-helpers";

/** `noindex`: the page asks search engines to leave it out (the search results page), so it has no canonical link
 * and is not in the sitemap. */
type Visited = {
  path: string;
  status: number;
  title: string;
  canonical: string | null;
  noindex: boolean;
  links: string[];
};

const decode = (text: string) =>
  text
    .replaceAll("&amp;", "&")
    .replaceAll("&#x27;", "'")
    .replaceAll("&#39;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .trim();

async function visit(request: APIRequestContext, baseURL: string, path: string): Promise<Visited> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = response.headers()["content-type"]?.includes("text/html") ? await response.text() : "";
  const head = html.slice(0, html.indexOf("</head>") + 1 || undefined);
  const title = decode(head.match(/<title[^>]*>([\s\S]*?)<\/title>/i)?.[1] ?? "");
  const canonical = head.match(/<link[^>]*rel="canonical"[^>]*>/i)?.[0].match(/href="([^"]+)"/)?.[1] ?? null;
  const robots = head.match(/<meta[^>]*name="robots"[^>]*>/i)?.[0].match(/content="([^"]+)"/)?.[1] ?? "";
  return {
    path,
    status: response.status(),
    title,
    canonical,
    noindex: /\bnoindex\b/i.test(robots),
    links: internalLinks(html, new URL(path, baseURL).toString()),
  };
}

/** Breadth-first from "/", a few requests at a time, over every same-origin link outside the portal and the API. */
async function crawl(request: APIRequestContext, baseURL: string): Promise<Map<string, Visited>> {
  const visited = new Map<string, Visited>();
  const queued = new Set<string>(["/"]);
  let frontier = ["/"];
  while (frontier.length) {
    const next: string[] = [];
    for (let i = 0; i < frontier.length; i += 6) {
      const batch = await Promise.all(frontier.slice(i, i + 6).map((path) => visit(request, baseURL, path)));
      for (const page of batch) {
        visited.set(page.path, page);
        for (const link of page.links) {
          if (isPrivate(link) || queued.has(link)) continue;
          queued.add(link);
          next.push(link);
        }
      }
    }
    frontier = next;
  }
  return visited;
}

test.describe("site crawl", () => {
  // The HTML is the same at every width: crawl once, in the desktop project (the mobile one emulates a phone).
  test.skip(({ isMobile }) => isMobile, "crawled once, in the desktop project");

  test("every page reachable from the home page answers 200 with its own title and canonical link, and is in the sitemap", async ({
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const pages = await crawl(request, baseURL!);
    const all = [...pages.values()];
    const indexed = all.filter((p) => !p.noindex);
    expect(all.length - indexed.length, "only /search asks not to be indexed").toBe(1);
    // Canonical links and the sitemap carry SITE_URL as it was at build time (README), maybe not the test server's.
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const listed = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.trim()));
    expect(listed.length).toBeGreaterThan(0);
    const siteOrigins = [...new Set(listed.map((u) => u.origin))];
    expect(siteOrigins, "every sitemap URL has the one site origin").toHaveLength(1);
    const siteOrigin = siteOrigins[0]!;

    await test.step("reaches the whole site", () => {
      // The menu, footer and course cards alone link to well over 60 pages.
      expect.soft(pages.size).toBeGreaterThan(60);
      for (const path of [
        "/about",
        "/contact",
        "/acs",
        "/nexweb",
        "/demo",
        "/quote",
        "/privacy",
        "/solutions/ai/automation",
        "/training/ai-bootcamp",
        "/cybersecurity",
        "/login",
        "/login/request-access",
      ]) {
        expect.soft([...pages.keys()], `${path} is linked from the site`).toContain(path);
      }
    });

    await test.step("every internal link answers 200 without a redirect", () => {
      expect.soft(all.filter((p) => p.status !== 200).map((p) => `${p.path} → ${p.status}`)).toEqual([]);
    });

    await test.step("every page has its own non-empty title", () => {
      expect.soft(all.filter((p) => !p.title).map((p) => p.path)).toEqual([]);
      const byTitle = new Map<string, string[]>();
      for (const p of all) byTitle.set(p.title, [...(byTitle.get(p.title) ?? []), p.path]);
      expect
        .soft(
          [...byTitle].filter(([, paths]) => paths.length > 1).map(([title, paths]) => `${title}: ${paths.join(", ")}`),
        )
        .toEqual([]);
    });

    await test.step("every page has a canonical link to itself", () => {
      const wrong = indexed.filter((p) => {
        if (!p.canonical) return true;
        const url = new URL(p.canonical);
        return url.origin !== siteOrigin || url.pathname.replace(/(.)\/$/, "$1") !== p.path || url.search !== "";
      });
      expect.soft(wrong.map((p) => `${p.path}: ${p.canonical ?? "none"}`)).toEqual([]);
    });

    await test.step("sitemap.xml lists every page found, and only those", () => {
      const listedPaths = new Set(listed.map((u) => u.pathname.replace(/(.)\/$/, "$1")));
      expect
        .soft(
          indexed.map((p) => p.path).filter((path) => !listedPaths.has(path)),
          "pages missing from the sitemap",
        )
        .toEqual([]);
      expect
        .soft(
          [...listedPaths].filter((path) => !pages.has(path)),
          "sitemap entries no page links to",
        )
        .toEqual([]);
      expect.soft([...listedPaths].filter(isPrivate), "portal paths in the sitemap").toEqual([]);
    });

    await test.step("robots.txt keeps out none of the pages found", async () => {
      // A Disallow rule is a path prefix, so "/client" would also keep out a page called "/clients".
      const rules = (await (await request.get("/robots.txt")).text())
        .split("\n")
        .filter((line) => /^disallow:/i.test(line.trim()))
        .map((line) => line.trim().replace(/^disallow:\s*/i, ""))
        .filter(Boolean);
      expect(rules.length).toBeGreaterThan(0);
      expect.soft(indexed.map((p) => p.path).filter((path) => rules.some((rule) => path.startsWith(rule)))).toEqual([]);
    });
  });

  test("robots.txt keeps crawlers out of the signed-in portal and the API, not the sign-in pages, and points to the sitemap", async ({
    request,
  }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const lines = (await response.text()).split("\n").map((l) => l.trim());
    const disallowed = lines.filter((l) => /^disallow:/i.test(l)).map((l) => l.replace(/^disallow:\s*/i, ""));
    expect(disallowed.toSorted()).toEqual(["/admin", "/api/", "/client", "/employee", "/vendor"]);
    // A rule is a path prefix: none may cover a public page.
    const blocked = (path: string) => disallowed.some((rule) => path.startsWith(rule));
    for (const path of ["/", "/login", "/login/request-access", "/contact", "/solutions/ai/automation"])
      expect(blocked(path), `${path} may be crawled`).toBe(false);
    for (const path of ["/api/chat", "/admin/users", "/employee", "/client/requests/new", "/vendor/invoices"])
      expect(blocked(path), `${path} may not be crawled`).toBe(true);
    expect(lines.some((l) => /^sitemap:\s*https?:\/\/.+\/sitemap\.xml$/i.test(l))).toBe(true);
  });
});

test.describe("unknown paths", () => {
  for (const path of ["/no-such-page-xyz", "/solutions/no-such-solution"]) {
    test(`${path} answers 404 with a helpful page, not a redirect`, async ({ page, request }) => {
      const raw = await request.get(path, { maxRedirects: 0 });
      expect(raw.status()).toBe(404);

      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect(new URL(page.url()).pathname).toBe(path);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/couldn.t find/i);
      await expect(page).toHaveTitle(/not found/i);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: /home page/i })).toHaveAttribute("href", "/");
      await expect(main.getByRole("link", { name: /contact/i })).toHaveAttribute("href", "/contact");
      expect(await main.getByRole("link").count()).toBeGreaterThanOrEqual(5);
      // The site's own header stays, so the visitor can carry on from here.
      await expect(page.getByRole("banner")).toBeVisible();
      // Rendered without the root layout, the 404 page still has the site's theme colour.
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#0b1b3a");
    });
  }
});

test("pages do not carry the 404 page in their inline data", async ({ request }) => {
  // A root not-found.tsx is serialised into every page's RSC payload (a second header and footer); the global 404
  // page is rendered on its own, so a page's payload holds at most the footer it shows (none: the site's footer is a
  // client component, its markup in a shared script).
  for (const path of ["/", "/about", "/login"]) {
    const html = await (await request.get(path)).text();
    const chunks = [...html.matchAll(/self\.__next_f\.push\((\[.*?\])\)<\/script>/gs)].map(
      (m) => (JSON.parse(m[1]!) as unknown[])[1],
    );
    const payload = chunks.filter((chunk) => typeof chunk === "string").join("");
    const markup = html.replace(/<script[^>]*>[\s\S]*?<\/script>/g, "");
    expect(payload.length, `${path} has an inline payload`).toBeGreaterThan(1000);
    expect(payload.split('["$","footer"').length - 1, `footers in the payload of ${path}`).toBeLessThanOrEqual(
      markup.split("<footer").length - 1,
    );
    // Nor the marketing layout's 404 body: a reference to a component that loads on demand, not its markup.
    expect(payload, `the 404 body in the payload of ${path}`).not.toContain("nf-title");
  }
  const login = await (await request.get("/login")).text();
  expect(login).not.toContain("nf-title");
});

test.describe("demo and quote", () => {
  const cases = [
    { path: "/demo", action: "Schedule Demo", subject: "ai-solutions" },
    { path: "/quote", action: "Get Quote", subject: "software-development" },
  ];
  for (const { path, action, subject } of cases) {
    test(`${action} leads to the enquiry form with a fitting subject chosen`, async ({ page, isMobile }) => {
      await page.goto("/about");
      if (isMobile) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByRole("dialog", { name: "Site menu" }).getByRole("link", { name: action }).click();
      } else {
        await page.getByTestId("desktop-header").getByRole("link", { name: action }).click();
      }
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.locator("form").filter({ has: page.getByLabel("Subject") })).toBeVisible();
      await expect(page.getByLabel("Subject")).toHaveValue(subject);
      await expect(page.getByLabel(/message/i).first()).toBeVisible();
    });
  }
});
