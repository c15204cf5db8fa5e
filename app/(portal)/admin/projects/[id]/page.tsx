export { AdminProject as default, detailMetadata as metadata } from "@/app/(portal)/_views/project";
