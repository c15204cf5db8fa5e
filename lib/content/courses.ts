// The Certified Courses section of the home page.

export type Course = { id: string; title: string; desc: string; img: string; href: string; featured?: boolean; duration: string; level: string };

export const courses: Course[] = [
  {
    id: "full-stack-ai",
    title: "Full-Stack AI Development",
    desc: "Build and ship AI applications end to end: Python, machine learning, APIs, a web front end and deployment.",
    img: "/images/courses/full-stack-ai.svg",
    href: "/training/ai-bootcamp",
    featured: true,
    duration: "12 weeks",
    level: "Beginner to intermediate",
  },
  {
    id: "robotics",
    title: "Robotics Programming",
    desc: "Program sensors, motors and robot arms with Arduino, Raspberry Pi and ROS 2, ending with a working robot.",
    img: "/images/courses/robotics.svg",
    href: "/training/robotics-programming",
    duration: "10 weeks",
    level: "Beginner",
  },
  {
    id: "digital-marketing",
    title: "Digital Marketing and Design",
    desc: "Plan campaigns, design for social and the web, and measure what works with analytics and AI tools.",
    img: "/images/courses/digital-marketing.svg",
    href: "/training/digital-marketing-design",
    duration: "8 weeks",
    level: "Beginner",
  },
  {
    id: "data-science",
    title: "Data Science & Analytics",
    desc: "Clean, analyse and visualise data with Python, SQL and Power BI, and present findings people act on.",
    img: "/images/courses/data-science.svg",
    href: "/training/data-science-analytics",
    duration: "10 weeks",
    level: "Beginner to intermediate",
  },
];
