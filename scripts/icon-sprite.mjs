// @ts-check
// Writes the icon sprites, one <symbol> per name drawn from lucide-react's icon data: public/icons.svg for the public
// pages (lib/content/sprite.ts) and public/portal-icons.svg for the portal (lib/portal/sprite.ts).
// `node scripts/icon-sprite.mjs` after changing a list; tests/unit/icon-sprite.test.ts checks the files are current.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { spriteNames } from "../lib/content/sprite.ts";
import { portalSpriteNames } from "../lib/portal/sprite.ts";

const require = createRequire(import.meta.url);
const icons = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist/esm/icons");
export const spriteFile = path.join(import.meta.dirname, "../public/icons.svg");
export const portalSpriteFile = path.join(import.meta.dirname, "../public/portal-icons.svg");
/** @type {[file: string, names: readonly string[]][]} */
export const sprites = [
  [spriteFile, spriteNames],
  [portalSpriteFile, portalSpriteNames],
];

/** @param {Record<string, string>} attrs */
const attributes = (attrs) =>
  Object.entries(attrs)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");

/**
 * A sprite's text.
 * @param {readonly string[]} names
 */
export async function spriteSvg(names) {
  const symbols = [];
  for (const name of names) {
    /** @type {{ __iconData: { node: [string, Record<string, string>][] } }} */
    const icon = await import(pathToFileURL(path.join(icons, `${name}.mjs`)).href);
    const body = icon.__iconData.node.map(([tag, attrs]) => `<${tag}${attributes(attrs)}/>`).join("");
    // Lucide's stroke style on the symbol: its shapes inherit it, and the colour is the referring element's.
    symbols.push(
      `<symbol id="${name}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</symbol>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  for (const [file, names] of sprites) {
    const text = await spriteSvg(names);
    const before = (() => {
      try {
        return readFileSync(file, "utf8");
      } catch {
        return "";
      }
    })();
    writeFileSync(file, text);
    console.log(`${path.relative(process.cwd(), file)}: ${names.length} icons${before === text ? ", unchanged" : ""}`);
  }
}
