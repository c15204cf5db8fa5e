"use client";
// A decorative glimpse of a monitoring console beside the hero headline. A client component without state: its
// markup travels in a cached script, not a second time in the page's payload, and hydration skips it (server markup).
import { ServerMarkup } from "@/components/ui/server-markup";

const bars = [38, 52, 44, 61, 57, 72, 66, 80, 74, 88, 83, 92];

export function OpsCard() {
  return (
    <ServerMarkup aria-hidden="true" className="relative">
      <div className="absolute -inset-6 -z-10 rounded-[2rem] bg-accent-gradient opacity-20 blur-3xl" />
      <div className="rounded-2xl bg-navy-900/80 p-5 shadow-2xl ring-1 ring-white/10 backdrop-blur">
        <div className="flex items-center justify-between">
          <div className="flex items-center gap-2 text-sm font-semibold">
            <span className="size-2 rounded-full bg-emerald-400" />
            Production models
          </div>
          <span className="rounded-full bg-emerald-400/10 px-2 py-0.5 text-xs font-medium text-emerald-300">
            All healthy
          </span>
        </div>
        <div className="mt-5 flex h-32 items-end gap-1.5">
          {bars.map((h, i) => (
            <span
              key={i}
              className="flex-1 rounded-t-md bg-gradient-to-t from-accent-600/60 to-violet-500"
              style={{ height: `${h}%` }}
            />
          ))}
        </div>
        <p className="mt-2 text-xs text-slate-400">Predictions served per hour, last 12 hours</p>
        <div className="mt-5 grid grid-cols-3 gap-3">
          {[
            ["Accuracy", "97.8%"],
            ["Latency", "42 ms"],
            ["Uptime", "99.98%"],
          ].map(([label, value]) => (
            <div key={label} className="rounded-xl bg-white/5 p-3 ring-1 ring-white/10">
              <p className="text-xs text-slate-400">{label}</p>
              <p className="mt-1 font-semibold tabular-nums">{value}</p>
            </div>
          ))}
        </div>
        <div className="mt-4 space-y-2">
          {["Invoice extraction · Marathi + English", "Demand forecast · 38 plants", "Quality vision · Line 4"].map(
            (row) => (
              <div
                key={row}
                className="flex items-center justify-between rounded-lg bg-white/[0.03] px-3 py-2 text-sm ring-1 ring-white/5"
              >
                <span className="text-slate-300">{row}</span>
                <span className="text-xs text-emerald-300">Running</span>
              </div>
            ),
          )}
        </div>
      </div>
    </ServerMarkup>
  );
}
