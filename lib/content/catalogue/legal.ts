import type { ArticlePage } from "./types";

export const legalPages: ArticlePage[] = [];
