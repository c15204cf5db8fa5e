// Database tables (one Postgres schema for PGlite and PostgreSQL); types are derived from them.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { roles } from "../auth/roles";

export { roles, type Role } from "../auth/roles";

export const roleEnum = pgEnum("role", roles);
export const outboxStatusEnum = pgEnum("outbox_status", ["pending", "sent", "discarded"]);

const at = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    role: roleEnum("role").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  // Addresses are compared as stored: the check keeps every writer honest about normalising them.
  (t) => [check("users_email_lower_case", sql`${t.email} = lower(btrim(${t.email}))`)],
);

/**
 * Sign-in codes. An address may hold several live codes (a resend does not cancel the earlier one); using any of them
 * spends them all. `network` is the client network that asked for the code (see lib/auth/otp.ts).
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
 * cooldowns, send limits and lockouts behave identically and reveal nothing (rules in lib/auth/otp-rules.ts).
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
    status: outboxStatusEnum("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: at("next_attempt_at").notNull().defaultNow(),
    lastError: text("last_error"),
    sentAt: at("sent_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("outbox_due_idx").on(t.status, t.nextAttemptAt)],
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
