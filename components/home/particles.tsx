"use client";
// Decorative drifting particles behind the hero (30 large, 15 small), placed by a fixed seed so every render matches.
// They hold still until the page has loaded and the browser is idle: 45 running animations add a style pass to every
// frame, which a phone cannot spare while the page is starting up. They hold still again while the hero is scrolled
// out of view, where a browser without a GPU would otherwise keep drawing them.
import { useEffect, useRef, useState } from "react";
import { ServerMarkup } from "@/components/ui/server-markup";

function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return (s - 1) / 2147483646;
  };
}

const random = seeded(20250101);
const make = (count: number, size: [number, number], opacity: [number, number]) =>
  Array.from({ length: count }, () => ({
    left: random() * 100,
    top: random() * 100,
    size: size[0] + random() * (size[1] - size[0]),
    opacity: opacity[0] + random() * (opacity[1] - opacity[0]),
    delay: random() * -12,
    duration: 10 + random() * 10,
  }));

const particles = [...make(30, [3, 6], [0.15, 0.35]), ...make(15, [1.5, 2.5], [0.3, 0.6])];

function whenIdle(run: () => void): () => void {
  if ("requestIdleCallback" in window) {
    const handle = requestIdleCallback(run, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 500);
  return () => clearTimeout(handle);
}

export function Particles() {
  const box = useRef<HTMLElement>(null);
  const [started, setStarted] = useState(false);
  const [inView, setInView] = useState(true);
  useEffect(() => {
    let cancel = () => {};
    const start = () => (cancel = whenIdle(() => setStarted(true)));
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    return () => {
      window.removeEventListener("load", start);
      cancel();
    };
  }, []);
  useEffect(() => {
    const observer = new IntersectionObserver((entries) => setInView(entries.at(-1)?.isIntersecting ?? true));
    if (box.current) observer.observe(box.current);
    return () => observer.disconnect();
  }, []);
  const drifting = started && inView;

  return (
    // The spans are server markup: hydration skips all 45 of them, and only the attribute changes afterwards.
    <ServerMarkup
      ref={box}
      aria-hidden="true"
      data-drifting={drifting || undefined}
      className="particles pointer-events-none absolute inset-0 -z-10 overflow-hidden"
    >
      {particles.map((p, i) => (
        // Position and phase inline, the rest from .particle in app/globals.css: 45 of them on the page.
        <span
          key={i}
          className="particle"
          style={
            {
              left: `${p.left.toFixed(1)}%`,
              top: `${p.top.toFixed(1)}%`,
              "--s": `${p.size.toFixed(1)}px`,
              opacity: Number(p.opacity.toFixed(2)),
              animationDelay: `${p.delay.toFixed(1)}s`,
              animationDuration: `${p.duration.toFixed(1)}s`,
            } as React.CSSProperties
          }
        />
      ))}
    </ServerMarkup>
  );
}
