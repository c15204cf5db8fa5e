export { ClientHome as default, clientMetadata as metadata } from "@/app/(portal)/_views/home";
