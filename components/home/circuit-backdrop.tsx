"use client";
// The hero's circuit-board backdrop, drawn inline: it paints with the first frame instead of popping in after an
// image request, and being vector markup rather than an image it is never the largest contentful paint (the copy is).
// A client component without state: its drawing travels in a cached script, not a second time in the page's payload,
// and hydration skips its 50-odd elements (server markup).
import { ServerMarkup } from "@/components/ui/server-markup";

type Trace = [d: string, stroke: string, opacity: number];

const traces: Trace[] = [
  ["M1600 40 H1379 l-34 -34 H1207", "#93C5FD", 0.18],
  ["M1600 74 H1466 l-34 34 H1303 l-34 -34 H1038 l-68 68 H833", "#60A5FA", 0.18],
  ["M1600 108 H1465 l-34 -34 H1254 l-34 -34 H999", "#60A5FA", 0.18],
  ["M1600 142 H1446 l-68 -68 H1151 l-34 34 H859 l-34 -34 H627", "#93C5FD", 0.32],
  ["M1600 176 H1432 l-68 -68 H1220", "#93C5FD", 0.32],
  ["M1600 210 H1465 l-34 34 H1184 l-68 68 H916 l-68 68 H620", "#A78BFA", 0.25],
  ["M1600 244 H1418 l-34 -34 H1188", "#93C5FD", 0.25],
  ["M1600 278 H1366 l-68 -68 H1160 l-34 -34 H875 l-68 68 H780", "#A78BFA", 0.18],
  ["M1600 312 H1470 l-34 -34 H1236 l-68 -68 H959", "#93C5FD", 0.25],
  ["M1600 346 H1463 l-34 -34 H1240 l-68 68 H1036", "#60A5FA", 0.32],
  ["M1600 380 H1366 l-68 -68 H1080 l-68 -68 H887 l-68 68 H780", "#60A5FA", 0.32],
  ["M1600 414 H1465 l-34 34 H1238 l-34 34 H1021", "#A78BFA", 0.25],
  ["M1600 448 H1438 l-68 68 H1148", "#93C5FD", 0.25],
  ["M1600 482 H1340 l-68 -68 H1046 l-68 -68 H761", "#60A5FA", 0.18],
  ["M1600 516 H1442 l-34 34 H1229", "#60A5FA", 0.25],
  ["M1600 550 H1413 l-68 -68 H1224", "#60A5FA", 0.25],
  ["M1600 584 H1399 l-34 34 H1114 l-34 -34 H940", "#93C5FD", 0.32],
  ["M1600 618 H1378 l-68 68 H1164 l-68 68 H874", "#60A5FA", 0.18],
  ["M1600 652 H1368 l-34 34 H1186", "#A78BFA", 0.32],
  ["M1600 686 H1480 l-34 34 H1189", "#60A5FA", 0.25],
  ["M1600 720 H1462 l-34 34 H1212", "#60A5FA", 0.32],
  ["M1600 754 H1387 l-68 68 H1168 l-34 -34 H890", "#A78BFA", 0.25],
  ["M1600 788 H1459 l-34 34 H1279 l-68 -68 H1024", "#A78BFA", 0.32],
  ["M1600 822 H1475 l-34 34 H1186 l-68 -68 H961 l-34 -34 H700", "#A78BFA", 0.32],
  ["M1600 856 H1414 l-68 -68 H1184 l-68 -68 H939 l-68 -68 H694", "#93C5FD", 0.18],
  ["M1600 890 H1422 l-34 34 H1136 l-68 68 H857", "#93C5FD", 0.18],
];

const nodes: [cx: number, cy: number][] = [
  [1207, 6],
  [833, 142],
  [999, 40],
  [627, 74],
  [1220, 108],
  [620, 380],
  [1188, 210],
  [780, 244],
  [959, 210],
  [1036, 380],
  [780, 312],
  [1021, 482],
  [1148, 516],
  [761, 346],
  [1229, 550],
  [1224, 482],
  [940, 584],
  [874, 754],
  [1186, 686],
  [1189, 720],
  [1212, 754],
  [890, 788],
  [1024, 754],
  [700, 754],
  [694, 652],
  [857, 992],
];

export function CircuitBackdrop({ className }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className={className}
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMid slice"
    >
      <ServerMarkup as="g">
        <defs>
          <pattern id="hero-circuit-dots" width="48" height="48" patternUnits="userSpaceOnUse">
            <circle cx="40" cy="30" r="1.2" fill="#93C5FD" fillOpacity="0.12" />
          </pattern>
        </defs>
        <rect width="1600" height="900" fill="url(#hero-circuit-dots)" />
        <g fill="none" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
          {traces.map(([d, stroke, opacity]) => (
            <path key={d} d={d} stroke={stroke} strokeOpacity={opacity} />
          ))}
        </g>
        <g fill="#0B1B3A" stroke="#93C5FD" strokeOpacity="0.55" strokeWidth="1.5">
          {nodes.map(([cx, cy]) => (
            <circle key={`${cx},${cy}`} cx={cx} cy={cy} r="4" />
          ))}
        </g>
      </ServerMarkup>
    </svg>
  );
}
