// The admin's audit view: every sign-in event and business change, filtered by the address's query string.
import type { Metadata } from "next";
import { AuditView } from "@/components/portal/admin/audit-view";
import { auditEventGroups } from "@/lib/admin/audit-filters";
import { requireUser } from "@/lib/auth/session";
import { loadAudit } from "@/lib/portal/page-data/audit";
import { firstValue } from "@/lib/portal/page-data/read";
import type { ListProps } from "./types";

export const auditMetadata: Metadata = { title: "Audit" };

export async function Audit({ searchParams }: ListProps) {
  const params = await searchParams;
  const view = await loadAudit(await requireUser("admin"), params);
  const groups = auditEventGroups.map((g) => ({
    label: g.label,
    events: g.events.map(([value, label]) => ({ value, label })),
  }));
  return <AuditView view={view} eventGroups={groups} notice={firstValue(params.notice)} />;
}
