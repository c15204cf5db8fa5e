// A bordered surface for grouped content.

export function Card({
  children,
  className = "",
  as: Tag = "div",
}: {
  children: React.ReactNode;
  className?: string;
  as?: "div" | "article" | "li" | "section";
}) {
  return <Tag className={`rounded-2xl border border-slate-200 bg-white p-6 shadow-card ${className}`}>{children}</Tag>;
}
