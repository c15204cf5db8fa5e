// The closing call to action of a page, on a dark band.
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { ButtonLink } from "@/components/ui/button";
import { DarkPanel } from "@/components/ui/dark-panel";
import type { Cta } from "@/lib/content/catalogue";
import { site } from "@/lib/site";

export function CtaBand({ cta }: { cta: Cta }) {
  return (
    <section aria-labelledby="cta-title" className="py-16 sm:py-20">
      <div className="container-page">
        <DarkPanel glow="bg-[radial-gradient(60%_100%_at_100%_0%,rgb(124_58_237/0.45),transparent_60%),radial-gradient(50%_90%_at_0%_100%,rgb(37_99_235/0.35),transparent_60%)]">
          <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 id="cta-title" className="text-2xl leading-tight font-bold sm:text-3xl">
                {cta.text}
              </h2>
              <p className="mt-3 text-slate-300">
                We reply within {site.responseTime}, {site.businessHours.display}. Or call{" "}
                <a href={`tel:${site.phone.tel}`} className="font-semibold text-white underline underline-offset-4">
                  {site.phone.display}
                </a>
                .
              </p>
            </div>
            <ButtonLink href={cta.href} variant="light" size="lg" className="self-start lg:self-auto">
              {cta.label}
              <SpriteIcon name="arrow-right" className="size-4" />
            </ButtonLink>
          </div>
        </DarkPanel>
      </div>
    </section>
  );
}
