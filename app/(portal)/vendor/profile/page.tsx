export { VendorProfilePage as default, profileMetadata as metadata } from "@/app/(portal)/_views/vendor-profile";
