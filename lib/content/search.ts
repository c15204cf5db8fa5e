// Search over the site's pages for the mobile drawer: every page is reachable from the menu, footer or a built page.
import { courses } from "./courses";
import { footerCompany, footerLegal, footerServices } from "./footer";
import { navigation, quickActions } from "./navigation";
import { builtPageList, landingPages } from "./pages";

export type SearchEntry = { title: string; href: string; section: string; desc?: string };

function collect(): SearchEntry[] {
  const entries: SearchEntry[] = [];
  for (const group of navigation) {
    if (group.href) entries.push({ title: group.title, href: group.href, section: group.title, desc: `All ${group.title.toLowerCase()}` });
    if (group.featured) entries.push({ title: group.featured.label, href: group.featured.href, section: group.title, desc: group.featured.desc });
    for (const category of group.categories) {
      for (const item of category.items) entries.push({ title: item.label, href: item.href, section: category.title, desc: item.desc });
    }
  }
  for (const page of [...builtPageList, ...Object.values(landingPages)]) entries.push({ title: page.title.split(" | ")[0]!, href: page.path, section: "Nexora", desc: page.description });
  for (const action of quickActions) entries.push({ title: action.label, href: action.href, section: "Get started" });
  for (const link of footerServices) entries.push({ title: link.label, href: link.href, section: "Services" });
  for (const link of footerCompany) entries.push({ title: link.label, href: link.href, section: "Company" });
  for (const link of footerLegal) entries.push({ title: link.label, href: link.href, section: "Legal" });
  for (const course of courses) entries.push({ title: course.title, href: course.href, section: "Courses", desc: course.desc });
  // One entry per page: the first (menu) wording wins.
  const seen = new Set<string>();
  return entries.filter((e) => (seen.has(e.href) ? false : (seen.add(e.href), true)));
}

export const searchEntries: SearchEntry[] = collect();

const normalise = (text: string) => text.toLowerCase().normalize("NFKD").replace(/[^\p{L}\p{N}]+/gu, " ");

/** Pages matching every word of the query; title matches rank above section and description matches. */
export function searchPages(query: string, entries: SearchEntry[] = searchEntries, limit = 8): SearchEntry[] {
  const words = normalise(query).split(" ").filter(Boolean);
  if (words.length === 0) return [];
  const scored: { entry: SearchEntry; score: number }[] = [];
  for (const entry of entries) {
    const title = ` ${normalise(entry.title)}`;
    const haystack = `${title} ${normalise(entry.section)} ${normalise(entry.desc ?? "")}`;
    if (!words.every((w) => haystack.includes(w))) continue;
    const score = words.reduce((sum, w) => sum + (title.includes(` ${w}`) ? 3 : title.includes(w) ? 2 : 0), 0);
    scored.push({ entry, score });
  }
  return scored
    .sort((a, b) => b.score - a.score || a.entry.title.localeCompare(b.entry.title))
    .slice(0, limit)
    .map((s) => s.entry);
}
