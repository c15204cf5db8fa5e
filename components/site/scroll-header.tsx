"use client";
// The sticky header shell: marks itself "scrolled" (translucent, with a shadow) once the page is past 20 px.
import { useEffect, useState } from "react";

export const scrolledThresholdPx = 20;

export function ScrollHeader({ children }: { children: React.ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > scrolledThresholdPx);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow,border-color] duration-200 ${
        scrolled
          ? "border-slate-200/70 bg-white/85 shadow-[0_6px_24px_-12px_rgb(11_27_58/0.25)] backdrop-blur-md"
          : "border-transparent bg-white"
      }`}
    >
      {children}
    </header>
  );
}
