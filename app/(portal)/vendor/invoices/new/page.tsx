export { NewVendorInvoice as default, newMetadata as metadata } from "@/app/(portal)/_views/new-invoice";
