// Reads the row before the page streams, so an id this vendor may not see answers 404 (lib/portal/id-gate.ts).
import { idGate } from "@/lib/portal/id-gate";
import { loadPurchaseOrder } from "@/lib/portal/page-data/purchase-orders";

export default idGate("vendor", loadPurchaseOrder);
