// The rotating announcement bar: four messages, 4 s each.
import type { IconName } from "./icons";

export type Announcement = { icon: IconName; label: string; text: string; href: string };

export const announcements: Announcement[] = [
  { icon: "sparkles", label: "New", text: "NexWeb web development services are live", href: "/nexweb" },
  { icon: "zap", label: "Limited Time", text: "30% off premium development packages", href: "/quote" },
  { icon: "award", label: "Award Winner", text: "Best Digital Agency 2025", href: "/news" },
  { icon: "rocket", label: "Now Available", text: "AI-powered website optimisation", href: "/nexweb" },
];

export const announcementIntervalMs = 4000;
