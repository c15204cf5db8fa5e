// public/icons.svg is generated from lib/content/sprite.ts (scripts/icon-sprite.mjs): it must hold every listed icon,
// as the script draws it today.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { spriteNames } from "@/lib/content/sprite";
import { portalSpriteNames } from "@/lib/portal/sprite";
import { portalSpriteFile, spriteFile, spriteSvg } from "@/scripts/icon-sprite.mjs";

describe("the icon sprite", () => {
  it("is current: `node scripts/icon-sprite.mjs` writes the same file", async () => {
    expect(readFileSync(spriteFile, "utf8")).toBe(await spriteSvg(spriteNames));
    expect(readFileSync(portalSpriteFile, "utf8")).toBe(await spriteSvg(portalSpriteNames));
  });

  it("holds one symbol per name, each a 24-unit drawing in lucide's stroke style", () => {
    const text = readFileSync(spriteFile, "utf8");
    const ids = [...text.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24" fill="none" stroke="currentColor"/g)];
    expect(ids.map((m) => m[1])).toEqual(spriteNames);
    expect(spriteNames.length).toBeGreaterThan(50);
  });

  it("the portal's holds one symbol per name too", () => {
    const text = readFileSync(portalSpriteFile, "utf8");
    const ids = [...text.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24" fill="none" stroke="currentColor"/g)];
    expect(ids.map((m) => m[1])).toEqual(portalSpriteNames);
    expect(portalSpriteNames.length).toBeGreaterThan(30);
  });
});
