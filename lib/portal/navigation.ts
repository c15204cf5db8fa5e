// Each role's views as typed data: the layouts draw their menus from it, the proxy and the CSP list its routes, and
// every link to a portal page is built from it (lib/portal/paths.ts). Imports nothing but its sibling nav-entries.ts
// (next.config.ts and the proxy read it).
//
// To add a view (e.g. /vendor/invoices, /employee/purchase-orders): add one entry to the role's list below with its
// `href`, an `icon` key (components/portal/portal-icon.tsx maps keys to icons) and `children` for the segments below
// it ("[id]" for a dynamic one, "new" for a fixed one); then create the segment folder with page.tsx, loading.tsx
// and error.tsx. The menu, the proxy's nonce CSP (lib/security/headers.ts) and the 404 rule follow from this list.

export type { NavEntry, NavIcon, PortalRole } from "./nav-entries";
import type { NavEntry, PortalRole } from "./nav-entries";

const views = {
  admin: [
    { key: "dashboard", label: "Dashboard", href: "/admin", icon: "dashboard" },
    { key: "requests", label: "Requests", href: "/admin/requests", icon: "requests", children: ["[id]"] },
    { key: "projects", label: "Projects", href: "/admin/projects", icon: "projects", children: ["[id]"] },
    {
      key: "organisations",
      label: "Organisations",
      barLabel: "Orgs",
      href: "/admin/organisations",
      icon: "organisations",
      children: ["[id]"],
    },
    {
      key: "purchase-orders",
      label: "Purchase orders",
      barLabel: "Orders",
      href: "/admin/purchase-orders",
      icon: "orders",
      children: ["[id]"],
    },
    { key: "invoices", label: "Invoices", href: "/admin/invoices", icon: "invoices", children: ["[id]"] },
    { key: "users", label: "Users", href: "/admin/users", icon: "users", children: ["[id]"] },
    {
      key: "enquiries",
      label: "Enquiries",
      href: "/admin/enquiries",
      icon: "enquiries",
      children: ["[id]"],
      formerHref: "/admin/reports",
    },
    { key: "audit", label: "Audit", href: "/admin/audit", icon: "audit" },
    { key: "settings", label: "Settings", href: "/admin/settings", icon: "settings" },
    { key: "security", label: "Security", href: "/admin/security", icon: "security" },
  ],
  employee: [
    { key: "overview", label: "Overview", href: "/employee", icon: "dashboard" },
    { key: "requests", label: "Requests", href: "/employee/requests", icon: "requests", children: ["[id]"] },
    { key: "projects", label: "Projects", href: "/employee/projects", icon: "projects", children: ["[id]"] },
    {
      key: "purchase-orders",
      label: "Purchase orders",
      barLabel: "Orders",
      href: "/employee/purchase-orders",
      icon: "orders",
      children: ["[id]"],
    },
    { key: "invoices", label: "Invoices", href: "/employee/invoices", icon: "invoices", children: ["[id]"] },
    { key: "profile", label: "Profile", href: "/employee/profile", icon: "profile" },
    { key: "support", label: "Support", href: "/employee/support", icon: "support" },
    { key: "security", label: "Security", href: "/employee/security", icon: "security" },
  ],
  client: [
    { key: "overview", label: "Overview", href: "/client", icon: "dashboard" },
    { key: "projects", label: "Projects", href: "/client/projects", icon: "projects", children: ["[id]"] },
    { key: "requests", label: "Requests", href: "/client/requests", icon: "requests", children: ["new", "[id]"] },
    { key: "security", label: "Security", href: "/client/security", icon: "security" },
  ],
  vendor: [
    { key: "overview", label: "Overview", href: "/vendor", icon: "dashboard" },
    {
      key: "purchase-orders",
      label: "Purchase orders",
      barLabel: "Orders",
      href: "/vendor/purchase-orders",
      icon: "orders",
      children: ["[id]"],
    },
    { key: "invoices", label: "Invoices", href: "/vendor/invoices", icon: "invoices", children: ["new", "[id]"] },
    { key: "profile", label: "Tax and bank", barLabel: "Profile", href: "/vendor/profile", icon: "profile" },
    { key: "security", label: "Security", href: "/vendor/security", icon: "security" },
  ],
} as const satisfies Record<PortalRole, readonly NavEntry[]>;

export const navigation: Record<PortalRole, readonly NavEntry[]> = views;

/** The keys of a role's views, checked where a link names one (`portalPath("client", "requests")`). */
export type ViewKey<R extends PortalRole> = (typeof views)[R][number]["key"];

/** Every portal page as a route pattern ("/admin/enquiries/[id]"), sign-in included. */
export const portalRoutes: readonly string[] = [
  "/login",
  "/login/request-access",
  ...Object.values(navigation).flatMap((entries) =>
    entries.flatMap((e) => [e.href, ...(e.children ?? []).map((child) => `${e.href}/${child}`)]),
  ),
];
