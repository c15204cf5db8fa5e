// An empty list or view: what is missing and the next step.
import Link from "next/link";

type Props = { children: React.ReactNode; action?: { href: string; label: string } };

export function EmptyState({ children, action }: Props) {
  return (
    <div className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
      <p>{children}</p>
      {action ? (
        <Link
          href={action.href}
          className="mt-3 inline-flex font-semibold text-accent-700 underline underline-offset-2"
        >
          {action.label}
        </Link>
      ) : null}
    </div>
  );
}

/** A view's title with its one-line purpose and, on the right, its main action. */
export function ViewHeader({
  title,
  text,
  children,
}: {
  title: React.ReactNode;
  text?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 id="view-title" className="text-2xl font-bold break-words text-ink">
          {title}
        </h1>
        {text ? <p className="mt-1 text-slate-600">{text}</p> : null}
      </div>
      {children}
    </div>
  );
}
