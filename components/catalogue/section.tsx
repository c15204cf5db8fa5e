// A titled band of a catalogue page.

export function Section({
  id,
  title,
  intro,
  tone = "white",
  children,
}: {
  id: string;
  title: string;
  intro?: string;
  tone?: "white" | "surface";
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={`py-14 sm:py-16 ${tone === "surface" ? "bg-surface" : "bg-white"}`}>
      <div className="container-page">
        <h2 id={id} className="text-2xl font-bold text-ink sm:text-3xl">
          {title}
        </h2>
        {intro ? <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-600">{intro}</p> : null}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}
