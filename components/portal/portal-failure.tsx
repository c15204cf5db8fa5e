// The portal's error page: "temporarily unavailable" while the database cannot be reached, otherwise a generic
// sentence with the reference the server logged the failure under. Both offer a retry and a way back to the website.
import { Logo } from "@/components/site/logo";
import { Button, ButtonLink } from "@/components/ui/button";
import { site } from "@/lib/site";
import { FailureDetails, failureTitle } from "./failure-details";
import { PortalIcon } from "@/components/portal/icon";

type Props = { unavailable: boolean; reference?: string; retry: () => void };

export function PortalFailure({ unavailable, reference, retry }: Props) {
  const title = failureTitle(unavailable);
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <title>{`${title} | ${site.name}`}</title>
      <header className="border-b border-slate-200 bg-white">
        <div className="container-page flex h-16 items-center">
          <Logo />
        </div>
      </header>
      <main id="main" className="container-page flex flex-1 items-center py-12">
        <section
          aria-labelledby="failure-title"
          className="mx-auto max-w-xl rounded-3xl border border-slate-200 bg-white p-8 text-center shadow-card"
          data-testid="portal-failure"
        >
          <p className="text-sm font-semibold tracking-[0.14em] text-accent-600 uppercase">
            {unavailable ? "Service interruption" : "Unexpected error"}
          </p>
          <h1 id="failure-title" className="mt-3 text-3xl font-bold text-ink">
            {title}
          </h1>
          <FailureDetails
            unavailable={unavailable}
            reference={reference}
            className="mt-4 text-lg leading-relaxed text-slate-700"
            linkClassName="underline-offset-2"
          />
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button onClick={retry}>
              <PortalIcon name="rotate-cw" className="size-4" />
              Try again
            </Button>
            <ButtonLink href="/" variant="secondary">
              Back to the website
            </ButtonLink>
          </div>
        </section>
      </main>
    </div>
  );
}
