export { Organisation as default, detailMetadata as metadata } from "@/app/(portal)/_views/organisation";
