import { viewNotFound } from "@/components/portal/segment-not-found";

export default viewNotFound("admin", "users", "user");
