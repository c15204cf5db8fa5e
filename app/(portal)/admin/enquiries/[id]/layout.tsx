// Reads the row before the page streams, so an id this admin may not see answers 404 (lib/portal/id-gate.ts).
import { idGate } from "@/lib/portal/id-gate";
import { loadEnquiry } from "@/lib/portal/page-data/enquiries";

export default idGate("admin", loadEnquiry);
