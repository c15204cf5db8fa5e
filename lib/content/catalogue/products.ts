import type { OfferingPage } from "./types";

export const productPages: OfferingPage[] = [];
