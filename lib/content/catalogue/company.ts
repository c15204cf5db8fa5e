import type { ArticlePage } from "./types";

export const companyPages: ArticlePage[] = [];
