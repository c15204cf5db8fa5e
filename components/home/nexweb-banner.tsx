"use client";
// The web-services banner: NexWeb, with Get Started to its page. A client component without props, as the other
// home sections: its markup is not sent a second time in the inline payload.
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { ButtonLink } from "@/components/ui/button";
import { DarkPanel } from "@/components/ui/dark-panel";
import { Illustration } from "@/components/ui/illustration";
import { site } from "@/lib/site";

const points = [
  "Fixed-price packages from two weeks",
  "Fast, accessible and search-ready",
  "Hosting, updates and support included",
];

export function NexWebBanner() {
  return (
    <section
      aria-labelledby="nexweb-title"
      className="render-later bg-surface py-16 [--later-h:920px] sm:py-20 lg:[--later-h:535px]"
    >
      <div className="container-page">
        <DarkPanel
          className="grid items-center gap-10 lg:grid-cols-2 lg:py-14"
          glow="bg-[radial-gradient(70%_90%_at_100%_0%,rgb(124_58_237/0.45),transparent_60%),radial-gradient(60%_80%_at_0%_100%,rgb(37_99_235/0.4),transparent_60%)]"
        >
          <div>
            <p className="text-sm font-semibold tracking-[0.14em] text-blue-300 uppercase">{site.brand.tagline}</p>
            <h2 id="nexweb-title" className="mt-3 text-3xl leading-tight font-bold sm:text-4xl">
              {site.brand.name}: websites that work as hard as you do
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-slate-300">
              Company sites, online stores and web apps designed, built and looked after by one studio, with the
              engineering depth of {site.name} behind it.
            </p>
            <ul className="mt-6 space-y-2.5">
              {points.map((p) => (
                <li key={p} className="flex items-center gap-2.5 text-slate-200">
                  <SpriteIcon name="check" className="size-5 text-emerald-400" />
                  {p}
                </li>
              ))}
            </ul>
            <ButtonLink href={site.brand.path} variant="light" size="lg" className="mt-8">
              Get Started
              <SpriteIcon name="arrow-right" className="size-4" />
            </ButtonLink>
          </div>
          <Illustration
            src="/images/nexweb-banner.svg"
            alt=""
            width={720}
            height={480}
            className="mx-auto w-full max-w-lg"
          />
        </DarkPanel>
      </div>
    </section>
  );
}
