// A rounded navy panel with a soft coloured glow behind its content (closing calls to action, the NexWeb banner).
export function DarkPanel({
  className = "",
  glow,
  children,
}: {
  className?: string;
  /** The glow's background (radial gradients). */
  glow: string;
  children: React.ReactNode;
}) {
  return (
    <div
      className={`dark-surface relative isolate overflow-hidden rounded-3xl bg-navy-900 px-6 py-12 text-white sm:px-12 ${className}`.trim()}
    >
      <div aria-hidden="true" className={`absolute inset-0 -z-10 ${glow}`} />
      {children}
    </div>
  );
}
