// Reads the row before the page streams, so an id this client may not see answers 404 (lib/portal/id-gate.ts).
import { idGate } from "@/lib/portal/id-gate";
import { loadProject } from "@/lib/portal/page-data/projects";

export default idGate("client", loadProject);
