// The contact page's fixed content: hero stats, location notes and trust points.
import type { IconName } from "./icons";

export const contactStats = [
  { value: "24h", label: "Response time" },
  { value: "100+", label: "Projects delivered" },
  { value: "24/7", label: "Support on managed plans" },
];

export const locationNotes: { icon: IconName; title: string; text: string }[] = [
  { icon: "parking", title: "Free parking", text: "Visitor parking in the building compound." },
  { icon: "bus", title: "Public transport nearby", text: "City buses stop a short walk away on Civil Lines Road." },
  { icon: "coffee", title: "Coffee and refreshments", text: "Tea, coffee and snacks for every meeting." },
];

export const trustPoints: { icon: IconName; title: string; text: string }[] = [
  { icon: "lightbulb", title: "Innovation First", text: "We bring the techniques that work today and tell you plainly what is still experimental." },
  { icon: "check", title: "Reliable Delivery", text: "Fixed scopes, weekly demos and honest timelines: you always know where your project stands." },
  { icon: "headset", title: "Long-Term Support", text: "The team that builds your system stays to run, improve and support it." },
];
