// A workspace's first view while it has nothing else to show: a welcome with the person's name and where to get help.
import { site } from "@/lib/site";

export function WelcomePage({ name, text }: { name: string; text: string }) {
  return (
    <section
      aria-labelledby="view-title"
      className="max-w-2xl rounded-3xl border border-slate-200 bg-white p-8 shadow-card"
    >
      <h1 id="view-title" className="text-3xl font-bold text-ink">
        Welcome, {name}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{text}</p>
      <p className="mt-6 text-slate-600">
        Questions? Write to{" "}
        <a href={`mailto:${site.email.support}`} className="font-semibold text-accent-700 underline underline-offset-2">
          {site.email.support}
        </a>
        .
      </p>
    </section>
  );
}
