export { ClientShell as default, shellMetadata as metadata } from "@/app/(portal)/_views/shell";
