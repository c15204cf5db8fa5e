"use client";
// Highlights the Why Choose card nearest the pointer and lets the grid's glow follow it.
import { useRef } from "react";

export function WhyChooseGrid({ children }: { children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const frame = useRef(0);

  const onPointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const { clientX, clientY } = event;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const grid = ref.current;
      if (!grid) return;
      const box = grid.getBoundingClientRect();
      grid.style.setProperty("--mx", `${clientX - box.left}px`);
      grid.style.setProperty("--my", `${clientY - box.top}px`);
      let nearest: Element | undefined;
      let best = Infinity;
      for (const card of grid.querySelectorAll("[data-card]")) {
        const r = card.getBoundingClientRect();
        const d = Math.hypot(clientX - (r.left + r.width / 2), clientY - (r.top + r.height / 2));
        if (d < best) [best, nearest] = [d, card];
      }
      for (const card of grid.querySelectorAll("[data-card]")) card.toggleAttribute("data-active", card === nearest);
    });
  };

  const onPointerLeave = () => {
    cancelAnimationFrame(frame.current);
    ref.current?.querySelectorAll("[data-active]").forEach((card) => card.removeAttribute("data-active"));
  };

  return (
    <div
      ref={ref}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
      className="why-grid relative isolate mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3"
    >
      {children}
    </div>
  );
}
