"use client";
// The home page's "What we do" band: the eight service lines, each linking to its page.
// A client component without props: its markup comes from a script the home page caches, not a second time in the
// page's inline payload beside the HTML (static markup from a server component is sent both ways).
import { SpriteIcon } from "@/components/ui/sprite-icon";
import Link from "next/link";
import { Icon } from "@/components/icons";
import { SectionHeading } from "@/components/ui/section-heading";
import { landingPages } from "@/lib/content/pages";
import { serviceLines } from "@/lib/content/services-overview";

export function ServicesOverview() {
  return (
    <section
      aria-labelledby="services-title"
      className="render-later min-h-[500px] bg-white py-20 [--later-h:2180px] sm:py-24 md:[--later-h:1240px] lg:[--later-h:765px]"
    >
      <div className="container-page">
        <SectionHeading
          id="services-title"
          eyebrow="What we do"
          title="Eight service lines, one accountable team"
          lead="From the first workshop to the system running in production, the same engineers stay with you."
        />
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {serviceLines.map((line) => (
            <li key={line.href}>
              <Link href={line.href} className="card-lift group flex h-full flex-col p-6 hover:border-accent-500/40">
                <span className="icon-tile size-11 transition-colors group-hover:bg-accent-600 group-hover:text-white">
                  <Icon name={line.icon} />
                </span>
                <span className="mt-5 flex items-center justify-between gap-2 text-lg font-semibold text-ink">
                  {line.title}
                  <SpriteIcon
                    name="arrow-up-right"
                    className="size-4 text-slate-400 transition-colors group-hover:text-accent-600"
                  />
                </span>
                <span className="mt-2 text-[0.9375rem] leading-relaxed text-slate-600">{line.text}</span>
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-[0.9375rem] text-slate-600">
          Running AI models in production?{" "}
          <Link
            href={landingPages.acs.path}
            className="font-semibold text-accent-700 underline-offset-2 hover:underline"
          >
            {landingPages.acs.title}: managed GPU capacity, model hosting and MLOps
            <SpriteIcon name="arrow-right" className="ml-1 inline size-4 align-[-3px]" />
          </Link>
        </p>
      </div>
    </section>
  );
}
