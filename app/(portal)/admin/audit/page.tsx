export { Audit as default, auditMetadata as metadata } from "@/app/(portal)/_views/audit";
