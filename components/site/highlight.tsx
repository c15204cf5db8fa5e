// A text with the words a search matched marked (<mark>), as React text nodes: never HTML.

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Marks every word that starts with one of `terms` (the index matches prefixes and typos of whole words). */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const words = terms.filter((t) => t.length > 1).map(escapeRegExp);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])((?:${words.join("|")})[\\p{L}\\p{N}]*)`, "giu");
  const parts = text.split(pattern);
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded-sm bg-amber-100 px-0.5 text-inherit">
            {part}
          </mark>
        ) : (
          part
        ),
      )}
    </>
  );
}
