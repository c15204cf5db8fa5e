export { User as default, userMetadata as metadata } from "@/app/(portal)/_views/user";
