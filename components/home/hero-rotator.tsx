"use client";
// The hero's rotating line: cycles every 3 s, pauses on hover, focus, its own button and reduced motion.
import { PauseToggle } from "@/components/site/pause-toggle";
import { useRotator } from "@/components/site/use-rotator";

export function HeroRotator({ phrases, intervalMs }: { phrases: string[]; intervalMs: number }) {
  const { index, userPaused, toggleUserPause, regionProps } = useRotator(phrases.length, intervalMs);
  return (
    <div className="mt-5 flex items-center gap-3" {...regionProps}>
      <p className="min-h-[2.5rem] text-2xl font-semibold sm:text-3xl" aria-live="off">
        <span className="sr-only">We build </span>
        <span key={index} className="inline-block animate-fade-in text-accent-gradient" data-testid="hero-phrase">
          {phrases[index]}
        </span>
      </p>
      <PauseToggle
        paused={userPaused}
        onToggle={toggleUserPause}
        what="rotating text"
        className="grid size-8 shrink-0 place-items-center rounded-full text-slate-400 ring-1 ring-white/15 hover:bg-white/10 hover:text-white"
      />
    </div>
  );
}
