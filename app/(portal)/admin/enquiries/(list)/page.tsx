export { Enquiries as default, listMetadata as metadata } from "@/app/(portal)/_views/enquiries";
