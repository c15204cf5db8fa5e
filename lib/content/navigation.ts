// The site's navigation: the mega menu, the mobile drawer, the drawer search, hub pages and the sitemap read it.
import type { IconName } from "./icons";

/** A link with its visible text: menus, footers, drawers and hubs all use this shape. */
export type LinkItem = { label: string; href: string };
export type NavItem = LinkItem & { icon: IconName; desc?: string };
export type NavCategory = { title: string; items: NavItem[] };
export type NavFeatured = {
  title: string;
  label: string;
  desc: string;
  image: string;
  href: string;
  badge: string;
};
export type NavLinkEntry = { kind: "link"; title: string; href: string };
export type NavGroupEntry = {
  kind: "group";
  title: string;
  /** The group's own landing page; Company has none. */
  href?: string;
  featured?: NavFeatured;
  categories: NavCategory[];
};
export type NavEntry = NavLinkEntry | NavGroupEntry;

export const navigation: NavGroupEntry[] = [
  {
    kind: "group",
    title: "Solutions",
    href: "/solutions",
    categories: [
      {
        title: "AI & Machine Learning",
        items: [
          { label: "Intelligent Automation", href: "/solutions/ai/automation", icon: "automation", desc: "Automate document-heavy and repetitive work" },
          { label: "Predictive Analytics", href: "/solutions/ai/analytics", icon: "analytics", desc: "Forecast demand, risk and churn from your data" },
          { label: "Natural Language Processing", href: "/solutions/ai/nlp", icon: "language", desc: "Search, summarise and answer in Indian and global languages" },
        ],
      },
      {
        title: "Enterprise Solutions",
        items: [
          { label: "Digital Transformation", href: "/solutions/enterprise/transformation", icon: "transformation", desc: "Modernise processes and systems in planned steps" },
          { label: "Enterprise Security", href: "/solutions/enterprise/security", icon: "security", desc: "Protect data, identities and applications" },
          { label: "Technology Consulting", href: "/solutions/enterprise/consulting", icon: "consulting", desc: "Independent advice on architecture and vendors" },
        ],
      },
    ],
  },
  {
    kind: "group",
    title: "Products",
    href: "/products",
    featured: {
      title: "Featured product",
      label: "AI Platform Pro",
      desc: "Build, deploy and monitor AI models on one governed platform, in your cloud or ours.",
      image: "/images/nav/ai-platform-pro.svg",
      href: "/products/ai-platform-pro",
      badge: "New",
    },
    categories: [
      {
        title: "Product Suites",
        items: [
          { label: "AI Platform", href: "/products/ai-platform", icon: "platform", desc: "Model training, serving and monitoring" },
          { label: "Automation Suite", href: "/products/automation-suite", icon: "workflow", desc: "Workflow, document and approval automation" },
          { label: "Analytics Platform", href: "/products/analytics-platform", icon: "dashboard", desc: "Dashboards and self-service reporting" },
        ],
      },
      {
        title: "Integrations & Add-ons",
        items: [
          { label: "Cloud Connectors", href: "/products/integrations/cloud-connectors", icon: "cloud", desc: "AWS, Azure, Google Cloud and on-premise data" },
          { label: "Security Add-ons", href: "/products/integrations/security-addons", icon: "shield", desc: "SSO, audit trails and data masking" },
        ],
      },
    ],
  },
  {
    kind: "group",
    title: "Training",
    href: "/training",
    featured: {
      title: "Featured course",
      label: "Full-Stack AI Development Bootcamp",
      desc: "Twelve weeks from Python basics to shipping an AI application, with a certified capstone.",
      image: "/images/nav/ai-bootcamp.svg",
      href: "/training/ai-bootcamp",
      badge: "Most Popular",
    },
    categories: [
      {
        title: "Technical Training",
        items: [
          { label: "Machine Learning Fundamentals", href: "/training/ml-fundamentals", icon: "brain", desc: "Models, evaluation and deployment basics" },
          { label: "Cloud Architecture", href: "/training/cloud-architecture", icon: "server", desc: "Design secure, cost-aware cloud systems" },
          { label: "Cybersecurity Essentials", href: "/training/cybersecurity-essentials", icon: "lock", desc: "Threats, controls and incident response" },
          { label: "Data Science & Analytics", href: "/training/data-science-analytics", icon: "chart", desc: "From spreadsheets to statistical models" },
        ],
      },
      {
        title: "Leadership & Strategy",
        items: [
          { label: "Digital Leadership", href: "/training/digital-leadership", icon: "compass", desc: "Lead teams through technology change" },
          { label: "Innovation Management", href: "/training/innovation-management", icon: "lightbulb", desc: "Turn ideas into funded pilots" },
          { label: "Change Management", href: "/training/change-management", icon: "refresh", desc: "Help people adopt new ways of working" },
          { label: "Technology Strategy", href: "/training/tech-strategy", icon: "target", desc: "Align technology investment with goals" },
        ],
      },
    ],
  },
  {
    kind: "group",
    title: "Services",
    href: "/services",
    featured: {
      title: "Trusted by our clients",
      label: "Managed Services",
      desc: "We run, watch and improve your applications and cloud around the clock, against agreed service levels.",
      image: "/images/nav/managed-services.svg",
      href: "/services/managed-services",
      badge: "Trusted",
    },
    categories: [
      {
        title: "Professional Services",
        items: [
          { label: "Implementation & Onboarding", href: "/services/implementation-onboarding", icon: "rocket", desc: "Go live quickly with a planned rollout" },
          { label: "Custom Development", href: "/services/custom-development", icon: "code", desc: "Software built for the way you work" },
          { label: "System Integration", href: "/services/system-integration", icon: "network", desc: "Connect ERP, CRM and legacy systems" },
        ],
      },
      {
        title: "Support & Managed",
        items: [
          { label: "Support & Maintenance", href: "/services/support-maintenance", icon: "headset", desc: "Fixes, updates and help when you need it" },
          { label: "Training & Enablement", href: "/services/training-enablement", icon: "users", desc: "Make your team confident with new tools" },
          { label: "Consulting", href: "/services/consulting", icon: "briefcase", desc: "Assessments, roadmaps and architecture reviews" },
        ],
      },
    ],
  },
  {
    kind: "group",
    title: "Resources",
    href: "/resources",
    categories: [
      {
        title: "Learn & Discover",
        items: [
          { label: "Case Studies", href: "/resources/case-studies", icon: "file", desc: "Results we delivered for clients" },
          { label: "Whitepapers", href: "/resources/whitepapers", icon: "book", desc: "In-depth guides from our engineers" },
          { label: "Webinars", href: "/resources/webinars", icon: "video", desc: "Live and recorded sessions" },
          { label: "Blog", href: "/blog", icon: "pen", desc: "Notes on AI, cloud and engineering" },
        ],
      },
    ],
  },
  {
    kind: "group",
    title: "Company",
    categories: [
      {
        title: "About Nexora",
        items: [
          { label: "Our Story", href: "/our-story", icon: "building", desc: "How we started and where we are going" },
          { label: "Team", href: "/team", icon: "users", desc: "The people behind the work" },
          { label: "Careers", href: "/careers", icon: "briefcase", desc: "Open roles in Pune, Akola and Nagpur" },
          { label: "Contact", href: "/contact", icon: "mail", desc: "Talk to sales or support" },
          { label: "Press", href: "/press", icon: "megaphone", desc: "News, media kit and press contacts" },
        ],
      },
    ],
  },
];

export const quickActions = [
  { label: "Schedule Demo", href: "/demo", variant: "primary" },
  { label: "Get Quote", href: "/quote", variant: "secondary" },
] as const;

/** Every item of a group, featured block first. */
export function groupLinks(group: NavGroupEntry): (LinkItem & { desc?: string })[] {
  const items = group.categories.flatMap((c) => c.items);
  return group.featured ? [{ label: group.featured.label, href: group.featured.href, desc: group.featured.desc }, ...items] : items;
}

/** The group whose landing page is at `href`. */
export function groupByHref(href: string): NavGroupEntry | undefined {
  return navigation.find((g) => g.href === href);
}
