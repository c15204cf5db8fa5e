export { ClientRequest as default, detailMetadata as metadata } from "@/app/(portal)/_views/request";
