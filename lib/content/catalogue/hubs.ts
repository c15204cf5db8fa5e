import type { HubPage } from "./types";

export const hubPages: HubPage[] = [];
