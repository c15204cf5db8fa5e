export { AdminHome as default, adminMetadata as metadata } from "@/app/(portal)/_views/home";
