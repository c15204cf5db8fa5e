// The workspace's abuse limits as plain rules: each limit's default, the WORKSPACE_LIMITS setting that overrides it,
// which counters an action takes from, and the sentence a refusal shows. lib/workspace/limits.ts applies them.
import { formatWait } from "../http/responses";

/**
 * Per person a minute: requests opened, messages written (replies and internal notes), invoices submitted. Per person
 * an hour: files and MB uploaded; per organisation an hour: the same over its people. Per organisation: MB stored.
 */
export const limitDefaults = {
  requests: 20,
  replies: 60,
  invoices: 20,
  uploads: 60,
  upload_mb: 200,
  org_uploads: 300,
  org_upload_mb: 1024,
  org_storage_mb: 5120,
} as const;

export type LimitName = keyof typeof limitDefaults;
export type WorkspaceLimits = Record<LimitName, number>;
export type WriteLimit = "requests" | "replies" | "invoices";
/** The limits counted in a window (all but storage, which counts what is kept). */
export type WindowLimit = Exclude<LimitName, "org_storage_mb">;

/** The largest value a limit takes (1,000,000 MB is about 1 TB): byte counters count KB in a 32-bit column. */
const maxSetting = 1_000_000;
const limitNames = Object.keys(limitDefaults) as LimitName[];
const isLimitName = (name: string): name is LimitName => Object.hasOwn(limitDefaults, name);

/** "requests=40, upload_mb=500": each named limit replaces its default; unset or blank keeps them all. */
export function parseWorkspaceLimits(setting: string | undefined): WorkspaceLimits {
  const limits: WorkspaceLimits = { ...limitDefaults };
  for (const part of (setting ?? "").split(",")) {
    if (part.trim() === "") continue;
    const match = /^\s*([a-z_]+)\s*=\s*(\d{1,12})\s*$/.exec(part);
    if (!match) throw new Error(`has "${part.trim()}", which is not name=number (e.g. requests=40)`);
    const [, name = "", value = ""] = match;
    if (!isLimitName(name)) throw new Error(`names "${name}", which is not a limit (${limitNames.join(", ")})`);
    const number = Number(value);
    if (number < 1 || number > maxSetting)
      throw new Error(`sets ${name} to ${value}: a limit is from 1 to ${maxSetting.toLocaleString("en")}`);
    limits[name] = number;
  }
  return limits;
}

export const MB = 1024 * 1024;
export const minuteSeconds = 60;
export const hourSeconds = 3600;

/** One fixed-window allowance an action takes `amount` from (bytes counted in KB): its key, size and window. */
export type Counter = { name: WindowLimit; key: string; amount: number; limit: number; windowSeconds: number };

export function writeCounter(limits: WorkspaceLimits, name: WriteLimit, personId: string): Counter {
  return { name, key: `ws:${name}:${personId}`, amount: 1, limit: limits[name], windowSeconds: minuteSeconds };
}

/**
 * What an upload of `size` bytes takes: the person's files and bytes this hour, and the organisation's when the
 * uploader is one of its people (`organisationId` null for staff, who answer only for themselves).
 */
export function uploadCounters(
  limits: WorkspaceLimits,
  personId: string,
  organisationId: string | null,
  size: number,
): Counter[] {
  const hourly = (name: WindowLimit, key: string, amount: number, limit: number): Counter => ({
    name,
    key: `ws:${name}:${key}`,
    amount,
    limit,
    windowSeconds: hourSeconds,
  });
  const kb = Math.ceil(size / 1024);
  const own = [
    hourly("uploads", personId, 1, limits.uploads),
    hourly("upload_mb", personId, kb, limits.upload_mb * 1024),
  ];
  if (!organisationId) return own;
  return [
    ...own,
    hourly("org_uploads", organisationId, 1, limits.org_uploads),
    hourly("org_upload_mb", organisationId, kb, limits.org_upload_mb * 1024),
  ];
}

/** Whether a file of `size` bytes fits in what the organisation may keep, given what it keeps now. */
export const fitsStorage = (limits: WorkspaceLimits, used: number, size: number) =>
  used + size <= limits.org_storage_mb * MB;

/** "800 KB", "12.5 MB", "5 GB": a size as people read it. */
export function formatSize(bytes: number): string {
  const round = (n: number) => String(Math.round(n * 10) / 10);
  if (bytes >= 1024 * MB) return `${round(bytes / 1024 / MB)} GB`;
  if (bytes >= MB) return `${round(bytes / MB)} MB`;
  return `${Math.max(1, Math.ceil(bytes / 1024))} KB`;
}

/** The sentence for a refusal by a windowed limit, with how long to wait. */
export function limitSentence(name: WindowLimit, limits: WorkspaceLimits, waitSeconds: number): string {
  const sentences: Record<typeof name, string> = {
    requests: "You have opened a lot of requests in the last minute.",
    replies: "You have sent a lot of messages in the last minute.",
    invoices: "You have submitted a lot of invoices in the last minute.",
    uploads: `You have uploaded ${limits.uploads} files in the last hour, the most one person may.`,
    upload_mb: `This file would take your uploads past ${formatSize(limits.upload_mb * MB)} in an hour.`,
    org_uploads: `Your organisation has uploaded ${limits.org_uploads} files in the last hour, the most it may.`,
    org_upload_mb: `This file would take your organisation's uploads past ${formatSize(limits.org_upload_mb * MB)} in an hour.`,
  };
  return `${sentences[name]} Please wait ${formatWait(waitSeconds)} and try again.`;
}

export function storageSentence(limits: WorkspaceLimits, used: number, size: number): string {
  return (
    `Your organisation's files use ${formatSize(used)} of the ${formatSize(limits.org_storage_mb * MB)} it may ` +
    `keep, so this ${formatSize(size)} file does not fit. Please ask Nexora to make room.`
  );
}

/** The audit log's account of a refusal: which limit and its size, never what was sent. */
export function limitDetail(name: LimitName, limits: WorkspaceLimits, organisationId?: string | null): string {
  const size = name.endsWith("_mb") ? `${limits[name]} MB` : String(limits[name]);
  const per =
    name === "org_storage_mb" ? "" : ["requests", "replies", "invoices"].includes(name) ? " a minute" : " an hour";
  return `${name}: ${size}${per}${organisationId ? `, organisation ${organisationId}` : ""}`;
}
