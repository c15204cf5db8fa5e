export { EmployeePurchaseOrders as default, listMetadata as metadata } from "@/app/(portal)/_views/purchase-orders";
