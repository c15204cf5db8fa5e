import type { OfferingPage } from "./types";

export const offeringPages: OfferingPage[] = [];
