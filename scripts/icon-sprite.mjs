// @ts-check
// Writes public/icons.svg: one <symbol> per name in lib/content/sprite.ts, drawn from lucide-react's icon data.
// `node scripts/icon-sprite.mjs` after changing that list; tests/unit/icon-sprite.test.ts checks the file is current.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { spriteNames } from "../lib/content/sprite.ts";

const require = createRequire(import.meta.url);
const icons = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist/esm/icons");
export const spriteFile = path.join(import.meta.dirname, "../public/icons.svg");

/** @param {Record<string, string>} attrs */
const attributes = (attrs) =>
  Object.entries(attrs)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => ` ${name}="${value}"`)
    .join("");

/** The sprite's text. */
export async function spriteSvg() {
  const symbols = [];
  for (const name of spriteNames) {
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
  const text = await spriteSvg();
  const before = (() => {
    try {
      return readFileSync(spriteFile, "utf8");
    } catch {
      return "";
    }
  })();
  writeFileSync(spriteFile, text);
  console.log(
    `${path.relative(process.cwd(), spriteFile)}: ${spriteNames.length} icons${before === text ? ", unchanged" : ""}`,
  );
}
