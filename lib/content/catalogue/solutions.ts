import type { OfferingPage } from "./types";

export const solutionPages: OfferingPage[] = [];
