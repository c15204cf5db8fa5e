// Database tables (one Postgres schema for PGlite and PostgreSQL); types are derived from them.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { roles } from "../auth/roles";
import {
  invoiceStatuses,
  organisationKinds,
  projectStatuses,
  purchaseOrderStatuses,
  requestPriorities,
  requestStatuses,
} from "../workspace/vocabulary";

export { roles, type Role } from "../auth/roles";

export const roleEnum = pgEnum("role", roles);
export const outboxStatusEnum = pgEnum("outbox_status", ["pending", "sent", "discarded"]);

export const organisationKindEnum = pgEnum("organisation_kind", organisationKinds);
export const projectStatusEnum = pgEnum("project_status", projectStatuses);
export const requestPriorityEnum = pgEnum("request_priority", requestPriorities);
export const requestStatusEnum = pgEnum("request_status", requestStatuses);
export const purchaseOrderStatusEnum = pgEnum("purchase_order_status", purchaseOrderStatuses);
export const invoiceStatusEnum = pgEnum("invoice_status", invoiceStatuses);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
/** A calendar date as "YYYY-MM-DD" (due dates have no time of day). */
const day = (name: string) => date(name, { mode: "string" });
/** Money in paise: integers only, never floats. */
const paise = (name: string) => bigint(name, { mode: "number" });
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Client and vendor companies. Client and vendor users belong to exactly one; staff to none. */
export const organisations = pgTable(
  "organisations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    kind: organisationKindEnum("kind").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  // Names are unique however they are capitalised: "Acme Ltd" and "ACME LTD" are one company.
  (t) => [uniqueIndex("organisations_name_unique").on(sql`lower(${t.name})`)],
);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    role: roleEnum("role").notNull(),
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "restrict" }),
    active: boolean("active").notNull().default(true),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  // Addresses are compared as stored: the check keeps every writer honest about normalising them.
  (t) => [check("users_email_lower_case", sql`${t.email} = lower(btrim(${t.email}))`)],
);

/**
 * Sign-in codes. An address may hold several live codes (a resend does not cancel the earlier one); using any of them
 * spends them all. `network` is the client network that asked for the code (see lib/auth/codes.ts).
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    network: text("network").notNull(),
    codeHash: text("code_hash").notNull(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    consumedAt: at("consumed_at"),
  },
  (t) => [index("otp_codes_email_idx").on(t.email)],
);

/**
 * Sign-in counters per address and client network, kept for every address asked about, registered or not, so
 * cooldowns, send limits and lockouts behave identically and reveal nothing (rules in lib/auth/code-rules.ts).
 */
export const signInLimits = pgTable(
  "sign_in_limits",
  {
    email: text("email").notNull(),
    network: text("network").notNull(),
    lastRequestAt: at("last_request_at"),
    hourStartedAt: at("hour_started_at"),
    hourCount: integer("hour_count").notNull().default(0),
    dayStartedAt: at("day_started_at"),
    dayCount: integer("day_count").notNull().default(0),
    failures: integer("failures").notNull().default(0),
    lockedUntil: at("locked_until"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.network] })],
);

/** Address-wide ceilings over every network, which bound a distributed attack on one address. */
export const signInAddressLimits = pgTable("sign_in_address_limits", {
  email: text("email").primaryKey(),
  codesHourStartedAt: at("codes_hour_started_at"),
  codesHourCount: integer("codes_hour_count").notNull().default(0),
  codesAlertedAt: at("codes_alerted_at"),
  failuresDayStartedAt: at("failures_day_started_at"),
  failuresDayCount: integer("failures_day_count").notNull().default(0),
  failuresAlertedAt: at("failures_alerted_at"),
  lockedUntil: at("locked_until"),
  updatedAt: at("updated_at").notNull().defaultNow(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: roleEnum("role").notNull(),
    remember: boolean("remember").notNull(),
    createdAt: at("created_at").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_expires_at_idx").on(t.expiresAt)],
);

/** Audit log of sign-in activity. Never holds a code, a secret or a cookie. */
export const authEvents = pgTable(
  "auth_events",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    at: at("at").notNull(),
    event: text("event").notNull(),
    email: text("email"),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    ip: text("ip"),
    userAgent: text("user_agent"),
    detail: text("detail"),
  },
  (t) => [index("auth_events_at_idx").on(t.at), index("auth_events_email_idx").on(t.email)],
);

/** Fixed-window counters for per-IP limits, shared by every instance on one PostgreSQL. */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: at("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Contact enquiries (spec section 3), stored before the form reports success. */
export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    company: text("company"),
    subject: text("subject").notNull(),
    budget: text("budget"),
    timeline: text("timeline"),
    message: text("message").notNull(),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("enquiries_created_at_idx").on(t.createdAt)],
);

