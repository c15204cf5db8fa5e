export { Support as default, supportMetadata as metadata } from "@/app/(portal)/_views/account";
