// The sign-in page's circuit-line art, drawn inline: it scales with the panel (stacked from 1024 px, a column from
// 1324 px) and needs no file.
const nodes: [number, number][] = [
  [90, 70],
  [230, 140],
  [400, 90],
  [520, 210],
  [330, 260],
  [160, 300],
  [460, 360],
  [590, 80],
  [250, 430],
  [560, 470],
];
const links: [number, number][] = [
  [0, 1],
  [1, 2],
  [2, 3],
  [1, 4],
  [4, 3],
  [4, 5],
  [3, 6],
  [2, 7],
  [3, 7],
  [5, 8],
  [6, 9],
  [8, 6],
  [4, 6],
];

export function LoginHeroArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="absolute inset-0 size-full"
      viewBox="0 0 640 540"
      preserveAspectRatio="xMaxYMin slice"
    >
      <defs>
        <radialGradient id="login-glow-blue" cx="75%" cy="20%" r="55%">
          <stop offset="0" stopColor="#2563eb" stopOpacity="0.55" />
          <stop offset="1" stopColor="#2563eb" stopOpacity="0" />
        </radialGradient>
        <radialGradient id="login-glow-violet" cx="95%" cy="75%" r="45%">
          <stop offset="0" stopColor="#7c3aed" stopOpacity="0.45" />
          <stop offset="1" stopColor="#7c3aed" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="640" height="540" fill="url(#login-glow-blue)" />
      <rect width="640" height="540" fill="url(#login-glow-violet)" />
      <g stroke="#93c5fd" strokeOpacity="0.28" strokeWidth="1.5" fill="none">
        {links.map(([a, b]) => (
          <path key={`${a}-${b}`} d={`M${nodes[a]![0]} ${nodes[a]![1]} H${nodes[b]![0]} V${nodes[b]![1]}`} />
        ))}
      </g>
      <g fill="#bfdbfe">
        {nodes.map(([x, y], i) => (
          <circle key={i} cx={x} cy={y} r={i % 3 === 0 ? 5 : 3.5} fillOpacity={i % 3 === 0 ? 0.9 : 0.55} />
        ))}
      </g>
    </svg>
  );
}
