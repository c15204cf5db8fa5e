// Reads the row before the page streams, so an unknown id answers 404 (lib/portal/id-gate.ts).
import { idGate } from "@/lib/portal/id-gate";
import { loadUser } from "@/lib/portal/page-data/users";

export default idGate("admin", loadUser);
