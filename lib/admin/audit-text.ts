// How an audit row reads for people: a business change in one line ("role: client → admin"), a mail state's words.
import { statusLabels } from "../workspace/vocabulary";
import type { MailState } from "./audit";

/** Fields whose values are codes of the workspace's vocabulary ("in_progress"), shown by their labels. */
const labelledFields = new Set(["status", "priority"]);

function valueText(value: unknown, field: string): string {
  if (value === null || value === undefined || value === "") return "none";
  if (labelledFields.has(field) && typeof value === "string" && Object.hasOwn(statusLabels, value))
    return statusLabels[value as keyof typeof statusLabels];
  if (typeof value === "object" && value && "name" in value) return String((value as { name: unknown }).name);
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}

const isFieldChange = (value: unknown): value is { from: unknown; to: unknown } =>
  typeof value === "object" && value !== null && "from" in value && "to" in value;

/** `{role: {from, to}}` as "role: client → admin"; a creation's values as "name: Neha, role: client"; a status or
 * priority by its label ("status: In progress → Resolved"); a field by its words ("due date"). Bare ids (`messageId`)
 * say nothing to a person and are left out. */
export function changeSummary(change: Record<string, unknown> | null, max = 240): string {
  if (!change) return "";
  const parts = Object.entries(change)
    .filter(([field]) => !field.endsWith("Id"))
    .map(([field, value]) => {
      const name = field.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
      return isFieldChange(value)
        ? `${name}: ${valueText(value.from, field)} → ${valueText(value.to, field)}`
        : `${name}: ${valueText(value, field)}`;
    });
  const text = parts.join(", ");
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

export const mailStateLabels: Record<MailState, string> = {
  queued: "Mail queued",
  sent: "Mail sent",
  retried: "Mail retrying",
  discarded: "Mail discarded",
};
