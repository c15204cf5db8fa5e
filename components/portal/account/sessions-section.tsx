// The Security page's sessions: where the person (or, on an admin's page about them, `userId`) is signed in, with
// the controls to end them. A section of its own, so other account-security sections can sit beside it.
import type { SessionView } from "@/lib/auth/account-sessions";
import { SessionsList } from "./sessions-list";

type Props = {
  sessions: SessionView[];
  now: Date;
  /** Someone else's sessions (an admin's page about them); the signed-in person's own when absent. */
  userId?: string;
  title?: string;
  text?: string;
};

export function SessionsSection({
  sessions,
  now,
  userId,
  title = "Where you are signed in",
  text = "Each sign-in is a session until you sign out or it ends on its own. If you do not recognise one, sign it out: it stops working at once.",
}: Props) {
  return (
    <section aria-labelledby="sessions-title" className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="sessions-title" className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 text-slate-600">{text}</p>
      <SessionsList sessions={sessions} now={now} userId={userId} />
    </section>
  );
}
