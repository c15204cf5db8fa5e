"use client";
// The rotating announcement strip above the header: four messages, 4 s each, dots, and a pause control.
import { IntentLink } from "@/components/ui/intent-link";
import type { Announcement } from "@/lib/content/announcements";
import { PauseToggle } from "./pause-toggle";
import { useRotator } from "./use-rotator";

export function AnnouncementBar({ items, intervalMs }: { items: Announcement[]; intervalMs: number }) {
  const { index, userPaused, reducedMotion, goTo, toggleUserPause, regionProps } = useRotator(items.length, intervalMs);
  const current = items[index]!;
  const rotating = !userPaused && !reducedMotion;

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Announcements"
      className="dark-surface relative bg-navy-950 text-white"
      {...regionProps}
    >
      <div className="container-page flex h-10 items-center gap-3">
        <div className="min-w-0 flex-1 text-center" aria-live={rotating ? "off" : "polite"} aria-atomic="true">
          <IntentLink
            key={index}
            href={current.href}
            className="inline-flex max-w-full animate-fade-in items-center gap-2 rounded text-[0.8125rem] text-slate-200 hover:text-white"
            data-testid="announcement"
          >
            <span className="shrink-0 rounded-full bg-amber-300 px-2 py-px text-[0.6875rem] font-bold tracking-wide text-amber-950 uppercase">
              {current.label}
            </span>
            <span className="truncate">{current.text}</span>
          </IntentLink>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <div className="hidden items-center sm:flex">
            {items.map((item, i) => (
              <button
                key={item.text}
                type="button"
                onClick={() => goTo(i)}
                aria-label={`Show announcement ${i + 1} of ${items.length}`}
                aria-current={i === index ? "true" : undefined}
                className="grid size-6 place-items-center rounded-full"
              >
                <span
                  className={`block h-1.5 rounded-full transition-all duration-300 ${i === index ? "w-4 bg-white" : "w-1.5 bg-white/40"}`}
                />
              </button>
            ))}
          </div>
          <PauseToggle
            paused={userPaused}
            onToggle={toggleUserPause}
            what="announcements"
            className="grid size-7 place-items-center rounded-full text-slate-300 hover:bg-white/10 hover:text-white"
          />
        </div>
      </div>
    </section>
  );
}
