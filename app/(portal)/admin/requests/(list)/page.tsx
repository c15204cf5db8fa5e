export { AdminRequests as default, listMetadata as metadata } from "@/app/(portal)/_views/requests";
