import { EnquiryForm } from "@/components/contact/enquiry-form";
import { MapEmbed } from "@/components/contact/map-embed";
import { Icon } from "@/components/icons";
import { buttonClass } from "@/components/ui/button";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { SectionHeading } from "@/components/ui/section-heading";
import { contactStats, locationNotes, trustPoints } from "@/lib/content/contact";
import { builtPages } from "@/lib/content/pages";
import { mapEmbedUrl, mapLargeUrl } from "@/lib/map";
import { pageMetadata } from "@/lib/seo";
import { formatAddress, site } from "@/lib/site";

export const metadata = pageMetadata({
  ...builtPages.contact,
  keywords: ["contact Nexora", "AI company Akola", "software company Pune", "project enquiry"],
});

const details = [
  {
    icon: "building" as const,
    label: "Company",
    value: site.legalName,
    description: "AI, cloud and engineering services and training",
  },
  {
    icon: "map-pin" as const,
    label: site.headOffice.label,
    value: formatAddress(),
    description: `Our head office, where software is delivered. Our headquarters, for management and client teams, is in ${site.cities[0]}.`,
  },
  {
    icon: "phone" as const,
    label: "Phone",
    value: site.phone.display,
    href: `tel:${site.phone.tel}`,
    description: "Tap to call during business hours",
  },
  {
    icon: "mail" as const,
    label: "Email",
    value: site.email.general,
    href: `mailto:${site.email.general}`,
    description: `We reply within ${site.responseTime}`,
  },
  {
    icon: "clock" as const,
    label: "Business Hours",
    value: site.businessHours.display,
    description: `Office hours for calls and visits; closed on weekends and public holidays. Clients on a managed-service plan have 24/7 support.`,
  },
];

export default function ContactPage() {
  return (
    <div>
      <section
        aria-labelledby="contact-title"
        className="dark-surface relative isolate overflow-hidden bg-navy-950 text-white"
      >
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(60%_80%_at_90%_0%,rgb(124_58_237/0.35),transparent_60%),radial-gradient(50%_70%_at_0%_100%,rgb(37_99_235/0.35),transparent_60%)]"
        />
        <div className="container-page py-16 sm:py-20">
          <p className="text-sm font-semibold tracking-[0.14em] text-blue-300 uppercase">
            Let&apos;s Innovate Together
          </p>
          <h1 id="contact-title" className="mt-3 max-w-3xl text-4xl leading-tight font-bold sm:text-5xl">
            Tell us what you want to build. We&apos;ll tell you how we&apos;d do it.
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">
            Projects, courses, partnerships or support: a real person reads every message and answers within{" "}
            {site.responseTime}.
          </p>
          <a
            href="#enquiry"
            className="mt-6 inline-flex items-center gap-2 font-semibold text-blue-200 underline underline-offset-4 hover:text-white"
          >
            Go to the enquiry form
            <SpriteIcon name="arrow-down" className="size-4" />
          </a>
          <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-4">
            {contactStats.map((s) => (
              <div key={s.label} className="flex flex-col-reverse rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
                <dt className="mt-1 text-sm text-slate-300">{s.label}</dt>
                <dd className="text-2xl font-bold tabular-nums sm:text-3xl">{s.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section aria-labelledby="touch-title" className="bg-surface py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="touch-title"
            eyebrow="Get In Touch"
            title="Visit, call or write"
            lead="Our head office is in Akola; our team works from Pune, Akola, Nagpur and Amravati."
          />
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
              <h3 className="text-xl font-semibold text-ink">Contact details</h3>
              <ul className="mt-6 space-y-6">
                {details.map(({ icon, label, value, href, description }) => (
                  <li key={label} className="flex gap-4">
                    <span className="icon-tile size-11 shrink-0">
                      <SpriteIcon name={icon} className="size-5" />
                    </span>
                    <div className="min-w-0">
                      <p className="text-sm font-semibold text-slate-500">{label}</p>
                      <p className="mt-0.5 font-semibold break-words text-ink">
                        {href ? (
                          <a href={href} className="hover:text-accent-700 hover:underline">
                            {value}
                          </a>
                        ) : (
                          value
                        )}
                      </p>
                      <p className="mt-0.5 text-sm text-slate-600">{description}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
            <div className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-card sm:p-8">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h3 className="text-xl font-semibold text-ink">Find us</h3>
                <a
                  href={mapLargeUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={buttonClass("secondary", "sm")}
                >
                  View Larger Map
                  <SpriteIcon name="external-link" className="size-4" />
                  <span className="sr-only">(opens in a new window)</span>
                </a>
              </div>
              <div className="mt-5">
                <MapEmbed
                  src={mapEmbedUrl}
                  title={`Map of the ${site.name} head office in ${site.headOffice.city}`}
                  address={formatAddress()}
                  largeMapUrl={mapLargeUrl}
                />
              </div>
              <ul className="mt-6 grid gap-4 sm:grid-cols-3">
                {locationNotes.map((note) => (
                  <li key={note.title} className="flex gap-3 sm:flex-col sm:gap-2">
                    <Icon name={note.icon} className="size-5 shrink-0 text-accent-600" />
                    <div>
                      <p className="font-semibold text-ink">{note.title}</p>
                      <p className="text-sm text-slate-600">{note.text}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="trust-title" className="bg-white py-16 sm:py-20">
        <div className="container-page">
          <SectionHeading
            id="trust-title"
            eyebrow={`Why choose ${site.name}`}
            title="What working with us is like"
            align="center"
          />
          <ul className="mt-10 grid gap-5 md:grid-cols-3">
            {trustPoints.map((p) => (
              <li key={p.title} className="rounded-2xl border border-slate-200 bg-white p-7 text-center shadow-card">
                <span className="mx-auto grid size-12 place-items-center rounded-xl bg-accent-gradient text-white">
                  <Icon name={p.icon} className="size-6" />
                </span>
                <h3 className="mt-4 text-lg font-semibold text-ink">{p.title}</h3>
                <p className="mt-2 leading-relaxed text-slate-600">{p.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="enquiry" aria-labelledby="journey-title" className="scroll-mt-4 bg-surface py-16 sm:py-20">
        <div className="container-page grid gap-10 lg:grid-cols-12">
          <div className="lg:col-span-4">
            <SectionHeading
              id="journey-title"
              eyebrow="Start Your Journey"
              title="Send us an enquiry"
              lead="The more you tell us, the better our first answer. Required fields are marked; everything else helps."
            />
          </div>
          <div className="lg:col-span-8">
            <EnquiryForm />
          </div>
        </div>
      </section>
    </div>
  );
}
