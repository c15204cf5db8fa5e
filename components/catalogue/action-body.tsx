// /demo and /quote: what happens next, beside the enquiry form with a fitting subject chosen.
import { EnquiryForm } from "@/components/contact/enquiry-form";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import type { ActionPage } from "@/lib/content/catalogue";
import type { SpriteName } from "@/lib/content/sprite";
import { site } from "@/lib/site";
import { CheckList } from "./check-list";

/** How to reach sales beside the form: reply time, phone, e-mail. */
const contactLines: { icon: SpriteName; text: string; href?: string }[] = [
  { icon: "clock", text: `Reply within ${site.responseTime}, ${site.businessHours.display}` },
  { icon: "phone", text: site.phone.display, href: `tel:${site.phone.tel}` },
  { icon: "mail", text: site.email.sales, href: `mailto:${site.email.sales}` },
];

export function ActionBody({ page }: { page: ActionPage }) {
  return (
    <section aria-label="Send us your request" className="bg-white py-14 sm:py-16">
      <div className="container-page grid gap-10 lg:grid-cols-12">
        <div className="lg:col-span-5">
          <h2 className="text-2xl font-bold text-ink">What happens next</h2>
          <div className="mt-5">
            <CheckList items={page.points} />
          </div>
          <ul className="mt-8 space-y-3 rounded-2xl border border-slate-200 bg-surface p-6 text-slate-700">
            {contactLines.map(({ icon, text, href }) => (
              <li key={text} className="flex items-center gap-3">
                <SpriteIcon name={icon} className="size-5 text-accent-600" />
                {href ? (
                  <a href={href} className="hover:underline">
                    {text}
                  </a>
                ) : (
                  text
                )}
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:col-span-7">
          <EnquiryForm defaultSubject={page.subject} />
        </div>
      </div>
    </section>
  );
}
