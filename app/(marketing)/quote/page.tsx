import { actionRoute } from "@/components/catalogue/action-route";

const route = actionRoute("/quote");
export const metadata = route.metadata;
export default route.Page;
