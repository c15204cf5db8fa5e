export { NewRequest as default, newMetadata as metadata } from "@/app/(portal)/_views/new-request";
