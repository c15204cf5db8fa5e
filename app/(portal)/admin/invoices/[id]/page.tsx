export { AdminInvoice as default, detailMetadata as metadata } from "@/app/(portal)/_views/invoice";
