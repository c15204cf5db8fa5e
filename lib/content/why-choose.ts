// The Why Choose section of the home page.
import type { IconName } from "./icons";

export type WhyChooseCard = { title: string; text: string; icon: IconName };

export const whyChoose: WhyChooseCard[] = [
  {
    title: "Cutting-Edge Innovation",
    text: "We put proven AI and cloud techniques to work within weeks, not after a year of research, and tell you plainly what is ready and what is not.",
    icon: "sparkles",
  },
  {
    title: "Trusted Expertise & Partnerships",
    text: "Certified engineers on AWS, Azure and Google Cloud, and long-standing partnerships with the platforms your business already runs on.",
    icon: "handshake",
  },
  {
    title: "Comprehensive Services",
    text: "Strategy, design, build, integration, support and training from one team, so nothing falls between vendors.",
    icon: "blocks",
  },
  {
    title: "Sustainable & Ethical AI",
    text: "Models that are explainable, tested for bias and sized for the job, running on efficient infrastructure that keeps cost and carbon down.",
    icon: "leaf",
  },
  {
    title: "Real-World Impact",
    text: "Every engagement starts with a measurable goal: hours saved, errors avoided, revenue won. We report against it until it is met.",
    icon: "trending",
  },
  {
    title: "Education & Skill Development",
    text: "Our academy has trained thousands of students and professionals in AI, robotics and data, and we hand over every project with training for your team.",
    icon: "graduation",
  },
];
