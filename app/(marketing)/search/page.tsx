// /search?q=: the site search's results page, rendered on the server (works without JavaScript) and kept out of
// search engines. A query that finds nothing is counted for admins (its text and a count only).
import type { Metadata } from "next";
import Link from "next/link";
import { Highlight } from "@/components/site/highlight";
import { searchPages } from "@/lib/assistant/retrieval";
import { recordSearchMiss, searchQueryMax } from "@/lib/assistant/search-misses";
import { getDb } from "@/lib/db/client";
import { describeError } from "@/lib/db/errors";
import { SpriteIcon } from "@/components/ui/sprite-icon";

export const metadata: Metadata = {
  title: "Search",
  description: "Search the pages of the Nexora website.",
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, searchQueryMax) ?? "";
  const results = query ? searchPages(query, 20) : [];
  if (query && results.length === 0) {
    // Counting is a convenience for admins: a database that is down must not break the page.
    await recordSearchMiss(await getDb(), query, new Date()).catch((error: unknown) =>
      console.warn(`[search] a query that found nothing was not counted: ${describeError(error)}`),
    );
  }
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <h1 className="text-3xl font-bold text-ink sm:text-4xl">Search</h1>
      <form role="search" action="/search" className="mt-6 flex gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Search the site
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={query}
          maxLength={searchQueryMax}
          placeholder="Services, courses, fees, offices…"
          className="h-12 min-w-0 flex-1 rounded-xl border border-slate-300 px-4 text-base focus:border-accent-600 focus:ring-2 focus:ring-accent-600/30 focus:outline-none"
        />
        <button
          type="submit"
          className="flex h-12 items-center gap-2 rounded-xl bg-accent-gradient px-5 font-semibold text-white"
        >
          <SpriteIcon name="search" className="size-5" />
          Search
        </button>
      </form>
      {query ? (
        <section aria-labelledby="search-results-title" className="mt-8">
          <h2 id="search-results-title" className="text-lg font-semibold text-ink">
            {results.length
              ? `${results.length} ${results.length === 1 ? "page" : "pages"} for “${query}”`
              : `No pages match “${query}”`}
          </h2>
          {results.length ? (
            <ol className="mt-4 space-y-4">
              {results.map((r) => (
                <li key={r.href} className="rounded-2xl border border-slate-200 bg-white p-5">
                  <Link
                    href={r.href}
                    className="text-lg font-semibold text-accent-700 underline-offset-2 hover:underline"
                  >
                    <Highlight text={r.title} terms={r.terms} />
                  </Link>
                  <p className="text-sm text-slate-500">{r.href}</p>
                  <p className="mt-2 text-slate-700">
                    <Highlight text={r.snippet} terms={r.terms} />
                  </p>
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-3 text-slate-700">
              Try other words, ask our assistant (the chat button), or{" "}
              <Link href="/contact" className="font-semibold text-accent-700 underline underline-offset-2">
                contact us
              </Link>
              .
            </p>
          )}
        </section>
      ) : null}
    </div>
  );
}
