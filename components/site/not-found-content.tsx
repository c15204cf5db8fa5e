// The body of the 404 page: what happened and where to go instead.
import { SpriteIcon } from "@/components/ui/sprite-icon";
import Link from "next/link";
import { ButtonLink } from "@/components/ui/button";
import { navigation } from "@/lib/content/navigation";

export function NotFoundContent() {
  const sections = navigation.filter((g) => g.href);
  return (
    <section aria-labelledby="nf-title" className="bg-surface py-20 sm:py-28">
      <div className="container-page max-w-3xl text-center">
        <p className="text-sm font-semibold tracking-[0.14em] text-accent-600 uppercase">Error 404</p>
        <h1 id="nf-title" className="mt-3 text-4xl font-bold text-ink sm:text-5xl">
          We couldn&apos;t find that page
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-600">
          The link may be old or mistyped. These sections cover everything we do, or you can ask us directly.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/">Go to the home page</ButtonLink>
          <ButtonLink href="/contact" variant="secondary">
            Contact us
          </ButtonLink>
        </div>
        <ul className="mt-12 grid gap-3 text-left sm:grid-cols-2">
          {sections.map((g) => (
            // Five sections in two columns: the last spans both rather than standing alone.
            <li key={g.href} className="sm:last:odd:col-span-2">
              <Link
                href={g.href!}
                className="flex items-center justify-between rounded-xl border border-slate-200 bg-white px-5 py-4 font-semibold text-ink shadow-card hover:border-accent-500/50"
              >
                {g.title}
                <SpriteIcon name="arrow-right" className="size-4 text-accent-600" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
