import { viewNotFound } from "@/components/portal/segment-not-found";

export default viewNotFound("employee", "projects", "project");
