"use client";
// The office map: the address and a link to the map until the embedded map has loaded, so a map that never loads
// (offline, blocked, a privacy extension) still leaves the visitor where to go. The frame is added only when the card comes
// near the viewport, so a visitor who never scrolls that far (most phones) never loads the map or runs its scripts.
import { useEffect, useRef, useState } from "react";
import { SpriteIcon } from "@/components/ui/sprite-icon";

type Props = { src: string; title: string; address: string; largeMapUrl: string };

export function MapEmbed({ src, title, address, largeMapUrl }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [stalled, setStalled] = useState(false);

  // A frame that has not loaded 15 seconds after it was added is not coming (blocked, offline).
  useEffect(() => {
    if (!near || loaded) return;
    const timer = setTimeout(() => setStalled(true), 15_000);
    return () => clearTimeout(timer);
  }, [near, loaded]);

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
        <div className="absolute inset-0 grid place-items-center p-6 text-center">
          <div>
            <SpriteIcon name="map-pin" className="mx-auto size-7 text-accent-600" />
            <p className="mt-2 font-semibold text-ink">{address}</p>
            <a
              href={largeMapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-2 inline-block font-semibold text-accent-700 underline underline-offset-2"
            >
              Open the map<span className="sr-only"> (opens in a new window)</span>
            </a>
            <p role="status" className="mt-3 flex items-center justify-center gap-2 text-sm text-slate-600">
              {stalled ? (
                "The map did not load; the address and the link above still work."
              ) : (
                <>
                  <SpriteIcon name="loader-circle" className="size-4 animate-spin text-accent-600" />
                  Loading map…
                </>
              )}
            </p>
          </div>
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
