// Reads the row before the page streams, so an id this admin may not see answers 404 (lib/portal/id-gate.ts).
import { idGate } from "@/lib/portal/id-gate";
import { loadRequest } from "@/lib/portal/page-data/requests";

export default idGate("admin", loadRequest);
