"use client";
// The office map: a loading indicator until the embedded map has loaded.
import { LoaderCircle } from "lucide-react";
import { useState, useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export function MapEmbed({ src, title }: { src: string; title: string }) {
  // The frame is added after hydration so its load event is never missed.
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false);
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="relative aspect-[4/3] w-full overflow-hidden rounded-xl bg-slate-100 sm:aspect-[16/10]">
      {loaded ? null : (
        <div role="status" className="absolute inset-0 grid place-items-center text-sm text-slate-600">
          <span className="inline-flex items-center gap-2">
            <LoaderCircle className="size-5 animate-spin text-accent-600" aria-hidden="true" />
            Loading map…
          </span>
        </div>
      )}
      {mounted ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer"
          onLoad={() => setLoaded(true)}
          className={`absolute inset-0 h-full w-full border-0 transition-opacity duration-300 ${loaded ? "opacity-100" : "opacity-0"}`}
        />
      ) : null}
    </div>
  );
}
