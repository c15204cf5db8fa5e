// How the portal writes dates, times and counts: Indian English, India time, one style everywhere.
import { countCap } from "../workspace/vocabulary";

const dateOnly = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
// The 24-hour clock, as the portal's service promises ("Reply by tomorrow 19:30") and published hours write it.
const dateTime = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  hourCycle: "h23",
  timeZone: "Asia/Kolkata",
});

/** A calendar date ("2026-12-01", stored without a time) or a moment, as "1 Dec 2026". */
export function formatDate(value: string | Date | null | undefined, none = "—"): string {
  if (!value) return none;
  // A calendar date is midday UTC here so no time zone moves it to another day.
  const at = typeof value === "string" ? new Date(`${value.slice(0, 10)}T12:00:00Z`) : value;
  return Number.isNaN(at.getTime()) ? none : dateOnly.format(at);
}

/** A moment in India time: "26 Nov 2026, 20:10". */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}

/** "5 min ago", "3 h ago", then the date. */
export function ago(at: Date, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - at.getTime()) / 60_000));
  if (minutes < 1) return "Just now";
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  return formatDate(at);
}

/** A file's size: "820 B", "14 KB", "2.4 MB". */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1048576).toFixed(1)} MB`;
}

const grouped = new Intl.NumberFormat("en-IN");

/** A count as the lists and figures show it: "1,234", and "1,000+" past countCap (counts stop there). */
export function countLabel(n: number): string {
  return n > countCap ? `${grouped.format(countCap)}+` : grouped.format(n);
}

/** "Asha's", and "Sahyadri Agro Foods'" for a name that ends in s. */
export function possessive(name: string): string {
  return /s$/i.test(name.trim()) ? `${name.trim()}'` : `${name.trim()}'s`;
}
