// An icon from the sprite public/icons.svg (lib/content/sprite.ts): <svg><use href="/icons.svg#name"/></svg>, a few
// dozen bytes per use where an inline drawing took hundreds, and none of the drawing in the page's payload. The
// sprite is one request, cached across pages. Decorative: hidden from assistive technology like lucide's icons.
import type { SpriteName } from "@/lib/content/sprite";

export function SpriteIcon({ name, className = "size-6" }: { name: SpriteName; className?: string }) {
  return <SvgSymbol href={`/icons.svg#${name}`} className={className} />;
}

/** A symbol of a sprite file, by its address (`/file.svg#name`). */
export function SvgSymbol({ href, className }: { href: string; className: string }) {
  return (
    <svg className={className} aria-hidden="true" focusable="false">
      <use href={href} />
    </svg>
  );
}
