// The contact page's map card: a loading indicator, the map loaded only once the card nears the screen, and a larger
// map in a new window. The map's origin is answered locally, so the test needs no network.
import { expect, test } from "./support/test";
import { mapOrigin } from "../../lib/security/headers";
import { site } from "../../lib/site";
import { hydrated } from "./support/public-helpers";

const mapOriginPattern = mapOrigin.replaceAll(".", "\\.");

test("the map loads when its card nears the screen and shows a loading indicator until then", async ({
  page,
}, testInfo) => {
  const mapRequests: string[] = [];
  let releaseMap: () => void = () => {};
  const mapHeld = new Promise<void>((resolve) => (releaseMap = resolve));
  await page.route(`${mapOrigin}/**`, async (route) => {
    mapRequests.push(route.request().url());
    await mapHeld;
    await route.fulfill({
      status: 200,
      contentType: "text/html",
      body: "<!doctype html><title>Map</title><p>Map of the head office</p>",
    });
  });

  await page.goto("/contact");
  const status = page.getByRole("status").filter({ hasText: "Loading map…" });
  const frame = page.locator("iframe");
  await expect(status).toBeAttached();
  await hydrated(status);

  if (testInfo.project.name === "mobile") {
    // On a phone the card starts well below the first screen: nothing of the map is fetched yet.
    await page.waitForLoadState("load");
    await page.waitForTimeout(300);
    expect(mapRequests, "no map request before the card nears the screen").toEqual([]);
    await expect(frame).toHaveCount(0);
  }

  await status.scrollIntoViewIfNeeded();
  await expect(frame).toHaveAttribute("src", new RegExp(`^${mapOriginPattern}/export/embed\\.html\\?`));
  await expect(frame).toHaveAttribute("title", `Map of the ${site.name} head office in ${site.headOffice.city}`);
  // While the map is still on its way, the indicator stays; once the frame has loaded, it goes.
  await expect(status).toBeVisible();
  releaseMap();
  await expect(status).toHaveCount(0);
  await expect(frame).toBeVisible();
  expect(mapRequests.length).toBeGreaterThan(0);

  const larger = page.getByRole("link", { name: /View Larger Map/ });
  await expect(larger).toHaveAttribute("target", "_blank");
  await expect(larger).toHaveAttribute("rel", /noopener/);
  await expect(larger).toHaveAttribute("href", new RegExp(`^${mapOriginPattern}/\\?mlat=`));
});
