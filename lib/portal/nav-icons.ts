// The drawing of public/portal-icons.svg each navigation key shows (lib/portal/navigation.ts names views' icons by
// key). Apart from the sprite's list (sprite.ts) so the menu's browser code carries only this map.
import type { NavIcon } from "./nav-entries";

export const navIcons = {
  dashboard: "layout-dashboard",
  users: "users",
  enquiries: "file-text",
  settings: "settings",
  requests: "messages-square",
  projects: "folder-kanban",
  organisations: "building-complex",
  profile: "user-round",
  support: "circle-question-mark",
  invoices: "receipt-indian-rupee",
  orders: "package",
  security: "shield-check",
  audit: "scroll-text",
  more: "ellipsis",
} as const satisfies Record<NavIcon, string>;
