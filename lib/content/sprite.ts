// The icons of the public pages, drawn once in public/icons.svg and referenced with <use> wherever they appear
// (components/ui/sprite-icon.tsx): a few dozen bytes per use in the HTML and none of the drawing in the page's
// payload. Each is lucide-react's drawing under its file name; `node scripts/icon-sprite.mjs` rewrites the sprite
// after a change here, and tests/unit/icon-sprite.test.ts fails while it is out of date.
// Plain data with no imports but a type: scripts/icon-sprite.mjs imports this file as it is.
import type { IconName } from "./icons";

/** The icon names used by content data, and the drawing each shows. */
export const contentIcons = {
  automation: "cog",
  analytics: "chart-line",
  language: "languages",
  transformation: "refresh-cw",
  security: "shield-check",
  consulting: "compass",
  platform: "layers",
  workflow: "workflow",
  dashboard: "layout-dashboard",
  cloud: "cloud",
  shield: "shield",
  graduation: "graduation-cap",
  brain: "brain",
  server: "server",
  lock: "lock",
  chart: "chart-column",
  compass: "compass",
  lightbulb: "lightbulb",
  refresh: "refresh-cw",
  target: "target",
  rocket: "rocket",
  code: "code-xml",
  network: "network",
  headset: "headset",
  users: "users",
  book: "book-open",
  file: "file-text",
  video: "video",
  newspaper: "newspaper",
  pen: "pen-line",
  building: "building",
  briefcase: "briefcase-business",
  megaphone: "megaphone",
  globe: "globe",
  smartphone: "smartphone",
  database: "database",
  blocks: "blocks",
  cpu: "cpu",
  bot: "bot",
  handshake: "handshake",
  award: "award",
  leaf: "leaf",
  scale: "scale",
  sparkles: "sparkles",
  trending: "trending-up",
  clock: "clock",
  "map-pin": "map-pin",
  phone: "phone",
  mail: "mail",
  parking: "car-front",
  bus: "bus",
  coffee: "coffee",
  zap: "zap",
  heart: "heart",
  check: "check",
} as const satisfies Record<IconName, string>;

/** The interface's own icons, by drawing. */
export const interfaceIcons = [
  "arrow-down",
  "arrow-right",
  "arrow-up-right",
  "bot",
  "chevron-down",
  "chevron-right",
  "circle-check",
  "circle-exclamation-point",
  "circle-play",
  "earth",
  "external-link",
  "lightbulb",
  "loader-circle",
  "map-pin",
  "menu",
  "message-circle",
  "pause",
  "play",
  "search",
  "send",
  "send-horizontal",
  "user-round",
  "x",
] as const;

export type SpriteName = (typeof contentIcons)[IconName] | (typeof interfaceIcons)[number];

/** Every drawing in the sprite, once, sorted. */
export const spriteNames: SpriteName[] = [...new Set<SpriteName>([...Object.values(contentIcons), ...interfaceIcons])].sort();
