// Every address of a portal page, from the views in lib/portal/navigation.ts: the paths pages and the bell link to,
// the absolute addresses mails carry, and where old addresses (a renamed view, the single-page dashboards' `?view=`
// links in mails already sent) lead now. Kept free of imports other than the navigation, as it is.
import { navigation, type NavEntry, type PortalRole, type ViewKey } from "./navigation";

/**
 * The path of a role's view, or of one page below it: `portalPath("client", "requests")` is "/client/requests",
 * with "new" (a fixed child) "/client/requests/new", with an id "/client/requests/<id>". A view the role lacks,
 * or a page below a view that has none, is a programming error and throws.
 */
export function portalPath<R extends PortalRole>(role: R, view: ViewKey<R>, below?: string): string {
  const entry = navigation[role].find((e) => e.key === view);
  if (!entry) throw new Error(`the ${role} portal has no ${view} view`);
  if (below === undefined) return entry.href;
  const children = entry.children ?? [];
  if (children.includes(below)) return `${entry.href}/${below}`;
  if (!children.includes("[id]")) throw new Error(`the ${role} portal's ${view} view has no pages below it`);
  return `${entry.href}/${encodeURIComponent(below)}`;
}

/** `portalPath` as an absolute address, for mail; `siteUrl` is SITE_URL (lib/env.ts drops its trailing slash). */
export function portalUrl<R extends PortalRole>(siteUrl: string, role: R, view: ViewKey<R>, below?: string): string {
  return `${siteUrl}${portalPath(role, view, below)}`;
}

/** Renamed views' old addresses as next.config.ts redirects: permanent (308), the pages below them included. */
export const formerViewRedirects = Object.values(navigation).flatMap((entries) =>
  entries.flatMap((e) =>
    e.formerHref ? [{ source: `${e.formerHref}/:rest*`, destination: `${e.href}/:rest*`, permanent: true }] : [],
  ),
);

// The views of the single-page dashboards by their old `?view=` key, as the key of the view each became.
const legacyViews: { [R in PortalRole]?: Record<string, ViewKey<R>> } = {
  admin: { dashboard: "dashboard", users: "users", reports: "enquiries", settings: "settings" },
  employee: { overview: "overview", tasks: "requests", profile: "profile", support: "support" },
};

/**
 * Where an old dashboard link (`/admin?view=reports&id=X`) lives now (`/admin/enquiries/X`), with its other query
 * parameters kept; undefined for anything else. An unknown view goes to the dashboard, as it showed before. An `id`
 * becomes the page below the view when the view has pages by id.
 */
export function legacyViewTarget(pathname: string, search: URLSearchParams): string | undefined {
  const path = pathname.replace(/(.)\/$/, "$1");
  const role = (Object.keys(legacyViews) as PortalRole[]).find((r) => navigation[r][0]?.href === path);
  const views = role && legacyViews[role];
  const view = search.get("view");
  if (!role || !views || view === null) return undefined;
  const key = Object.hasOwn(views, view) ? views[view]! : Object.values(views)[0]!;
  const byId = navigation[role].find((e) => e.key === key)?.children?.includes("[id]");
  const rest = new URLSearchParams(search);
  rest.delete("view");
  const id = rest.get("id");
  let target = portalPath(role, key);
  if (id && byId) {
    target = portalPath(role, key, id);
    rest.delete("id");
  }
  const query = rest.toString();
  return query ? `${target}?${query}` : target;
}

/**
 * Where a link into another role's portal leads the signed-in role: the same record in its own view
 * (`/client/requests/X` → `/employee/requests/X`), the view's list where its own view has no such page, or the
 * role's overview where it has no such view at all. `pathname` is under `/<from>`; the query string is kept.
 */
export function crossRoleTarget(pathname: string, search: string, role: PortalRole): string {
  const [, from = "", view, below, ...rest] = pathname.replace(/(.)\/$/, "$1").split("/");
  const home = navigation[role][0]?.href ?? `/${role}`;
  const entries: readonly NavEntry[] = Object.hasOwn(navigation, from) ? navigation[from as PortalRole] : [];
  const source = entries.find((e) => e.href === `/${from}/${view}`);
  const own = source && navigation[role].find((e) => e.key === source.key);
  if (!source || !own || rest.length > 0) return home;
  const ownChildren: readonly string[] = own.children ?? [];
  // A fixed page ("new") the role's own view lacks is not an id: the list instead.
  const fixed = below !== undefined && (source.children ?? []).includes(below) && below !== "[id]";
  const keepsPage = below !== undefined && (ownChildren.includes(below) || (!fixed && ownChildren.includes("[id]")));
  return `${keepsPage ? `${own.href}/${below}` : own.href}${search}`;
}
