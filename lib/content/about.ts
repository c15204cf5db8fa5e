// The About page's copy.
import type { Card, Step } from "./catalogue/types";

export const about = {
  eyebrow: "About Nexora",
  title: "Engineers and teachers from Maharashtra, building for the whole of India",
  intro:
    "Nexora Technologies started in 2019 with a small team in Akola who wanted local businesses to get the same quality of software that large enterprises buy from the metros. Today we design, build and run AI, cloud and software systems from four cities, and we teach the skills behind them.",
  story: [
    "Our first clients were a cotton ginning co-operative and a family-run pharmacy chain in Vidarbha. Both needed software that fit how they actually worked, and both needed their people to be confident using it. That pairing, building the system and training the team, is still how we work.",
    "We grew by staying with our clients after launch. A stock dashboard became a demand forecast; a billing app became an integrated ERP with automated invoice reading. Each step was small, measured and paid for by the savings of the last.",
    "Headquartered in Pune and with our head office in Akola, we now serve manufacturers, banks, hospitals, schools and consumer brands across India and abroad, with a delivery team that mostly lives where it works.",
  ],
  values: [
    { icon: "target", title: "Outcomes over output", text: "Every engagement starts with a number we agree to move, such as hours saved or errors avoided, and we report against it." },
    { icon: "handshake", title: "Plain speaking", text: "Fixed scopes, honest estimates, and a straight answer when a technology is not ready for your problem." },
    { icon: "graduation", title: "Teach as we build", text: "We hand over every system with documentation and training, so your team owns it rather than depends on us." },
    { icon: "leaf", title: "Responsible technology", text: "Explainable, tested models on efficient infrastructure, and data that stays under your control." },
  ] satisfies Card[],
  training: {
    title: "Nexora Technologies Academy",
    text: "Our academy runs certified programmes in AI, robotics, data science and digital marketing for students, working professionals and corporate teams. Courses are taught by the engineers who build our client systems, in classrooms in Pune and Akola and live online, with projects assessed against real briefs.",
    points: ["Hands-on projects in every module", "Weekday-evening and weekend batches", "Corporate programmes designed around your systems", "Certificates issued on an assessed capstone"],
  },
  offices: [
    { city: "Pune", role: "Headquarters: client engagement, cloud and data engineering, and the academy's Pune campus." },
    { city: "Akola", role: "Head office: software delivery, AI engineering and the academy's first classroom." },
    { city: "Nagpur", role: "IoT and manufacturing solutions for central India's industrial belt." },
    { city: "Amravati", role: "Support centre and training partnerships with local colleges." },
  ],
  howWeWork: [
    { title: "Listen", text: "A workshop with the people who will use the system, not just the people who buy it." },
    { title: "Prove", text: "A small, working pilot on your data within weeks, with a clear go or no-go." },
    { title: "Build", text: "Short cycles with a demo every week and a backlog you can see." },
    { title: "Run and teach", text: "We operate, measure and improve the system, and train your team to own it." },
  ] satisfies Step[],
};
