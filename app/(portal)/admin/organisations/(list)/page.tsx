export { Organisations as default, listMetadata as metadata } from "@/app/(portal)/_views/organisations";
