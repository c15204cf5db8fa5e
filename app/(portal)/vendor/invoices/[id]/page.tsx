export { VendorInvoice as default, detailMetadata as metadata } from "@/app/(portal)/_views/vendor-invoice";
