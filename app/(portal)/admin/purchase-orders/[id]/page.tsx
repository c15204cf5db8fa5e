export { AdminPurchaseOrder as default, detailMetadata as metadata } from "@/app/(portal)/_views/purchase-order";