/** Mail still to send, written in the same transaction as what it is about; lib/mail/outbox.ts delivers it. */
export const outbox = pgTable(
  "outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind").notNull(),
    enquiryId: uuid("enquiry_id").references(() => enquiries.id, { onDelete: "cascade" }),
    /** What a mail without a row of its own needs: JSON, or for sign-in codes a seal (lib/mail/outbox-mails.ts). */
    payload: text("payload"),
    /** Workspace mail about one thing to one person (lib/mail/notice-groups.ts): one unsent row per key gathers it. */
    groupKey: text("group_key"),
    status: outboxStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("outbox_due_idx").on(t.status, t.nextAttemptAt),
    // A row no worker has claimed yet is the one a group's next notice joins.
    uniqueIndex("outbox_open_group_unique")
      .on(t.groupKey)
      .where(sql`status = 'pending' and attempts = 0`),
    index("outbox_group_idx").on(t.groupKey, t.sentAt),
  ],
);

/** A client's projects, owned by a staff user. */
export const projects = pgTable(
  "projects",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    summary: text("summary").notNull().default(""),
    status: projectStatusEnum("status").notNull().default("planned"),
    startDate: day("start_date"),
    dueDate: day("due_date"),
    progress: integer("progress").notNull().default(0),
    ownerId: uuid("owner_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("projects_organisation_idx").on(t.organisationId),
    index("projects_owner_idx").on(t.ownerId),
    check("projects_progress_range", sql`${t.progress} between 0 and 100`),
  ],
);

export const milestones = pgTable(
  "milestones",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    dueDate: day("due_date"),
    done: boolean("done").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("milestones_project_idx").on(t.projectId)],
);

/** Service requests a client raises; staff work them. */
export const requests = pgTable(
  "requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // "#1042": unique across the system and ascending, from 1001 (migration 0008 numbered older rows by creation).
    number: integer("number")
      .notNull()
      .unique()
      .generatedByDefaultAsIdentity({ name: "requests_number_seq", startWith: 1001 }),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    body: text("body").notNull(),
    priority: requestPriorityEnum("priority").notNull().default("normal"),
    status: requestStatusEnum("status").notNull().default("open"),
    assigneeId: uuid("assignee_id").references(() => users.id, { onDelete: "set null" }),
    createdById: uuid("created_by_id").references(() => users.id, { onDelete: "set null" }),
    dueDate: day("due_date"),
    resolvedAt: at("resolved_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("requests_organisation_idx").on(t.organisationId, t.updatedAt),
    index("requests_assignee_idx").on(t.assigneeId),
    index("requests_updated_idx").on(t.updatedAt),
  ],
);

/** The conversation on a request; `internal` notes are for staff only and never reach a client. */
export const requestMessages = pgTable(
  "request_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => requests.id, { onDelete: "cascade" }),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    internal: boolean("internal").notNull().default(false),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("request_messages_request_idx").on(t.requestId, t.createdAt)],
);

