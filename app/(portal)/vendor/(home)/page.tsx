export { VendorHome as default, vendorMetadata as metadata } from "@/app/(portal)/_views/home";
