// /demo and /quote: what happens next, beside the enquiry form with a fitting subject chosen.
import { Clock, Mail, Phone } from "lucide-react";
import { EnquiryForm } from "@/components/contact/enquiry-form";
import type { ActionPage } from "@/lib/content/catalogue";
import { site } from "@/lib/site";
import { CheckList } from "./check-list";

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
            <li className="flex items-center gap-3">
              <Clock className="size-5 text-accent-600" aria-hidden="true" />
              Reply within {site.responseTime}, {site.businessHours.display}
            </li>
            <li className="flex items-center gap-3">
              <Phone className="size-5 text-accent-600" aria-hidden="true" />
              <a href={`tel:${site.phone.tel}`} className="hover:underline">
                {site.phone.display}
              </a>
            </li>
            <li className="flex items-center gap-3">
              <Mail className="size-5 text-accent-600" aria-hidden="true" />
              <a href={`mailto:${site.email.sales}`} className="hover:underline">
                {site.email.sales}
              </a>
            </li>
          </ul>
        </div>
        <div className="lg:col-span-7">
          <EnquiryForm defaultSubject={page.subject} />
        </div>
      </div>
    </section>
  );
}
