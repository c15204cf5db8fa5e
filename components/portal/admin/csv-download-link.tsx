// "Download CSV" beside a list's title: the rows the filters show, as a file. It keeps its one line when the title's
// text beside it is long. Lists offer it only when they show a row: an empty list has nothing to download.
import { PortalIcon } from "@/components/portal/icon";
import { buttonClass } from "@/components/ui/button";

export function CsvDownloadLink({ href }: { href: string }) {
  return (
    <a href={href} download className={buttonClass("secondary", "sm", "h-10 shrink-0 self-start px-4 sm:self-auto")}>
      <PortalIcon name="download" className="size-4" /> Download CSV
    </a>
  );
}
