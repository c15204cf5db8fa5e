// Legal pages: privacy, terms, cookies and accessibility. They describe what the site and portal actually do
// (lib/contact, lib/auth, lib/chat, lib/map): change them together with the code.
import type { ArticlePage } from "./types";

const updated = "2026-11-01";

export const legalPages: ArticlePage[] = [
  {
    kind: "article",
    path: "/privacy",
    title: "Privacy Policy",
    description:
      "What personal data Nexora collects through the contact form, the portal sign-in, the chat assistant and the map, why, how long we keep it and your rights.",
    keywords: ["privacy policy", "Nexora privacy", "DPDP Act 2023", "personal data", "data protection India", "contact form privacy"],
    eyebrow: "Legal",
    intro:
      "This notice explains what personal data Nexora Technologies Pvt. Ltd. collects through this website and the NEXORA portal, what we use it for, who sees it, how long we keep it and how you can exercise your rights under India's Digital Personal Data Protection Act, 2023. We collect as little as we can, we never sell personal data, and we do not use advertising or analytics trackers.",
    updated,
    cta: { label: "Ask a privacy question", href: "/contact", text: "Questions about your data? Write to hello@nexora.example or use the contact form" },
    blocks: [
      {
        type: "facts",
        heading: "Who we are",
        facts: [
          { label: "Data fiduciary", value: "Nexora Technologies Pvt. Ltd., the company that runs this website and the NEXORA portal" },
          { label: "Address", value: "2nd Floor, Nexora House, Civil Lines Road, Akola, Maharashtra 444001, India" },
          { label: "Privacy contact", value: "hello@nexora.example, with Privacy in the subject line" },
          { label: "Phone", value: "+91 98765 43210, Monday to Friday, 11:30 AM – 7:30 PM IST" },
        ],
      },
      {
        type: "list",
        heading: "The contact form: what we collect",
        intro: "When you send an enquiry from the contact page (or the demo and quote pages), we receive:",
        items: [
          "Your name and e-mail address (required)",
          "Your phone number and company name, if you give them",
          "The subject you chose, and the budget and timeline, if you choose them",
          "Your message",
          "Your confirmation that you agreed to this policy",
          "The IP address your request came from and your browser's user-agent string, added by our server",
        ],
      },
      {
        type: "prose",
        heading: "The contact form: how we use it",
        paragraphs: [
          "Your enquiry is stored in our database before the form tells you it was sent, and a notification containing the form fields is e-mailed to our sales team so the right person can reply, usually within 24 hours. Your e-mail address is set as the reply address of that notification, so our reply comes straight to you. We use what you sent only to answer your enquiry and, if you go on to work or study with us, to prepare a proposal or enrolment.",
          "The IP address and user agent are kept to limit abuse: each address may store only a few enquiries in a short period, and if the form is used for spam or attacks, these details help us investigate and block it. Short-lived rate-limit counters keyed by IP address are deleted within a day.",
          "We do not add you to a mailing list, and we do not use your enquiry for advertising. Our legal basis is your consent, given when you tick the box and send the form, and our legitimate need to keep the form secure.",
        ],
      },
      {
        type: "list",
        heading: "The portal: sign-in data",
        intro: "The NEXORA portal is for staff, clients and vendors whose accounts we have created. To let you sign in safely we process:",
        items: [
          "Your account: e-mail address, name, role and whether the account is active, set up by a Nexora administrator",
          "One-time sign-in codes: each six-digit code is stored only as a keyed hash, never in readable form, is valid for 5 minutes and works once",
          "Sign-in counters for every address typed on the sign-in page, registered or not, so that resend waits, hourly limits and temporary lockouts work the same for everyone and reveal nothing about who has an account",
          "A session record for each sign-in: when it started and ends, the IP address and the browser user agent, so that you or an administrator can end it",
          "The session cookie nexora_session, which is strictly necessary to keep you signed in (see the cookie policy)",
          "An audit log of sign-in activity (codes sent, successful and failed sign-ins, lockouts, sign-outs and account changes by administrators) with the e-mail address, time, IP address and user agent. It never contains a code, a secret or a cookie",
        ],
      },
      {
        type: "facts",
        heading: "How long a portal sign-in lasts",
        facts: [
          { label: "Standard sign-in", value: "Ends when you close the browser, and after 12 hours at most" },
          { label: "Remember this device", value: "30 days, unless you sign out earlier" },
          { label: "Administrators", value: "7 days at most, even with Remember this device ticked" },
          { label: "Sign-out", value: "Signing out ends the session on our server at once, not only in your browser" },
        ],
      },
      {
        type: "prose",
        heading: "The chat assistant and the map",
        paragraphs: [
          "The chat assistant in the corner of our pages runs entirely in your browser. It answers from the website's own content, and nothing you type into it is sent to our servers or stored: the conversation disappears when you leave the page. Because of that, it cannot pass a message on to a person; please use the contact form or e-mail for that.",
          "The contact page shows a map of our head office embedded from OpenStreetMap. The map loads only on the contact page, when it comes into view, and our page sends it no referrer. When it loads, your browser connects to the map provider, which receives your IP address and browser details and handles them under its own privacy policy. The View Larger Map button opens the provider's site in a new window. No other page of this site loads content from a third party.",
        ],
      },
      {
        type: "list",
        heading: "Who else sees your data",
        items: [
          "Our staff who need it: the sales team for enquiries, administrators and the security team for portal accounts and the audit log",
          "Our hosting provider, which runs the servers and database on our behalf",
          "Our e-mail provider, which delivers enquiry notifications and sign-in codes",
          "Authorities, only where Indian law requires it",
          "Nobody else. We do not sell, rent or trade personal data, and we do not share it with advertisers or data brokers",
        ],
      },
      {
        type: "facts",
        heading: "How long we keep it",
        facts: [
          { label: "Enquiries", value: "Up to 24 months after our last exchange with you, then deleted; if you become a client or learner, the relevant details move into your contract or enrolment records" },
          { label: "IP address and user agent of an enquiry", value: "Kept with the enquiry and deleted with it" },
          { label: "Rate-limit counters", value: "Deleted within 24 hours" },
          { label: "Sign-in codes", value: "Useless after 5 minutes or one use, and replaced by the next code" },
          { label: "Portal accounts and sessions", value: "While the account exists; removing an account deletes its profile and sessions" },
          { label: "Sign-in audit log", value: "12 months, or longer only while needed to investigate a security incident" },
        ],
      },
      {
        type: "prose",
        heading: "How we protect it",
        paragraphs: [
          "The site is served over encrypted connections, portal pages check your session and role on every request, and access to enquiries and account data is limited to the staff who need it. Sign-in codes are stored only as keyed hashes, sessions can be ended from our side at any time, and the session cookie is encrypted and cannot be read by scripts on the page. If a breach ever affects your personal data, we will inform you and the Data Protection Board of India as the law requires.",
        ],
      },
      {
        type: "list",
        heading: "Your rights",
        intro: "Under the Digital Personal Data Protection Act, 2023 you can:",
        items: [
          "Ask for a summary of the personal data we hold about you and what we do with it",
          "Have inaccurate or incomplete data corrected, completed or updated",
          "Have your data erased when it is no longer needed, and withdraw your consent at any time (withdrawal does not affect what was done before it)",
          "Nominate another person to exercise your rights if you die or become unable to",
          "Raise a grievance with us, and if you are not satisfied with our answer, complain to the Data Protection Board of India",
        ],
      },
      {
        type: "prose",
        heading: "How to use your rights",
        paragraphs: [
          "Write to hello@nexora.example with Privacy in the subject line, from the e-mail address the request concerns where possible, and tell us what you would like. We acknowledge requests within two business days and complete them within 30 days; if we need to confirm your identity first, we will say so. There is no charge.",
          "Our services and this site are not directed at children. If you are under 18 and want to enquire about a course, please ask a parent or guardian to contact us on your behalf.",
          "If we change this policy, we will update the date at the top of this page, and we will tell portal users and anyone whose enquiry we still hold about significant changes before they take effect.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/terms",
    title: "Terms of Service",
    description:
      "The terms for using the Nexora website and the NEXORA portal: acceptable use, accounts and sign-in, our content, liability, and the law that applies.",
    keywords: ["terms of service", "terms of use", "Nexora terms", "portal terms", "website terms India", "acceptable use"],
    eyebrow: "Legal",
    intro:
      "These terms apply when you use the Nexora website or sign in to the NEXORA portal. They are written to be read: what you can expect from us, what we expect from you, and where a separate contract takes over. By using the site or the portal you agree to them.",
    updated,
    cta: { label: "Questions about these terms", href: "/contact", text: "Unsure what applies to you? Ask us before you rely on it" },
    blocks: [
      {
        type: "prose",
        heading: "Who these terms are with",
        paragraphs: [
          "The website and the portal are run by Nexora Technologies Pvt. Ltd., 2nd Floor, Nexora House, Civil Lines Road, Akola, Maharashtra 444001, India (\"Nexora\", \"we\", \"us\"). NexWeb is a brand of Nexora, and these terms cover its pages too.",
          "Projects, managed services, product subscriptions and training enrolments are governed by the written proposal, contract or enrolment terms you sign with us. If those documents and these terms disagree, the signed document wins.",
        ],
      },
      {
        type: "list",
        heading: "Using the website",
        items: [
          "You may read, share links to and print pages of this site for your own use",
          "Information on the site, including course fees, dates and service descriptions, is given in good faith but can change; a quote, proposal or enrolment confirmed in writing is what counts",
          "Offers shown on the site apply only on the terms stated with them and may end at any time",
          "Case studies are anonymised and describe past work; they are not a promise of the same result for you",
          "When you send an enquiry, the information must be your own or given with permission, and must not be spam, abusive or unlawful",
        ],
      },
      {
        type: "list",
        heading: "Using the NEXORA portal",
        intro: "The portal is for staff, clients and vendors whose accounts Nexora has created. If you have an account:",
        items: [
          "Keep access to your e-mail account secure, since sign-in codes are sent there, and never share a code with anyone, including people who say they work for us",
          "Use Remember this device only on a device that is yours and that others cannot use",
          "Use only the information and features meant for your role, and do not try to reach other users' data or test the portal's security without our written permission",
          "Do not upload malware, overload the service, or use automated tools to sign in or scrape data",
          "Tell support@nexora.example at once if you think someone else has used your account",
        ],
      },
      {
        type: "prose",
        heading: "Accounts, suspension and availability",
        paragraphs: [
          "We create, change and remove portal accounts, and may suspend or end an account, or sign it out of all devices, to protect you, other users or our systems, or when the relationship it was created for ends. Where it is safe to do so, we will tell you why.",
          "We work to keep the site and portal available and monitor them around the clock, but we do not promise they will be free of interruptions or errors. Planned maintenance is announced to portal users in advance where possible. Service levels for managed services are set in the relevant contract, not by these terms.",
        ],
      },
      {
        type: "prose",
        heading: "Our content and yours",
        paragraphs: [
          "The text, design, illustrations, logos and code of this site belong to Nexora or are used with permission. The names Nexora and NexWeb and their logos may not be used without our written consent, except to refer to us accurately.",
          "Documents and data you give us through the portal or the contact form remain yours. You give us permission to use them only to provide what you asked for, as described in our privacy policy.",
        ],
      },
      {
        type: "prose",
        heading: "The chat assistant and links to other sites",
        paragraphs: [
          "The chat assistant gives automated, general answers from the content of this site. It is not advice, it cannot make commitments on our behalf, and it does not pass messages to our staff; for anything that matters, contact us directly.",
          "Links to other websites, including the embedded map from OpenStreetMap on the contact page, are provided for convenience. Those sites have their own terms and privacy policies, and we are not responsible for their content.",
        ],
      },
      {
        type: "prose",
        heading: "Liability",
        paragraphs: [
          "Nothing in these terms limits liability that cannot be limited under Indian law, including liability for fraud. Otherwise, the website and the portal are provided as they are, and we are not liable for indirect or consequential loss, or for loss of profit, data or business, arising from their use. Where we are liable to you in connection with the free use of this website, our total liability is limited to ₹10,000. Liability for paid services is governed by the contract for those services.",
        ],
      },
      {
        type: "prose",
        heading: "Changes, law and disputes",
        paragraphs: [
          "We may update these terms; the date at the top of this page shows when they last changed, and we will tell portal users about significant changes before they take effect. These terms are governed by the laws of India, and the courts at Pune, Maharashtra have jurisdiction. Before going to court, please write to hello@nexora.example: most problems are solved by a conversation.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/cookies",
    title: "Cookie Policy",
    description:
      "Nexora sets one cookie: a strictly necessary session cookie for signed-in portal users. No analytics, advertising or tracking cookies on this website.",
    keywords: ["cookie policy", "Nexora cookies", "session cookie", "no tracking cookies", "strictly necessary cookies", "nexora_session"],
    eyebrow: "Legal",
    intro:
      "This site uses as few cookies as possible: exactly one, and only if you sign in to the NEXORA portal. If you only read the public pages, we set no cookies at all, which is why you will not see a cookie banner here.",
    updated,
    cta: { label: "Ask about cookies", href: "/contact", text: "Questions about cookies or tracking? We are happy to explain" },
    blocks: [
      {
        type: "facts",
        heading: "The one cookie we set",
        facts: [
          { label: "Name", value: "nexora_session (sent as __Host-nexora_session on secure connections, which stops it being shared with any other site)" },
          { label: "Purpose", value: "Keeps you signed in to the portal after you enter your one-time code; without it the portal cannot work" },
          { label: "Category", value: "Strictly necessary, so it does not need your consent" },
          { label: "Set when", value: "Only after you sign in successfully; removed when you sign out" },
          { label: "Lifetime", value: "Until you close the browser, and 12 hours at most; 30 days with Remember this device (7 days for administrators)" },
          { label: "Contents", value: "An encrypted reference to your session, your role and the time the session ends. No name, e-mail address or tracking identifier" },
          { label: "Protection", value: "HttpOnly (page scripts cannot read it), SameSite=Lax, Secure on HTTPS, and valid only while the matching session is live on our server" },
        ],
      },
      {
        type: "list",
        heading: "What we do not use",
        items: [
          "No analytics cookies, and no analytics scripts that count or follow visitors",
          "No advertising, retargeting or social-media tracking cookies or pixels",
          "No local storage or similar browser storage to identify you; the chat assistant keeps its conversation in memory only",
          "No cookies on the public pages for visitors who have not signed in",
        ],
      },
      {
        type: "prose",
        heading: "The embedded map",
        paragraphs: [
          "The contact page includes a map of our head office embedded from OpenStreetMap. When the map loads, the map provider may set or read its own cookies and receives your IP address and browser details, under its own cookie and privacy policies. We do not control those cookies and receive no information from them. The map appears only on the contact page; if you prefer, the full address is written out beside it, so you do not need the map at all.",
        ],
      },
      {
        type: "prose",
        heading: "Controlling cookies",
        paragraphs: [
          "You can see and delete cookies in your browser's settings, and block them for this site or for the map provider. Blocking the nexora_session cookie will not affect the public website, but you will not be able to stay signed in to the portal. If we ever add a cookie that is not strictly necessary, we will update this page first and ask for your consent before setting it.",
        ],
      },
    ],
  },
  {
    kind: "article",
    path: "/accessibility",
    title: "Accessibility Statement",
    description:
      "Nexora aims for WCAG 2.2 AA on this website and portal: keyboard and screen-reader support, reduced motion, contrast, known limits and how to report a problem.",
    keywords: ["accessibility statement", "WCAG 2.2 AA", "Nexora accessibility", "keyboard navigation", "screen reader", "report accessibility problem"],
    eyebrow: "Legal",
    intro:
      "Everyone should be able to find out what we do, enquire about a project or a course, and use the NEXORA portal, whatever device, ability or assistive technology they use. Our target is the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA, and this statement explains what we have done, where we still fall short and how to tell us about a problem.",
    updated,
    cta: { label: "Report an accessibility problem", href: "/contact", text: "Found a barrier on our site? Tell us and we will fix it" },
    blocks: [
      {
        type: "cards",
        heading: "What we have done",
        cards: [
          {
            title: "Keyboard",
            text: "Every link, menu, form and button works from the keyboard with a visible focus outline. A Skip to content link comes first, menus and the mobile drawer close with Escape and return focus to where you were.",
            icon: "check",
          },
          {
            title: "Screen readers",
            text: "Pages use real headings, landmarks and lists; form fields have labels; errors are linked to their fields and announced; links that open a new tab say so; icons are hidden or named.",
            icon: "language",
          },
          {
            title: "Reduced motion",
            text: "Animations are short and purposeful. If your device asks for reduced motion, they are switched off, and rotating content never moves on its own; it also pauses whenever you hover over or focus it.",
            icon: "refresh",
          },
          {
            title: "Contrast and reading",
            text: "Text and controls meet WCAG AA contrast on both light and dark sections, text can be enlarged to 200% and pages reflow on small screens without sideways scrolling.",
            icon: "sparkles",
          },
          {
            title: "Forms and sign-in",
            text: "The enquiry form explains each error in words and keeps what you typed. Portal sign-in uses a one-time code by e-mail, with no puzzle or image to solve, and the code field accepts pasting.",
            icon: "lock",
          },
          {
            title: "Language and structure",
            text: "Pages declare their language, headings follow a logical order, and copy is written in plain English with specific, descriptive link text.",
            icon: "book",
          },
        ],
      },
      {
        type: "list",
        heading: "Known limitations",
        intro: "We know about these and are working on them:",
        items: [
          "The map on the contact page is provided by a third party (OpenStreetMap) and is not fully usable with a keyboard or screen reader. The head office address, phone number and directions are written out beside it, and View Larger Map opens the provider's own site",
          "Whitepapers, case studies and course materials sent as PDFs may not all be fully tagged for screen readers yet; ask, and we will send an accessible version",
          "Older webinar recordings may not have accurate captions; we can provide a transcript on request",
          "Sign-in codes are valid for 5 minutes for security reasons; if you need more time, request a new code or contact support@nexora.example for help signing in",
        ],
      },
      {
        type: "prose",
        heading: "How we test",
        paragraphs: [
          "We check pages with automated accessibility tools during development, and by hand using only a keyboard, with the NVDA screen reader on Windows and VoiceOver on iPhone and Mac, at 200% zoom and on small screens. New pages and features are checked before release, not after.",
        ],
      },
      {
        type: "steps",
        heading: "Report a problem",
        intro: "If something on our site or portal is hard or impossible for you to use, please tell us.",
        steps: [
          {
            title: "Tell us what happened",
            text: "Write to hello@nexora.example with Accessibility in the subject line, or call +91 98765 43210 during business hours. Say which page, what you were trying to do and, if you like, the browser and assistive technology you use.",
          },
          {
            title: "We reply within two business days",
            text: "A person, not an automated reply, confirms what we will do and when. If you need the information or service in another way in the meantime, we will provide it.",
          },
          {
            title: "We fix it",
            text: "Problems that stop you completing a task are treated as urgent defects. We tell you when the fix is live and ask you to check it works for you.",
          },
        ],
      },
    ],
  },
];
