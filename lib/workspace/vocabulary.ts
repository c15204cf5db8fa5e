// The workspace's fixed vocabularies and limits: statuses, priorities, kinds and their labels. Free of imports, so
// the schema, the server's rules and client components share one definition.

export const organisationKinds = ["client", "vendor"] as const;
export type OrganisationKind = (typeof organisationKinds)[number];

export const projectStatuses = ["planned", "active", "on_hold", "done"] as const;
export type ProjectStatus = (typeof projectStatuses)[number];

export const requestPriorities = ["low", "normal", "high", "urgent"] as const;
export type RequestPriority = (typeof requestPriorities)[number];

export const requestStatuses = ["open", "in_progress", "waiting_on_client", "resolved", "closed"] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/**
 * How the requests list may be ordered (`?sort=`); `updated` is the default. `sla` is the time the pending service
 * target falls due (request-target-order.ts).
 */
export const requestSorts = ["updated", "created", "priority", "due", "sla"] as const;
export type RequestSort = (typeof requestSorts)[number];

/** The queue's service-level filter (`?sla=`): a pending target passed, or at most an hour of business time away. */
export const serviceLevelFilters = ["overdue", "due_soon"] as const;
export type ServiceLevelFilter = (typeof serviceLevelFilters)[number];

export const purchaseOrderStatuses = ["issued", "acknowledged", "delivered", "closed"] as const;
export type PurchaseOrderStatus = (typeof purchaseOrderStatuses)[number];

export const invoiceStatuses = ["submitted", "approved", "rejected", "paid", "withdrawn"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const statusLabels: Record<
  ProjectStatus | RequestStatus | PurchaseOrderStatus | InvoiceStatus | RequestPriority,
  string
> = {
  planned: "Planned",
  active: "Active",
  on_hold: "On hold",
  done: "Done",
  open: "Open",
  in_progress: "In progress",
  waiting_on_client: "Waiting on client",
  resolved: "Resolved",
  closed: "Closed",
  issued: "Issued",
  acknowledged: "Acknowledged",
  delivered: "Delivered",
  submitted: "Submitted",
  approved: "Approved",
  rejected: "Rejected",
  paid: "Paid",
  withdrawn: "Withdrawn",
  low: "Low",
  normal: "Normal",
  high: "High",
  urgent: "Urgent",
};

/** The labels as a client reads them: a request waiting on the client is waiting on them. */
export const clientStatusLabels: typeof statusLabels = { ...statusLabels, waiting_on_client: "Waiting on you" };

/** A request's status as its reader says it. */
export function requestStatusLabel(status: RequestStatus, staff: boolean): string {
  return (staff ? statusLabels : clientStatusLabels)[status];
}

/** Text limits, shared by the forms and the server's schemas. */
export const textLimits = {
  organisationName: 120,
  projectName: 120,
  projectSummary: 2_000,
  milestoneTitle: 160,
  requestTitle: 160,
  requestBody: 10_000,
  messageBody: 10_000,
  fileName: 200,
  orderNumber: 40,
  orderTitle: 160,
  invoiceNumber: 40,
  legalName: 160,
  lineDescription: 300,
  lineUnit: 20,
  orderTerms: 4_000,
  rejectionReason: 1_000,
} as const;

/** Files: bytes kept in the database, at most this many per file. */
export const maxFileBytes = 10 * 1024 * 1024;

/** What may be uploaded, decided by sniffing the bytes (lib/workspace/file-types.ts), never by the name. */
export const allowedFileTypes = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
  "text/plain",
  "text/csv",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/zip",
] as const;
export type AllowedFileType = (typeof allowedFileTypes)[number];

/** What is served inline when asked (`?disposition=inline`), to be shown in the page; everything else downloads. */
export const inlineFileTypes = ["application/pdf", "image/png", "image/jpeg", "image/webp"] as const;

export const isInlineFileType = (type: string): type is (typeof inlineFileTypes)[number] =>
  (inlineFileTypes as readonly string[]).includes(type);

/** Lists page 50 rows at a time. */
export const pageSize = 50;

/** Counts on the lists and the staff figures stop here: past it a page says "1,000+". */
export const countCap = 1000;
