// What Next hands a view: the segment's `[id]` and the query string, both as promises.
import type { SearchParams } from "@/lib/portal/page-data/read";

export type ListProps = { searchParams: Promise<SearchParams> };
export type DetailProps = { params: Promise<{ id: string }> };
