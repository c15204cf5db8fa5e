// The sales follow-up's words, free of imports: the schema, the server and the forms share them.
export const enquiryStatuses = ["new", "contacted", "qualified", "won", "lost"] as const;
export type EnquiryStatus = (typeof enquiryStatuses)[number];

export const enquiryStatusLabels: Record<EnquiryStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  won: "Won",
  lost: "Lost",
};

/** A note on an enquiry, at most this long. */
export const enquiryNoteMaxLength = 4000;
