import { OrganizationJsonLd } from "next-seo";
import { Courses } from "@/components/home/courses";
import { Hero } from "@/components/home/hero";
import { NexWebBanner } from "@/components/home/nexweb-banner";
import { ServicesOverview } from "@/components/home/services-overview";
import { WhyChoose } from "@/components/home/why-choose";
import { builtPages } from "@/lib/content/pages";
import { organizationJsonLd, pageMetadata } from "@/lib/seo";
import { site } from "@/lib/site";

export const metadata = pageMetadata({ ...builtPages.home, keywords: site.keywords, absoluteTitle: true });

export default function HomePage() {
  return (
    <>
      <OrganizationJsonLd {...organizationJsonLd()} />
      <Hero />
      <ServicesOverview />
      <NexWebBanner />
      <WhyChoose />
      <Courses />
    </>
  );
}
