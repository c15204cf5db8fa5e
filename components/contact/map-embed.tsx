"use client";
// The office map: a loading indicator until the embedded map has loaded. The frame is added only when the card comes
// near the viewport, so a visitor who never scrolls that far (most phones) never loads the map or runs its scripts.
import { LoaderCircle } from "lucide-react";
import { useEffect, useRef, useState } from "react";

export function MapEmbed({ src, title }: { src: string; title: string }) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: "300px 0px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={box} className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-100 sm:aspect-[16/10]">
      {loaded ? null : (
        <div role="status" className="absolute inset-0 grid place-items-center text-sm text-slate-600">
          <span className="inline-flex items-center gap-2">
            <LoaderCircle className="size-5 animate-spin text-accent-600" aria-hidden="true" />
            Loading map…
          </span>
        </div>
      )}
      {near ? (
        <iframe
          src={src}
          title={title}
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
          className={`absolute inset-0 h-full w-full border-0 transition-opacity duration-300 ${loaded ? "opacity-100" : "opacity-0"}`}
        />
      ) : null}
    </div>
  );
}
