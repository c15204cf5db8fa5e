// The enquiry form's option lists: values are stored, labels are shown.

export const subjectOptions = [
  { value: "general-inquiry", label: "General Inquiry" },
  { value: "ai-solutions", label: "AI Solutions" },
  { value: "software-development", label: "Software Development" },
  { value: "cloud-services", label: "Cloud Services" },
  { value: "digital-transformation", label: "Digital Transformation" },
  { value: "partnerships", label: "Partnerships" },
  { value: "careers", label: "Careers" },
  { value: "support", label: "Support" },
] as const;

/** The subject of a chat the assistant handed over to a person; not offered on the form. */
export const chatSubject = { value: "chat", label: "Chat with the assistant" } as const;

export const budgetOptions = [
  // In rupees like the rest of the site; the stored values keep their names (lakh for thousand).
  { value: "under-10k", label: "Under ₹10 lakh" },
  { value: "10k-25k", label: "₹10 lakh – ₹25 lakh" },
  { value: "25k-50k", label: "₹25 lakh – ₹50 lakh" },
  { value: "50k-100k", label: "₹50 lakh – ₹1 crore" },
  { value: "100k-plus", label: "₹1 crore or more" },
  { value: "discuss", label: "Let's discuss" },
] as const;

export const timelineOptions = [
  { value: "asap", label: "As soon as possible" },
  { value: "1-3-months", label: "1–3 months" },
  { value: "3-6-months", label: "3–6 months" },
  { value: "6-12-months", label: "6–12 months" },
  { value: "planning", label: "Just planning" },
] as const;

export type Subject = (typeof subjectOptions)[number]["value"];
export type Budget = (typeof budgetOptions)[number]["value"];
export type Timeline = (typeof timelineOptions)[number]["value"];

export const defaultSubject: Subject = "general-inquiry";

export function labelOf<T extends { value: string; label: string }>(
  options: readonly T[],
  value: string | undefined,
): string | undefined {
  return options.find((o) => o.value === value)?.label;
}

/** How an enquiry's chosen options read to staff: the subject's label (or its value), "—" where none was chosen. */
export function optionLabels(enquiry: { subject: string; budget: string | null; timeline: string | null }) {
  return {
    subject: labelOf([...subjectOptions, chatSubject], enquiry.subject) ?? enquiry.subject,
    budget: labelOf(budgetOptions, enquiry.budget ?? undefined) ?? "—",
    timeline: labelOf(timelineOptions, enquiry.timeline ?? undefined) ?? "—",
  };
}
