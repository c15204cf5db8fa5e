export { EmployeeHome as default, employeeMetadata as metadata } from "@/app/(portal)/_views/home";
