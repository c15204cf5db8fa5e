// The opening of a catalogue page: breadcrumb, eyebrow, title, intro and the page's call to action.
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { ButtonLink } from "@/components/ui/button";
import { IntentLink } from "@/components/ui/intent-link";
import type { Cta } from "@/lib/content/catalogue";

type Props = {
  trail: { name: string; path: string }[];
  eyebrow: string;
  title: string;
  intro: string;
  cta?: Cta;
  children?: React.ReactNode;
  /** Art shown beside the text on wide screens. */
  aside?: React.ReactNode;
};

export function PageHero({ trail, eyebrow, title, intro, cta, children, aside }: Props) {
  return (
    <section className="relative isolate overflow-hidden border-b border-slate-200 bg-surface">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50%_80%_at_90%_0%,rgb(124_58_237/0.10),transparent_70%),radial-gradient(40%_70%_at_0%_100%,rgb(37_99_235/0.10),transparent_70%)]"
      />
      <div className="container-page py-12 sm:py-16">
        <nav aria-label="Breadcrumb">
          <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
            {trail.map((crumb, i) => {
              const last = i === trail.length - 1;
              return (
                <li key={crumb.path} className="flex items-center gap-1">
                  {last ? (
                    <span aria-current="page" className="font-medium text-ink">
                      {crumb.name}
                    </span>
                  ) : (
                    <>
                      <IntentLink href={crumb.path} className="hover:text-ink hover:underline">
                        {crumb.name}
                      </IntentLink>
                      <SpriteIcon name="chevron-right" className="size-3.5 text-slate-400" />
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <div className={aside ? "mt-8 grid items-center gap-10 lg:grid-cols-12" : "mt-8"}>
          <div className={aside ? "lg:col-span-7" : "max-w-3xl"}>
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-600 uppercase">{eyebrow}</p>
            <h1 className="mt-3 text-4xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
            <p className="mt-5 text-lg leading-relaxed text-slate-600 sm:text-xl">{intro}</p>
            {cta ? (
              <div className="mt-8 flex flex-wrap gap-3">
                <ButtonLink href={cta.href} size="lg">
                  {cta.label}
                  <SpriteIcon name="arrow-right" className="size-4" />
                </ButtonLink>
                {cta.href !== "/contact" ? (
                  <ButtonLink href="/contact" size="lg" variant="secondary">
                    Talk to us
                  </ButtonLink>
                ) : null}
              </div>
            ) : null}
            {children}
          </div>
          {aside ? <div className="hidden lg:col-span-5 lg:block">{aside}</div> : null}
        </div>
      </div>
    </section>
  );
}
