export { VendorInvoices as default, listMetadata as metadata } from "@/app/(portal)/_views/vendor-invoices";