/** Purchase orders Nexora issues to a vendor organisation. */
export const purchaseOrders = pgTable(
  "purchase_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    number: text("number").notNull().unique(),
    title: text("title").notNull(),
    amountPaise: paise("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: purchaseOrderStatusEnum("status").notNull().default("issued"),
    issuedById: uuid("issued_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("purchase_orders_organisation_idx").on(t.organisationId, t.createdAt),
    check("purchase_orders_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

/** Invoices a vendor submits, with the PDF in `files`; staff approve, reject (with a reason) and pay them. */
export const invoices = pgTable(
  "invoices",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    purchaseOrderId: uuid("purchase_order_id").references(() => purchaseOrders.id, { onDelete: "restrict" }),
    number: text("number").notNull(),
    amountPaise: paise("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    dueDate: day("due_date").notNull(),
    status: invoiceStatusEnum("status").notNull().default("submitted"),
    fileId: uuid("file_id")
      .notNull()
      .references((): AnyPgColumn => files.id, { onDelete: "restrict" }),
    submittedById: uuid("submitted_by_id").references(() => users.id, { onDelete: "set null" }),
    reviewerId: uuid("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    reason: text("reason"),
    /** The rejected invoice this one was resubmitted for. */
    replacesId: uuid("replaces_id").references((): AnyPgColumn => invoices.id, { onDelete: "set null" }),
    decidedAt: at("decided_at"),
    paidAt: at("paid_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // Numbers are unique per vendor however they are capitalised: "inv-1" and "INV-1" are one invoice number.
    uniqueIndex("invoices_vendor_number_unique").on(t.organisationId, sql`lower(${t.number})`),
    // A rejected invoice is resubmitted once: a second replacement of the same invoice is refused by the database.
    uniqueIndex("invoices_replaces_unique").on(t.replacesId),
    index("invoices_purchase_order_idx").on(t.purchaseOrderId),
    index("invoices_status_idx").on(t.status, t.createdAt),
    check("invoices_amount_positive", sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Uploaded files, bytes in the database so every instance and every backup has them. At most one of request,
 * project or invoice; none = held for the invoice about to be submitted (swept after a day).
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "cascade" }),
    requestId: uuid("request_id").references(() => requests.id, { onDelete: "cascade" }),
    projectId: uuid("project_id").references(() => projects.id, { onDelete: "cascade" }),
    invoiceId: uuid("invoice_id").references((): AnyPgColumn => invoices.id, { onDelete: "cascade" }),
    uploadedById: uuid("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    data: bytea("data").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("files_request_idx").on(t.requestId),
    index("files_project_idx").on(t.projectId),
    index("files_invoice_idx").on(t.invoiceId),
    index("files_organisation_idx").on(t.organisationId, t.createdAt),
    check(
      "files_one_owner",
      sql`(case when ${t.requestId} is null then 0 else 1 end + case when ${t.projectId} is null then 0 else 1 end + case when ${t.invoiceId} is null then 0 else 1 end) <= 1`,
    ),
  ],
);

/**
 * What happened to a business record: one row per change to a request, project, milestone, purchase order, invoice,
 * file, organisation or user, with the old and new values. Kept as long as the books (no sweep touches it); the
 * actor's name and role are copied so a history still reads right after the person is removed.
 */
export const activity = pgTable(
  "activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    resourceType: text("resource_type").notNull(),
    resourceId: uuid("resource_id").notNull(),
    /** The organisation the resource belongs to, for scoped views (none for staff-only or system-wide records). */
    organisationId: uuid("organisation_id"),
    action: text("action").notNull(),
    actorId: uuid("actor_id").references(() => users.id, { onDelete: "set null" }),
    actorName: text("actor_name"),
    actorRole: roleEnum("actor_role"),
    /** `{field: {from, to}}` for updates, the new values for a creation, or details of the action. */
    change: jsonb("change").notNull().default({}),
    at: at("at").notNull().defaultNow(),
    /** Order of writing: entries of one moment read in the order they happened. */
    seq: bigint("seq", { mode: "number" }).notNull().generatedAlwaysAsIdentity(),
  },
  (t) => [
    index("activity_resource_idx").on(t.resourceType, t.resourceId, t.at),
    index("activity_organisation_idx").on(t.organisationId, t.at),
    index("activity_actor_idx").on(t.actorId, t.at),
    index("activity_at_idx").on(t.at),
  ],
);

export type User = typeof users.$inferSelect;
export type OtpCode = typeof otpCodes.$inferSelect;
export type SignInLimit = typeof signInLimits.$inferSelect;
export type SignInAddressLimit = typeof signInAddressLimits.$inferSelect;
export type Session = typeof sessions.$inferSelect;
export type AuthEvent = typeof authEvents.$inferSelect;
export type RateLimit = typeof rateLimits.$inferSelect;
export type EnquiryRow = typeof enquiries.$inferSelect;
export type OutboxRow = typeof outbox.$inferSelect;
export type Organisation = typeof organisations.$inferSelect;
export type Project = typeof projects.$inferSelect;
export type Milestone = typeof milestones.$inferSelect;
export type RequestRow = typeof requests.$inferSelect;
export type RequestMessage = typeof requestMessages.$inferSelect;
export type PurchaseOrder = typeof purchaseOrders.$inferSelect;
export type Invoice = typeof invoices.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type ActivityRow = typeof activity.$inferSelect;
