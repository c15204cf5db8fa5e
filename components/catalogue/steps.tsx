// Numbered steps: how an engagement runs, or a course outline.
import type { Step } from "@/lib/content/catalogue";

export function Steps({ steps, label = "Step" }: { steps: Step[]; label?: string }) {
  return (
    <ol className="grid gap-4 md:grid-cols-2">
      {steps.map((step, i) => (
        <li key={step.title} className="step-card">
          <span className="step-number" aria-hidden="true">
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
