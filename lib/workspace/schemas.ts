// Payloads of projects, requests and messages (zod), shared by the JSON API, the pages' forms and server actions.
// Client-safe: only zod, the vocabulary and the text rules. Form fields arrive as strings, so "" means "not given",
// and numbers and checkboxes are read from their string forms too.
import { z } from "zod";
import { isUuid } from "./ids";
import { isCalendarDate } from "../validation/calendar-date";
import { emailMaxLength, emailPattern } from "../validation/email";
import { longTextString, singleLineString } from "../validation/text";
import {
  projectStatuses,
  requestPriorities,
  requestSorts,
  requestStatuses,
  serviceLevelFilters,
  textLimits,
} from "./vocabulary";

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);
/** In an edit, "" or null clears the field (a due date taken away). */
const blankToNull = (value: unknown) => (value === "" ? null : value);

const line = (label: string, max: number) =>
  singleLineString(label, `${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const text = (label: string, max: number) =>
  longTextString(label, `${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const calendarDate = (label: string) =>
  z
    .string({ message: `${label} must be a date like 2026-12-31.` })
    .trim()
    .refine(isCalendarDate, `${label} must be a real date like 2026-12-31.`);

export const email = (label: string) =>
  singleLineString(label, `${label} must be an e-mail address.`)
    .trim()
    .toLowerCase()
    .max(emailMaxLength, `${label} must be an e-mail address.`)
    .regex(emailPattern, `${label} must be an e-mail address.`);

const id = (label: string) => z.string({ message: `${label} is not valid.` }).trim();
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const clearable = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable().optional());

/** Where a body names an organisation: its id or its exact name. */
const organisation = line("Organisation", textLimits.organisationName);

const progress = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z
    .number({ message: "Progress must be a whole number from 0 to 100." })
    .int("Progress must be a whole number from 0 to 100.")
    .min(0, "Progress must be a whole number from 0 to 100.")
    .max(100, "Progress must be a whole number from 0 to 100."),
);

/** A checkbox ("on", "true") or a JSON boolean. */
const flag = (label: string) =>
  z.preprocess(
    (value) => (value === "on" || value === "true" ? true : value === "false" || value === "" ? false : value),
    z.boolean({ message: `${label} must be true or false.` }),
  );

const anyGiven = (value: Record<string, unknown>) => Object.values(value).some((v) => v !== undefined);

const projectStatus = z.enum(projectStatuses, { message: "Choose a project status from the list." });
const requestStatus = z.enum(requestStatuses, { message: "Choose a request status from the list." });
const requestPriority = z.enum(requestPriorities, { message: "Choose a priority from the list." });

/** POST /api/portal/projects (staff). */
export const projectCreateSchema = z.object({
  organisation,
  name: line("Project name", textLimits.projectName),
  summary: optional(
    longTextString("Summary")
      .trim()
      .max(textLimits.projectSummary, `Summary must be at most ${textLimits.projectSummary} characters.`),
  ),
  startDate: optional(calendarDate("Start date")),
  dueDate: optional(calendarDate("Due date")),
  ownerEmail: optional(email("Owner")),
});

/** A staff edit of a project: any of these; an empty date clears it; `progress: null` goes back to automatic. */
export const projectUpdateSchema = z
  .object({
    name: optional(line("Project name", textLimits.projectName)),
    status: optional(projectStatus),
    progress: z.preprocess((value) => (value === "" ? undefined : value), progress.nullable().optional()),
    summary: z.preprocess(
      (value) => (value === null ? "" : value),
      longTextString("Summary")
        .trim()
        .max(textLimits.projectSummary, `Summary must be at most ${textLimits.projectSummary} characters.`)
        .optional(),
    ),
    startDate: clearable(calendarDate("Start date")),
    dueDate: clearable(calendarDate("Due date")),
    ownerEmail: optional(email("Owner")),
  })
  .refine(anyGiven, "Change at least one of name, summary, status, dates, owner or progress.");

export const milestoneCreateSchema = z.object({
  title: line("Milestone", textLimits.milestoneTitle),
  dueDate: optional(calendarDate("Due date")),
});

/** A staff edit of a milestone: any of these; an empty due date clears it. */
export const milestoneUpdateSchema = z
  .object({
    title: optional(line("Milestone", textLimits.milestoneTitle)),
    dueDate: clearable(calendarDate("Due date")),
    done: optional(flag("Done")),
  })
  .refine(anyGiven, "Change at least one of title, due date or done.");

/** How many files one request or reply may bring. */
export const maxAttachments = 10;

/** Files uploaded without a link a moment earlier, claimed by the request or reply (lib/workspace/file-claims.ts). */
const fileIds = z
  .array(z.string({ message: "That file was not found." }).trim().max(100, "That file was not found."), {
    message: "fileIds must be a list of file ids.",
  })
  .max(maxAttachments, `Attach at most ${maxAttachments} files at a time.`)
  .transform((ids) => [...new Set(ids)])
  .optional();

/** POST /api/portal/requests: `organisation` is for staff (a client's requests are its own organisation's). */
export const requestCreateSchema = z.object({
  title: line("Title", textLimits.requestTitle),
  body: text("Description", textLimits.requestBody),
  priority: optional(requestPriority),
  projectId: optional(id("Project")),
  organisation: optional(organisation),
  fileIds,
});

