"use client";
// The dark home hero: headline, rotating line, chips, actions, a product glimpse and the stats bar. A client
// component without props, as the other home sections: its markup is not sent a second time in the inline payload.
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { Icon } from "@/components/icons";
import { ButtonLink } from "@/components/ui/button";
import { hero } from "@/lib/content/home";
import { CircuitBackdrop } from "./circuit-backdrop";
import { HeroRotator } from "./hero-rotator";
import { OpsCard } from "./ops-card";
import { Particles } from "./particles";

export function Hero() {
  return (
    <section
      aria-labelledby="hero-title"
      className="dark-surface relative isolate overflow-hidden bg-navy-950 text-white"
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60%_70%_at_85%_10%,rgb(124_58_237/0.35),transparent_60%),radial-gradient(50%_60%_at_10%_90%,rgb(37_99_235/0.35),transparent_60%),linear-gradient(160deg,#060f24_0%,#0b1b3a_55%,#13284f_100%)]"
      />
      <div className="relative container-page grid items-center gap-12 pt-16 pb-12 sm:pt-20 lg:grid-cols-12 lg:pt-24 lg:pb-16">
        <div className="lg:col-span-7">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3 py-1 text-sm font-medium text-blue-200 ring-1 ring-white/15">
            <span className="size-1.5 rounded-full bg-emerald-400" aria-hidden="true" />
            AI, cloud and engineering from Maharashtra
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl leading-[1.08] font-bold tracking-tight sm:text-5xl xl:text-6xl">
            {hero.headline}
          </h1>
          <HeroRotator phrases={hero.phrases} intervalMs={hero.phraseIntervalMs} />
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{hero.lead}</p>
          <ul className="mt-7 flex flex-wrap gap-2.5" aria-label="What we deliver">
            {hero.chips.map((chip) => (
              <li
                key={chip.label}
                className="inline-flex items-center gap-2 rounded-full bg-white/5 px-3.5 py-2 text-sm font-medium text-slate-100 ring-1 ring-white/15"
              >
                <Icon name={chip.icon} className="size-4 text-blue-300" />
                {chip.label}
              </li>
            ))}
          </ul>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink href={hero.actions[0]!.href} size="lg">
              {hero.actions[0]!.label}
              <SpriteIcon name="arrow-right" className="size-4" />
            </ButtonLink>
            <ButtonLink href={hero.actions[1]!.href} size="lg" variant="outline-light">
              <SpriteIcon name="circle-play" className="size-5" />
              {hero.actions[1]!.label}
            </ButtonLink>
          </div>
        </div>
        <div className="hidden lg:col-span-5 lg:block">
          <OpsCard />
        </div>
      </div>
      <div className="relative container-page pb-14">
        <dl className="grid grid-cols-3 divide-x divide-white/10 rounded-2xl bg-white/[0.04] py-5 ring-1 ring-white/10 backdrop-blur-sm">
          {hero.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse items-center gap-1 px-2 text-center">
              <dt className="text-xs text-slate-300 sm:text-sm">{stat.label}</dt>
              <dd className="text-2xl font-bold tabular-nums sm:text-4xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {/* After the copy in the document, so the hero's text is parsed and painted first; drawn behind it. */}
      <CircuitBackdrop className="absolute inset-0 -z-10 size-full opacity-90" />
      <Particles />
    </section>
  );
}
