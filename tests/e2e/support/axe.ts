// axe-core as the end-to-end tests run it: in the page itself (axe's "legacy mode"). By default @axe-core/playwright
// scans each frame apart and then opens a blank page in the context to merge the parts, which doubled the time of a
// scan here. What that mode adds is scanning frames of other origins: the map on /contact is Google's page, not ours;
// our own frames (a PDF preview) are same-origin, which legacy mode scans too.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode();
}
