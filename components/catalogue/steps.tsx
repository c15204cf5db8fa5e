// Numbered steps: how an engagement runs, or a course outline.
import type { Step } from "@/lib/content/catalogue";

export function Steps({ steps, label = "Step" }: { steps: Step[]; label?: string }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5">
          <span
            className="grid size-10 shrink-0 place-items-center rounded-full bg-accent-gradient text-sm font-bold text-white tabular-nums"
            aria-hidden="true"
          >
            {i + 1}
          </span>
          <div>
            <h3 className="font-semibold text-ink">
              <span className="sr-only">
                {label} {i + 1}:{" "}
              </span>
              {step.title}
            </h3>
            <p className="mt-1.5 leading-relaxed text-slate-600">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
