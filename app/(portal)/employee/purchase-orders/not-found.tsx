import { viewNotFound } from "@/components/portal/segment-not-found";

export default viewNotFound("employee", "purchase-orders", "purchase order");
