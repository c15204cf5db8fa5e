import type { OfferingPage } from "./types";

export const servicePages: OfferingPage[] = [];
