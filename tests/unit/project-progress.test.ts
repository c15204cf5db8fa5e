// The progress rule: the share of milestones done, unless staff typed a figure or there are no milestones.
import { describe, expect, it } from "vitest";
import { progressFromMilestones, progressSentence, projectProgress } from "@/lib/workspace/project-progress";

describe("project progress", () => {
  it("is the rounded share of milestones done", () => {
    expect(progressFromMilestones(3, 5)).toBe(60);
    expect(progressFromMilestones(1, 3)).toBe(33);
    expect(progressFromMilestones(2, 3)).toBe(67);
    expect(progressFromMilestones(0, 4)).toBe(0);
    expect(progressFromMilestones(4, 4)).toBe(100);
  });

  it("has no figure of its own without milestones, so the typed one stays", () => {
    expect(progressFromMilestones(0, 0)).toBeNull();
    expect(projectProgress({ manual: false, typed: 40, done: 0, total: 0 })).toBe(40);
  });

  it("a typed figure wins while staff set it", () => {
    expect(projectProgress({ manual: true, typed: 75, done: 3, total: 5 })).toBe(75);
    expect(projectProgress({ manual: false, typed: 75, done: 3, total: 5 })).toBe(60);
  });

  it("says how many milestones are done beside the figure", () => {
    expect(progressSentence(60, 3, 5)).toBe("3 of 5 milestones done · 60 %");
    expect(progressSentence(100, 1, 1)).toBe("1 of 1 milestone done · 100 %");
    expect(progressSentence(40, 0, 0)).toBe("40 %");
  });
});
