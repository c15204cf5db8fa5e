export { Enquiry as default, detailMetadata as metadata } from "@/app/(portal)/_views/enquiries";
