export { AdminProjects as default, listMetadata as metadata } from "@/app/(portal)/_views/projects";
