// A role's menu entries and the rules the menu draws them by, apart from the entries themselves
// (lib/portal/navigation.ts), so the menu's browser code carries no role's list but the one it is given. No imports.

export type PortalRole = "admin" | "employee" | "client" | "vendor";

export type NavIcon =
  | "dashboard"
  | "users"
  | "enquiries"
  | "settings"
  | "requests"
  | "projects"
  | "organisations"
  | "profile"
  | "support"
  | "invoices"
  | "orders"
  | "security"
  | "audit"
  | "more";

export type NavEntry = {
  key: string;
  label: string;
  href: string;
  icon: NavIcon;
  /** Route segments below href, each one level deep: "[id]" (any one segment) or a fixed name such as "new". */
  children?: readonly string[];
  /** Where the view lived under an earlier name: it and the pages below it redirect here for good. */
  formerHref?: string;
  /** A shorter label for the phone's bottom bar, where a fifth of 390 px holds about ten characters. */
  barLabel?: string;
};

/** The key of the entry a path belongs to: the longest href that is the path or a folder above it. */
export function activeEntry(entries: readonly NavEntry[], pathname: string): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return entries
    .filter((e) => path === e.href || path.startsWith(`${e.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0]?.key;
}

/** How many entries a phone's bottom bar holds side by side. */
export const bottomBarSlots = 5;

/**
 * The phone's bottom bar: every entry when they fit, else the first four beside a "More" entry holding the rest
 * (marked current when the current view is one of them).
 */
export function splitBottomBar(entries: readonly NavEntry[]): { bar: NavEntry[]; more: NavEntry[] } {
  if (entries.length <= bottomBarSlots) return { bar: [...entries], more: [] };
  return { bar: entries.slice(0, bottomBarSlots - 1), more: entries.slice(bottomBarSlots - 1) };
}
