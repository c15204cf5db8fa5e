// How far a project has come: the share of its milestones done, unless staff typed a figure. Client-safe, so the
// page's "3 of 5 milestones done · 60 %" line and the stored figure come from the same rule.

/** The rounded share of milestones done, or null when there are none (a project without milestones keeps its figure). */
export function progressFromMilestones(done: number, total: number): number | null {
  if (total <= 0) return null;
  return Math.round((Math.min(Math.max(done, 0), total) * 100) / total);
}

/** The figure a project shows: the typed one when staff set it (or there are no milestones), otherwise the share done. */
export function projectProgress(state: { manual: boolean; typed: number; done: number; total: number }): number {
  if (state.manual) return state.typed;
  return progressFromMilestones(state.done, state.total) ?? state.typed;
}

/** "3 of 5 milestones done · 60 %", or just the figure without milestones. */
export function progressSentence(progress: number, done: number, total: number): string {
  if (total === 0) return `${progress} %`;
  return `${done} of ${total} ${total === 1 ? "milestone" : "milestones"} done · ${progress} %`;
}
