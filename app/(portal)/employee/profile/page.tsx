export { Profile as default, profileMetadata as metadata } from "@/app/(portal)/_views/account";
