// Reads the row before the page streams, so an id this employee may not see answers 404 (lib/portal/id-gate.ts).
import { idGate } from "@/lib/portal/id-gate";
import { loadInvoice } from "@/lib/portal/page-data/invoices";

export default idGate("employee", loadInvoice);
