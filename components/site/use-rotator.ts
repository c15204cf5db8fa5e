// React binding of lib/rotation: pauses on hover, focus, a user toggle, reduced motion and hidden tabs.
import { useEffect, useRef, useState } from "react";
import { createRotator, type Rotator } from "@/lib/rotation";

export function useRotator(count: number, intervalMs: number) {
  const [index, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const rotator = useRef<Rotator | null>(null);

  useEffect(() => {
    const r = createRotator({ count, intervalMs, onChange: setIndex });
    rotator.current = r;
    const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
    const applyMotion = () => {
      setReducedMotion(motion.matches);
      if (motion.matches) r.pause("reduced-motion");
      else r.resume("reduced-motion");
    };
    const applyVisibility = () => (document.hidden ? r.pause("hidden") : r.resume("hidden"));
    applyMotion();
    applyVisibility();
    motion.addEventListener("change", applyMotion);
    document.addEventListener("visibilitychange", applyVisibility);
    r.start();
    return () => {
      r.stop();
      motion.removeEventListener("change", applyMotion);
      document.removeEventListener("visibilitychange", applyVisibility);
    };
  }, [count, intervalMs]);

  return {
    index,
    userPaused,
    reducedMotion,
    goTo: (i: number) => rotator.current?.goTo(i),
    toggleUserPause: () => {
      const r = rotator.current;
      if (!r) return;
      if (r.isPausedBy("user")) r.resume("user");
      else r.pause("user");
      setUserPaused(r.isPausedBy("user"));
    },
    /** Spread on the rotating region: hover and keyboard focus inside it pause the rotation. */
    regionProps: {
      onMouseEnter: () => rotator.current?.pause("hover"),
      onMouseLeave: () => rotator.current?.resume("hover"),
      onFocus: () => rotator.current?.pause("focus"),
      onBlur: (event: React.FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) rotator.current?.resume("focus");
      },
    },
  };
}
