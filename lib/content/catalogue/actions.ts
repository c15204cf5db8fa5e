import type { ActionPage } from "./types";

export const actionPages: ActionPage[] = [];
