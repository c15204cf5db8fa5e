export { EmployeeSecurity as default, securityMetadata as metadata } from "@/app/(portal)/_views/security";
