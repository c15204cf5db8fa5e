// The portal's icons, drawn once in public/portal-icons.svg and referenced with <use> (components/portal/icon.tsx):
// the portal's client components then carry a name per icon instead of lucide-react's drawing and its renderer.
// Each is lucide-react's drawing under its file name; `node scripts/icon-sprite.mjs` rewrites the sprite after a
// change here, and tests/unit/icon-sprite.test.ts fails while it is out of date.
// Plain data importing only plain data (by file name: scripts/icon-sprite.mjs imports this file as it is).
import type { NavIcon } from "./nav-entries";
import { navIcons } from "./nav-icons.ts";

/** The portal's interface icons, by drawing. */
export const interfaceIcons = [
  "arrow-left",
  "arrow-right",
  "arrow-right-left",
  "badge-check",
  "bell",
  "chevron-down",
  "circle",
  "circle-check",
  "circle-exclamation-point",
  "circle-x",
  "download",
  "ellipsis",
  "eye",
  "file-down",
  "file-text",
  "key-round",
  "loader-circle",
  "lock",
  "log-out",
  "monitor",
  "panel-left-close",
  "panel-left-open",
  "paperclip",
  "plus",
  "rotate-cw",
  "search",
  "smartphone",
  "tablet",
  "terminal",
  "trash",
  "user-plus",
  "x",
] as const;

export type PortalIconName = (typeof navIcons)[NavIcon] | (typeof interfaceIcons)[number];

/** Every drawing in the portal's sprite, once, sorted. */
export const portalSpriteNames: PortalIconName[] = [
  ...new Set<PortalIconName>([...Object.values(navIcons), ...interfaceIcons]),
].sort();
