// Where a file's bytes are: a download, or the inline answer a thumbnail or the page's viewer reads.
import { isInlineFileType } from "@/lib/workspace/vocabulary";

export const fileUrl = (id: string, disposition: "attachment" | "inline" = "attachment") =>
  `/api/portal/files/${id}${disposition === "inline" ? "?disposition=inline" : ""}`;

/** Shown in the page (an image thumbnail or the PDF viewer) rather than only downloaded. */
export const previewable = (contentType: string) => isInlineFileType(contentType);
export const isImage = (contentType: string) => previewable(contentType) && contentType.startsWith("image/");
