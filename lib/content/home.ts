// The home page hero: headline, rotating phrases, feature chips and the stats bar.
import type { IconName } from "./icons";

export const hero = {
  headline: "Empowering Industries through AI Innovation",
  phrases: ["AI-Driven Business Intelligence", "Advanced Robotics Solutions", "Predictive Analytics Systems", "Machine Learning Platforms"],
  phraseIntervalMs: 3000,
  lead: "Nexora designs, builds and runs AI, cloud and software systems for manufacturers, banks, hospitals and growing brands across India, and trains the teams who use them.",
  chips: [
    { label: "Real-time Analytics", icon: "analytics" },
    { label: "Precision Automation", icon: "automation" },
    { label: "Scalable Solutions", icon: "cloud" },
  ] satisfies { label: string; icon: IconName }[],
  actions: [
    { label: "Explore Solutions", href: "/solutions" },
    { label: "Watch Demo", href: "/demo" },
  ],
  stats: [
    { value: "500+", label: "Projects completed" },
    { value: "98%", label: "Client satisfaction" },
    { value: "24/7", label: "AI monitoring" },
  ],
};
