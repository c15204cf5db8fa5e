// The enquiries export: the follow-up list as CSV (the shared writer defuses formula cells).
import { csvText } from "../http/csv";
import type { FollowUpItem } from "./follow-up";
import { enquiryStatusLabels } from "./follow-up-vocabulary";
import { optionLabels } from "./options";

/** The export's ceiling (enquiries are kept 24 months, so this is years of them). */
export const enquiryExportCap = 10_000;

const header = [
  "Received (UTC)",
  "Name",
  "E-mail",
  "Phone",
  "Company",
  "Subject",
  "Budget",
  "Timeline",
  "Status",
  "Owner",
  "Next contact",
  "Overdue",
  "Organisation",
];

export function followUpCsv(items: FollowUpItem[]): string {
  return csvText(
    header,
    items.map((e) => {
      const labels = optionLabels(e);
      return [
        e.createdAt,
        e.fullName,
        e.email,
        e.phone,
        e.company,
        labels.subject,
        labels.budget,
        labels.timeline,
        enquiryStatusLabels[e.status],
        e.owner?.email ?? null,
        e.nextContactOn,
        e.overdue ? "yes" : "no",
        e.organisation?.name ?? null,
      ];
    }),
  );
}
