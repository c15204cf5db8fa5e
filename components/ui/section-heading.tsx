// The eyebrow, heading and lead paragraph that open a page section.

type Props = {
  id?: string;
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: "left" | "center";
  tone?: "light" | "dark";
  as?: "h1" | "h2";
};

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = "left",
  tone = "light",
  as: Heading = "h2",
}: Props) {
  const centered = align === "center" ? "mx-auto text-center" : "";
  const dark = tone === "dark";
  return (
    <div className={`max-w-3xl ${centered}`}>
      {eyebrow ? (
        <p
          className={`mb-3 text-sm font-semibold tracking-[0.14em] uppercase ${dark ? "text-blue-300" : "text-accent-600"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading id={id} className={`text-3xl leading-tight font-bold sm:text-4xl ${dark ? "text-white" : "text-ink"}`}>
        {title}
      </Heading>
      {lead ? (
        <p className={`mt-4 text-lg leading-relaxed ${dark ? "text-slate-300" : "text-slate-600"}`}>{lead}</p>
      ) : null}
    </div>
  );
}