/**
 * PATCH /api/portal/requests/:id. Staff change any of these; a client only `status` to closed or open (checked in
 * lib/workspace/request-writes.ts, which knows who asks). `assigneeEmail` "me" assigns the caller, null unassigns.
 */
export const requestUpdateSchema = z
  .object({
    status: optional(requestStatus),
    priority: optional(requestPriority),
    assigneeEmail: clearable(z.union([z.literal("me"), email("Assignee")])),
    dueDate: clearable(calendarDate("Due date")),
    projectId: clearable(id("Project")),
  })
  .refine(anyGiven, "Change at least one of status, priority, assignee, due date or project.");

/** How many requests one bulk change may name. */
export const maxBulkRequests = 100;

/** POST /api/portal/requests/bulk (staff): the same change to every request named, all or nothing. */
export const requestBulkSchema = z
  .object({
    ids: z
      .array(
        z
          .string({ message: "Choose the requests to change." })
          .trim()
          .refine(isUuid, "One of the requests was not found."),
        {
          message: "Choose the requests to change.",
        },
      )
      .min(1, "Choose at least one request.")
      .max(maxBulkRequests, `Change at most ${maxBulkRequests} requests at a time.`)
      .transform((ids) => [...new Set(ids.map((i) => i.toLowerCase()))]),
    status: optional(requestStatus),
    priority: optional(requestPriority),
    assigneeEmail: clearable(z.union([z.literal("me"), email("Assignee")])),
  })
  .refine(
    ({ status, priority, assigneeEmail }) => anyGiven({ status, priority, assigneeEmail }),
    "Choose a status, a priority or an assignee to set.",
  );

/** POST /api/portal/requests/:id/messages: a reply, or (staff only) an internal note; files only on a reply. */
export const messageCreateSchema = z.object({
  body: text("Message", textLimits.messageBody),
  internal: z.preprocess(blankToUndefined, flag("Internal").optional()).transform((v) => v ?? false),
  fileIds,
});

const cursor = optional(z.string().trim().max(200, "That page link is not valid."));

/** How long a search may be, in characters after trimming. */
export const searchMaxLength = 200;

/**
 * A search: "1042" or "#1042" is a request number; anything else (1 to 200 characters) is words for PostgreSQL's
 * full-text search (lib/workspace/search.ts), passed as a parameter, so any text is only data.
 */
export const searchQuery = singleLineString("Search", "Type something to search for.")
  .trim()
  .min(1, "Type something to search for.")
  .max(searchMaxLength, `Search with at most ${searchMaxLength} characters.`)
  .transform((value): SearchTerms => {
    const number = /^#?(\d{1,9})$/.exec(value)?.[1];
    return number === undefined ? { words: value } : { number: Number(number), words: value };
  });

/** A search read by `searchQuery`: `number` when it names a request number. */
export type SearchTerms = { number?: number; words: string };

/** GET /api/portal/requests query: `status`, `q`, `sort` and `order` for everyone; the other filters are staff's. */
export const requestListQuerySchema = z.object({
  q: optional(searchQuery),
  status: optional(requestStatus),
  sort: optional(z.enum(requestSorts, { message: "Sort by updated, created, priority, due or sla." })),
  order: optional(z.enum(["asc", "desc"], { message: "Order must be asc or desc." })),
  sla: optional(z.enum(serviceLevelFilters, { message: "sla can be overdue or due_soon." })),
  cursor,
  priority: optional(requestPriority),
  organisation: optional(organisation),
  assignee: optional(z.union([z.literal("me"), z.literal("none"), email("Assignee")])),
  /** `us`: open or in progress, and the client spoke last or nobody has answered yet. */
  waiting: optional(z.literal("us", { message: "waiting can only be us." })),
});

/** `q` on a list: none when missing or empty. */
export const listSearchSchema = optional(searchQuery);

/** GET /api/portal/search: `q` is required. */
export const portalSearchSchema = z.object({ q: searchQuery });

/** GET /api/portal/projects query: `owner=me` is an employee's "projects I own"; `q` words of the name or summary. */
export const projectListQuerySchema = z.object({
  q: optional(searchQuery),
  status: optional(projectStatus),
  cursor,
  owner: optional(z.literal("me", { message: "owner can only be me." })),
});

export type ProjectCreateInput = z.output<typeof projectCreateSchema>;
export type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;
export type MilestoneCreateInput = z.output<typeof milestoneCreateSchema>;
export type MilestoneUpdateInput = z.output<typeof milestoneUpdateSchema>;
export type RequestCreateInput = z.output<typeof requestCreateSchema>;
export type RequestUpdateInput = z.output<typeof requestUpdateSchema>;
export type MessageCreateInput = z.output<typeof messageCreateSchema>;
export type RequestBulkInput = z.output<typeof requestBulkSchema>;
export type RequestListQuery = z.output<typeof requestListQuerySchema>;
export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

/** A query string as the object the list schemas read (the first value of each name). */
export function queryObject(params: URLSearchParams): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of params) out[key] ??= value;
  return out;
}
