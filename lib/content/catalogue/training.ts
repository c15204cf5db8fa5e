// Training courses of Nexora Technologies Academy: the mega menu's Training group and the home page's cards link here.
import type { TrainingPage } from "./types";

export const trainingPages: TrainingPage[] = [
  {
    kind: "training",
    path: "/training/ai-bootcamp",
    title: "Full-Stack AI Development Bootcamp",
    description:
      "Twelve weeks from Python basics to a deployed AI application: machine learning, LLMs, APIs, a web front end and a certified capstone, in Pune, Akola or online.",
    keywords: ["AI bootcamp", "full-stack AI course", "AI course Pune", "AI course Akola", "machine learning training", "LLM application development", "Python AI course"],
    eyebrow: "Most popular course",
    intro:
      "Our most popular course takes you from writing your first clean Python to shipping a working AI application with an API, a web front end and monitoring. You build one project all the way through, and you finish with a capstone reviewed by the engineers who build AI systems for our clients.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Join the next bootcamp batch in Pune, Akola or online" },
    audience: [
      "Final-year engineering, BCA, MCA and B.Sc. students who want a portfolio project before placements",
      "Software developers who want to add machine learning and LLM features to the products they already build",
      "Analysts and testers who code a little and want to move into AI engineering roles",
      "Founders and product people who want to understand, and build, an AI product end to end",
    ],
    duration: "12 weeks, about 10 hours a week including lab time",
    format: "Live online and in class in Pune and Akola, weekday evenings or weekend batches",
    level: "Beginner",
    prerequisites:
      "Comfort with a computer and school-level maths. Some programming in any language helps; if you have none, we share a self-paced Python primer when you enrol so you start the first week ready.",
    outline: [
      {
        title: "Weeks 1–2: Python for building software",
        text: "Functions, data structures, files and HTTP APIs in Python, written the way teams write it: in Git, with virtual environments, readable names and small automated tests.",
      },
      {
        title: "Week 3: Data with pandas and SQL",
        text: "Load, clean and join messy real-world data, write the SQL queries every AI project needs, and learn to spot the data problems that quietly ruin models.",
      },
      {
        title: "Weeks 4–5: Machine learning you can explain",
        text: "Regression, classification and tree ensembles in scikit-learn; train/test splits, leakage, the right metric for the business question, and explaining a prediction to a non-specialist.",
      },
      {
        title: "Week 6: Deep learning and pre-trained models",
        text: "Neural network basics in PyTorch, transfer learning for images and text, and embeddings: when a pre-trained model saves you months and when it is the wrong tool.",
      },
      {
        title: "Week 7: Applications with large language models",
        text: "Prompting with structure, retrieval-augmented generation over your own documents, evaluating answers, controlling cost and latency, and handling Hindi and Marathi text.",
      },
      {
        title: "Week 8: Serving models behind an API",
        text: "Wrap your model in a FastAPI service with input validation, authentication, error handling and tests, so another team could depend on it.",
      },
      {
        title: "Week 9: A web front end people can use",
        text: "A React and Next.js interface with forms, streamed AI responses, loading and error states, and the accessibility basics that keep it usable for everyone.",
      },
      {
        title: "Week 10: Deploying and watching it run",
        text: "Containers with Docker, deployment to a cloud platform, logging, usage and cost tracking, and monitoring for model drift after launch.",
      },
      {
        title: "Weeks 11–12: Capstone and demo day",
        text: "Build and present a complete application on a real brief, with weekly code reviews from a Nexora engineer and a final demo to a panel of reviewers.",
      },
    ],
    certification:
      "Learners who complete the bootcamp receive a Certificate in Full-Stack AI Development issued by Nexora Technologies Academy. It names you, the course, the hours of instruction and your capstone project, and carries a certificate number we confirm to employers on request. To earn it you need at least 80% attendance, a pass on the capstone (assessed by two Nexora engineers against a published rubric) and at least 60% in the final practical and written exam. If you fall short, you may resubmit once with the next batch at no extra fee.",
    faqs: [
      {
        question: "What does the bootcamp cost?",
        answer:
          "The fee is between ₹65,000 and ₹85,000 depending on the batch and whether you study in class or online, with instalment plans available. Corporate nominations are quoted on request. Your exact fee, GST and payment schedule are confirmed in writing before you pay anything.",
      },
      {
        question: "How many learners are in a batch?",
        answer:
          "No more than 24, with one instructor and one teaching assistant, so every learner gets their code reviewed every week. Small batches fill first, so ask early if you have a preferred start date.",
      },
      {
        question: "Do you help with placements?",
        answer:
          "Yes, but we do not promise a job. We review your CV and GitHub portfolio, run mock technical interviews, and introduce strong learners to companies that ask us for candidates. Your capstone is often what gets you the interview.",
      },
      {
        question: "What laptop do I need?",
        answer:
          "A 64-bit laptop with Windows 10 or 11, macOS or Linux, at least 8 GB of RAM (16 GB is more comfortable) and 20 GB of free disk space. You do not need a graphics card: for the deep learning weeks we give you access to shared GPU machines.",
      },
    ],
  },
  {
    kind: "training",
    path: "/training/ml-fundamentals",
    title: "Machine Learning Fundamentals Course",
    description:
      "An 8-week course on how machine learning models are framed, trained, evaluated and deployed, for developers, analysts and engineers who already write Python.",
    keywords: ["machine learning course", "ML fundamentals", "scikit-learn training", "model evaluation", "ML course Pune", "data science for developers"],
    eyebrow: "Technical Training",
    intro:
      "A grounded course in the parts of machine learning that decide whether a project succeeds: framing the problem, preparing data, choosing and validating a model, and putting it into service. Less hype, more judgement, with a small project you can show.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Ask about the next Machine Learning Fundamentals batch" },
    audience: [
      "Software developers asked to add a prediction or classification feature to a product",
      "Data and business analysts who want to go beyond dashboards to models",
      "Engineers in manufacturing, energy or finance who want to use their domain data properly",
      "Bootcamp graduates who want a firmer grounding in evaluation and validation",
    ],
    duration: "8 weeks, about 6 hours a week",
    format: "Live online on Tuesday and Thursday evenings, with an optional in-class lab on Saturdays in Pune",
    level: "Intermediate",
    prerequisites:
      "You can write Python functions and use lists and dictionaries without looking them up, and you remember school statistics (mean, variance, a straight-line graph). We send a short self-check before you enrol.",
    outline: [
      {
        title: "Framing a problem for machine learning",
        text: "Turning a business question into a prediction target, deciding whether ML is needed at all, and agreeing on a baseline that the model has to beat.",
      },
      {
        title: "Data preparation and features",
        text: "Missing values, outliers, categorical encodings, scaling and feature engineering with pandas, and how to keep the same steps identical in training and production.",
      },
      {
        title: "Linear and logistic models",
        text: "The workhorses of applied ML: fitting, regularisation, interpreting coefficients, and why a simple model you understand often beats a complex one you do not.",
      },
      {
        title: "Trees and ensembles",
        text: "Decision trees, random forests and gradient boosting, tuning them without overfitting, and reading feature importance with appropriate caution.",
      },
      {
        title: "Evaluation and validation",
        text: "Cross-validation, time-based splits, precision and recall, ROC curves, calibration, and choosing a decision threshold from the cost of each kind of mistake.",
      },
      {
        title: "Unsupervised learning",
        text: "Clustering customers or machines, dimensionality reduction for exploration, and anomaly detection for fraud and equipment faults.",
      },
      {
        title: "Neural network basics",
        text: "What a neural network actually learns, training a small one in PyTorch, and when deep learning earns its extra cost on tabular data (rarely) and on text or images (often).",
      },
      {
        title: "From notebook to service",
        text: "Packaging a model as a pipeline, versioning data and models, a simple prediction API, and the monitoring that tells you when the model has gone stale.",
      },
    ],
    certification:
      "The Certificate in Machine Learning Fundamentals is issued by Nexora Technologies Academy to learners who attend at least 80% of sessions, pass the assessed mini-project (a model built and evaluated on a dataset you choose, with a written report) and score at least 60% in a two-hour practical exam. The certificate lists the topics covered and carries a number that employers can verify with us.",
    faqs: [
      {
        question: "How much is the course fee?",
        answer:
          "Between ₹35,000 and ₹45,000, depending on whether you join the Saturday labs in Pune. Teams of four or more from one company can ask for a group quote. We confirm the fee, GST and instalments in writing before you pay.",
      },
      {
        question: "Is this the same as the bootcamp?",
        answer:
          "No. The bootcamp is broad and builds a full application; this course goes deeper into modelling and evaluation and assumes you can already program. Bootcamp graduates often take it next.",
      },
      {
        question: "What computer do I need?",
        answer:
          "Any 64-bit laptop with 8 GB of RAM that can run Python 3 and Jupyter. All exercises are sized to run on a CPU; nothing in this course needs a graphics card.",
      },
    ],
  },
  {
    kind: "training",
    path: "/training/cloud-architecture",
    title: "Cloud Architecture Course",
    description:
      "Learn to design secure, reliable and cost-aware cloud systems: networking, identity, compute, data, resilience and infrastructure as code, over 8 hands-on weeks.",
    keywords: ["cloud architecture course", "AWS training", "Azure training", "cloud design", "Terraform course", "cloud course Pune", "cloud cost management"],
    eyebrow: "Technical Training",
    intro:
      "Cloud bills and outages usually trace back to design choices made early. This course teaches you to make those choices deliberately: how to lay out networks and permissions, pick the right compute and storage, plan for failure and keep costs visible, with every design built and tested in a real cloud account.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Plan your place on the next Cloud Architecture batch" },
    audience: [
      "System administrators and IT staff preparing to move company systems to the cloud",
      "Developers who deploy to the cloud and want to understand what sits underneath",
      "IT managers at growing firms who review cloud designs and budgets",
      "Engineers preparing for an associate-level cloud architect exam who want hands-on practice",
    ],
    duration: "8 weeks, about 8 hours a week",
    format: "Live online and in class in Pune, Saturday and Sunday batches, with lab accounts provided",
    level: "Intermediate",
    prerequisites:
      "Working knowledge of Linux or Windows server administration or of application development, and a basic idea of IP addresses and DNS. No prior cloud experience is required.",
    outline: [
      {
        title: "Cloud foundations and shared responsibility",
        text: "Regions and availability zones, what the provider secures and what you must, account structure, and choosing Indian regions for data that must stay in the country.",
      },
      {
        title: "Networking",
        text: "Virtual networks, subnets, routing, security groups, load balancers, private endpoints and DNS, drawn first on paper and then built.",
      },
      {
        title: "Identity and access",
        text: "Users, roles and policies on the principle of least privilege, single sign-on, secrets management, and auditing who did what.",
      },
      {
        title: "Compute choices",
        text: "Virtual machines, containers and serverless functions compared on cost, effort and fit, with a small application deployed three ways.",
      },
      {
        title: "Storage and databases",
        text: "Object, block and file storage, managed relational and NoSQL databases, backups, encryption and lifecycle rules that keep storage costs down.",
      },
      {
        title: "Designing for failure",
        text: "Multi-zone deployment, health checks, autoscaling, backup and restore drills, and recovery objectives that match what the business can tolerate.",
      },
      {
        title: "Cost management",
        text: "Tagging, budgets and alerts, right-sizing, commitments and spot capacity, and a monthly cost review that people actually read.",
      },
      {
        title: "Infrastructure as code and delivery",
        text: "Describe the whole environment in Terraform, review changes like code, and deploy through a CI/CD pipeline instead of the console.",
      },
    ],
    certification:
      "Nexora Technologies Academy issues the Certificate in Cloud Architecture when you pass two assessments: an architecture project (a design document and a working Terraform deployment for a given brief, reviewed in a live defence with an instructor) and a scenario-based exam with a pass mark of 60%. The course is taught mainly on AWS with Azure and Google Cloud equivalents; our certificate is our own and is not a cloud provider's certification.",
    faqs: [
      {
        question: "What is the fee?",
        answer:
          "Between ₹40,000 and ₹55,000, including the use of our lab cloud accounts for the length of the course. Company-sponsored learners can be invoiced directly. The exact amount and GST are confirmed in writing before payment.",
      },
      {
        question: "Will I spend my own money on cloud resources?",
        answer:
          "No. Every learner works in a lab account we provide and pay for, with spending limits set. You learn how to set those limits yourself so you can do the same at work.",
      },
      {
        question: "Does this prepare me for a cloud provider's exam?",
        answer:
          "It covers much of the ground of associate-level architect exams and gives you the hands-on practice they assume, but it is not an official exam-preparation course and the exam fee is not included.",
      },
      {
        question: "How large are the batches?",
        answer: "Up to 20 learners, so the instructor can review every design in the live sessions.",
      },
    ],
  },
  {
    kind: "training",
    path: "/training/cybersecurity-essentials",
    title: "Cybersecurity Essentials Course",
    description:
      "A practical 6-week course on the threats Indian businesses face, the controls that stop them and how to respond to an incident, with hands-on labs.",
    keywords: ["cybersecurity course", "cyber security training Pune", "incident response training", "OWASP Top 10", "CERT-In reporting", "security awareness"],
    eyebrow: "Technical Training",
    intro:
      "Most breaches at small and mid-sized firms start with a phished password, an unpatched server or a cloud bucket left open. This course teaches you to recognise those weaknesses, put sensible controls in place and handle an incident calmly, practised in an isolated lab rather than on slides.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Ask about Cybersecurity Essentials for yourself or your team" },
    audience: [
      "IT staff who look after security at a small or mid-sized company alongside everything else",
      "Developers who want to write and deploy web applications that hold up to attack",
      "Graduates and career changers considering a first role in security operations",
      "Managers responsible for compliance who want to understand what their IT team is doing",
    ],
    duration: "6 weeks, about 6 hours a week",
    format: "Live online and in class in Pune and Akola, weekday evenings, with a remote lab you can use between sessions",
    level: "Beginner",
    prerequisites:
      "Everyday familiarity with Windows or Linux, networks and web browsers. No programming or prior security experience is needed; developers get optional extra exercises.",
    outline: [
      {
        title: "The threat landscape",
        text: "Phishing, payment and UPI fraud, ransomware and insider misuse: how real attacks on Indian businesses unfold, and the handful of weaknesses they rely on.",
      },
      {
        title: "Identity, passwords and MFA",
        text: "Password managers, multi-factor authentication, admin accounts, and the access reviews that close doors left open by people who changed roles or left.",
      },
      {
        title: "Networks and endpoints",
        text: "Firewalls, segmentation, Wi-Fi and VPNs, patching and endpoint protection, and a sensible baseline for company laptops and servers.",
      },
      {
        title: "Web application and cloud security",
        text: "The OWASP Top 10 in practice on a deliberately vulnerable lab application, and the cloud misconfigurations that expose data most often.",
      },
      {
        title: "Logging and detection",
        text: "Which logs to keep, how to read them, and simple alerts that catch suspicious sign-ins, privilege changes and data exfiltration.",
      },
      {
        title: "Incident response and reporting",
        text: "A tabletop exercise of a ransomware attack: containment, evidence, communication, reporting duties to CERT-In and under the DPDP Act, and recovery.",
      },
    ],
    certification:
      "The Certificate in Cybersecurity Essentials from Nexora Technologies Academy is earned by completing the lab exercises, passing an assessed project (a written security review of a sample company with prioritised fixes) and scoring at least 60% in the final exam. It records the topics and lab hours completed. All lab work follows a written code of ethics that every learner signs at the start.",
    faqs: [
      {
        question: "How much does it cost?",
        answer:
          "Between ₹25,000 and ₹35,000 per learner. For in-house sessions for your staff, the fee is quoted on request based on group size and location. Fees, GST and payment dates are confirmed in writing before you pay.",
      },
      {
        question: "Will I learn hacking?",
        answer:
          "You will practise common attack techniques, but only inside our isolated lab and only to understand how to defend against them. Using them on systems you do not own or have written permission to test is illegal, and the course makes that clear from day one.",
      },
      {
        question: "Do you help with finding a security job?",
        answer:
          "We review CVs, run a mock interview for security operations roles and tell you honestly which further certifications are worth your money. We do not guarantee placement.",
      },
      {
        question: "What equipment do I need?",
        answer:
          "A laptop with 8 GB of RAM and a modern browser is enough: the lab runs on our servers and you reach it through the browser, so nothing risky is installed on your machine.",
      },
    ],
  },
  {
    kind: "training",
    path: "/training/data-science-analytics",
    title: "Data Science & Analytics Course",
    description:
      "Ten weeks to clean, analyse and visualise data with Python, SQL and Power BI, and to present findings people act on. Classroom and online batches.",
    keywords: ["data science course", "data analytics course Pune", "Power BI training", "SQL course", "Python for data analysis", "data analyst course Akola"],
    eyebrow: "Technical Training",
    intro:
      "Most organisations already have the data to answer their questions; what they lack is people who can clean it, analyse it honestly and explain the answer. This course builds exactly those skills with Python, SQL and Power BI, and ends with a capstone analysis presented to a panel.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Reserve a seat in the next Data Science & Analytics batch" },
    audience: [
      "Graduates in commerce, science, engineering or economics aiming for data analyst roles",
      "Working professionals who live in Excel and want to do more, faster",
      "MIS, finance and operations staff who prepare reports for management",
      "Small business owners who want to understand their sales, stock and customers",
    ],
    duration: "10 weeks, about 8 hours a week",
    format: "Live online and in class in Pune and Akola, weekday evenings or weekend batches",
    level: "Beginner",
    prerequisites:
      "Comfort with spreadsheets (sorting, filtering, simple formulas) and school-level maths. No programming experience is needed; Python is taught from the start.",
    outline: [
      {
        title: "From spreadsheets to Python",
        text: "Python and Jupyter notebooks for people who know Excel: variables, tables, loops and functions, always on real data rather than toy examples.",
      },
      {
        title: "Cleaning and shaping data with pandas",
        text: "Fixing dates, duplicates, spelling variants and missing values, then joining and reshaping tables so they can actually be analysed.",
      },
      {
        title: "SQL for analysts",
        text: "Selecting, filtering, grouping and joining in SQL, window functions for running totals and rankings, and writing queries others can read.",
      },
      {
        title: "Statistics that matter",
        text: "Distributions, averages that mislead, sampling, correlation versus cause, and simple A/B test reasoning, explained without heavy notation.",
      },
      {
        title: "Visualising data",
        text: "Choosing the right chart, designing for the reader, and building clear charts with matplotlib and seaborn.",
      },
      {
        title: "Dashboards in Power BI",
        text: "Data models, DAX measures, interactive reports and sharing them safely, built on a sales and inventory dataset.",
      },
      {
        title: "Forecasting and regression",
        text: "Trend and seasonality, simple forecasting, and regression to estimate what drives a number, with an honest view of uncertainty.",
      },
      {
        title: "Storytelling and the capstone",
        text: "Structuring an analysis for decision-makers, then a two-week capstone on a public dataset (for example from data.gov.in) or anonymised data from your workplace, presented to a panel.",
      },
    ],
    certification:
      "Nexora Technologies Academy awards the Certificate in Data Science & Analytics to learners with at least 80% attendance who pass the capstone (analysis, dashboard and a ten-minute presentation, assessed against a rubric you see in week one) and the final exam, with a pass mark of 60%. The certificate names the tools covered and carries a verifiable certificate number.",
    faqs: [
      {
        question: "What are the fees?",
        answer:
          "Between ₹45,000 and ₹60,000 depending on format and city, payable in up to three instalments. We confirm the exact fee and GST in writing before you pay.",
      },
      {
        question: "How many people are in each batch?",
        answer: "A maximum of 25, with a teaching assistant in every lab session to help with code and Power BI problems.",
      },
      {
        question: "Will this get me a data analyst job?",
        answer:
          "It gives you the skills and a portfolio piece that employers ask about. We add CV reviews, mock interviews and introductions where companies ask us for candidates, but we do not guarantee a job or a salary.",
      },
      {
        question: "Do I need a particular laptop?",
        answer:
          "A Windows laptop with 8 GB of RAM is best, because Power BI Desktop runs only on Windows. Mac users can follow the Python and SQL parts locally and use a Windows lab machine or a cloud desktop we provide for Power BI.",
      },
    ],
  },
  {
    kind: "training",
    path: "/training/digital-leadership",
    title: "Digital Leadership Programme",
    description:
      "A six-week programme for managers and business heads who must lead teams, budgets and vendors through technology change without becoming engineers.",
    keywords: ["digital leadership programme", "leadership training Pune", "technology for managers", "digital transformation leadership", "managing IT vendors"],
    eyebrow: "Leadership & Strategy",
    intro:
      "You do not need to code to lead a digital project well, but you do need to ask the right questions, read a business case critically and keep people, vendors and risk in balance. This programme gives managers that confidence through short sessions, real cases from Indian businesses and a plan you take back to work.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Talk to us about Digital Leadership for you or your management team" },
    audience: [
      "Department heads and general managers whose teams are adopting new systems",
      "Next-generation leaders in family businesses taking over operations",
      "Functional leaders in HR, finance or operations who sponsor technology projects",
      "Technical leads stepping into their first people-management role",
    ],
    duration: "6 weeks, one 3-hour session a week",
    format: "In class in Pune on Saturday mornings, or as an in-house programme at your premises",
    level: "Intermediate",
    prerequisites: "At least three years of work experience and current responsibility for a team, a budget or a business process.",
    outline: [
      {
        title: "What technology can and cannot do today",
        text: "AI, cloud, automation and data without the jargon: where each reliably creates value now, where it is still experimental, and how to tell the difference in a sales pitch.",
      },
      {
        title: "Reading a digital business case",
        text: "Costs that are usually left out, benefits that are usually overstated, and the questions that expose a weak proposal before the money is spent.",
      },
      {
        title: "Leading mixed teams",
        text: "Getting business staff, IT and external vendors working as one team, with clear ownership, short feedback loops and decisions made at the right level.",
      },
      {
        title: "Decisions from data",
        text: "Asking for the right numbers, reading a dashboard critically, and building a habit of measuring whether a change actually worked.",
      },
      {
        title: "Vendors, contracts and risk",
        text: "Choosing and managing technology vendors, what to insist on in a contract, and a leader's responsibilities for security and personal data under the DPDP Act.",
      },
      {
        title: "Your 90-day plan",
        text: "Each participant presents a 90-day plan for a real initiative in their organisation and gets feedback from the facilitator and peers.",
      },
    ],
    certification:
      "Participants who attend all six sessions (one can be made up in a later batch) and present an assessed 90-day leadership plan receive a Certificate in Digital Leadership issued by Nexora Technologies Academy. A short written reflection on each case forms the programme's exam component.",
    faqs: [
      {
        question: "What does it cost?",
        answer:
          "The open programme in Pune costs between ₹30,000 and ₹40,000 per participant. In-house programmes for a leadership team are priced on request, based on numbers, location and how much we tailor the cases to your business.",
      },
      {
        question: "How big is each group?",
        answer: "Between 10 and 18 participants, small enough for everyone to bring their own situation into the discussion.",
      },
      {
        question: "Can the programme be run in Marathi or Hindi?",
        answer: "In-house programmes can be run in English, Hindi or Marathi, or a mix, depending on what your managers prefer. The open programme in Pune is run in English.",
      },
    ],
  },
  {
    kind: "training",
    path: "/training/innovation-management",
    title: "Innovation Management Programme",
    description:
      "Learn to find promising ideas, test them cheaply and turn the best into funded pilots with clear go or no-go gates. A five-week programme for teams and managers.",
    keywords: ["innovation management course", "innovation training", "pilot projects", "business experimentation", "innovation programme Pune", "product discovery"],
    eyebrow: "Leadership & Strategy",
    intro:
      "Good ideas are rarely the problem; what stalls most organisations is the step from a promising idea to a small, funded test with a clear decision at the end. This programme teaches a repeatable way to take that step, and you leave with a pilot proposal ready to put in front of your management.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Bring an idea and leave with a pilot plan" },
    audience: [
      "Managers asked to run innovation or improvement programmes",
      "Product, R&D and operations staff with ideas that never seem to get funded",
      "Founders and business owners who want a disciplined way to try new offerings",
      "Members of internal innovation councils and centres of excellence",
    ],
    duration: "5 weeks, one 3-hour session a week plus pilot work between sessions",
    format: "Live online on Wednesday evenings, or in-house at your premises anywhere in Maharashtra",
    level: "All levels",
    prerequisites: "None beyond a real idea or problem from your work that you are willing to develop during the programme.",
    outline: [
      {
        title: "Where good ideas come from",
        text: "Listening to customers and front-line staff, spotting patterns in complaints and workarounds, and writing a problem statement before a solution.",
      },
      {
        title: "Testing ideas cheaply",
        text: "Interviews, mock-ups, paper prototypes and simple landing pages that tell you within days whether an idea is worth more effort.",
      },
      {
        title: "The business case for a pilot",
        text: "Sizing the opportunity honestly, estimating the cost of a small pilot, and defining up front the result that would justify going further.",
      },
      {
        title: "Running a pilot with gates",
        text: "Scope, team, timeline, go or no-go criteria and the discipline to stop a pilot that is not working, without blame.",
      },
      {
        title: "Scaling and handing over",
        text: "Moving a successful pilot into normal operations, managing an innovation portfolio, and presenting your pilot proposal to a panel.",
      },
    ],
    certification:
      "The Certificate in Innovation Management is issued by Nexora Technologies Academy when you attend the five sessions and pass the final assessment: a written pilot proposal and a ten-minute pitch, each marked against criteria shared in the first session. The certificate names the pilot you developed.",
    faqs: [
      {
        question: "How much is the programme?",
        answer:
          "The open online programme costs between ₹18,000 and ₹25,000 per participant. In-house runs for a team are quoted on request.",
      },
      {
        question: "Is this about technology innovation only?",
        answer:
          "No. Many participants work on process, service or product ideas with little technology in them. Where technology is involved, we show how to test it before anyone builds anything expensive.",
      },
      {
        question: "Can several people from one company bring the same idea?",
        answer: "Yes. Teams of two or three working on one pilot often get the most out of it, and we give each team a joint review session.",
      },
    ],
  },
  {
    kind: "training",
    path: "/training/change-management",
    title: "Change Management Programme",
    description:
      "A four-week programme on helping people adopt new systems and ways of working: stakeholders, communication, training plans, resistance and measuring adoption.",
    keywords: ["change management training", "change management course Pune", "technology adoption", "stakeholder management", "ERP rollout change"],
    eyebrow: "Leadership & Strategy",
    intro:
      "A new system goes live on a date; people adopt it over months, or not at all. This programme teaches the practical side of change: who is affected, what they need to hear and learn, how to handle pushback, and how to tell whether the change has actually stuck.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Plan the people side of your next rollout with us" },
    audience: [
      "Project managers and sponsors of ERP, CRM or automation rollouts",
      "HR and training teams supporting organisation-wide change",
      "Supervisors and plant or branch managers whose teams will work differently",
      "Consultants and implementation staff who want better adoption for their clients",
    ],
    duration: "4 weeks, two 2-hour sessions a week",
    format: "Live online on Monday and Thursday evenings, or as in-house workshops in Pune, Akola or Nagpur",
    level: "All levels",
    prerequisites: "None. Participants get the most from it if they have a real change coming up in their organisation to use as their project.",
    outline: [
      {
        title: "Why change fails",
        text: "The common patterns behind failed rollouts: unclear reasons, too much at once, training too early or too late, and leaders who stop paying attention after go-live.",
      },
      {
        title: "Mapping people and impact",
        text: "Stakeholder maps and impact assessments that show who loses what, who gains what, and whose support you need most.",
      },
      {
        title: "Communicating change",
        text: "Messages for each group in the language they work in, whether English, Hindi or Marathi, timed to the rollout and delivered by the right person.",
      },
      {
        title: "Training and support plans",
        text: "Just-in-time training, floor walkers, champions in each team and help channels that make the first weeks on a new system bearable.",
      },
      {
        title: "Resistance and feedback",
        text: "Telling legitimate concerns apart from habit, acting on feedback visibly, and keeping morale up through the dip in productivity that follows most changes.",
      },
      {
        title: "Measuring and sustaining adoption",
        text: "Adoption measures beyond log-ins, reinforcing new habits, and retiring the old way of working for good.",
      },
    ],
    certification:
      "Nexora Technologies Academy issues the Certificate in Change Management to participants who attend at least seven of the eight sessions and submit an assessed change plan for a real or case-study rollout, reviewed in a short one-to-one discussion with the facilitator.",
    faqs: [
      {
        question: "What is the fee?",
        answer:
          "Between ₹15,000 and ₹22,000 per participant for the online programme. In-house workshops tied to your own rollout are quoted on request.",
      },
      {
        question: "We are about to go live with a new ERP. Is it too late?",
        answer:
          "No, but start now. We can run a condensed in-house version focused on your go-live, and our implementation teams can support the rollout itself if you need more hands.",
      },
      {
        question: "How many participants per batch?",
        answer: "Up to 20 in the online programme, so there is time for every participant to work on their own change plan in the sessions.",
      },
    ],
  },
  {
    kind: "training",
    path: "/training/tech-strategy",
    title: "Technology Strategy Programme",
    description:
      "For founders, CXOs and IT heads: align technology investment with business goals, decide what to build, buy or partner on, and present a roadmap your board backs.",
    keywords: ["technology strategy course", "IT strategy training", "CIO programme", "technology roadmap", "build vs buy", "executive education Pune"],
    eyebrow: "Leadership & Strategy",
    intro:
      "Technology spending grows every year, yet many leadership teams cannot say what it is meant to achieve. This executive programme helps you connect technology choices to business goals, weigh build, buy and partner options, and leave with a costed roadmap for your own organisation.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Ask about the next Technology Strategy cohort or an in-house edition" },
    audience: [
      "Founders, managing directors and CXOs of growing companies",
      "CIOs, CTOs and heads of IT who present technology plans to a board",
      "Strategy, finance and transformation leaders who allocate technology budgets",
    ],
    duration: "3 weeks: three full-day workshops, one a week, plus a one-to-one roadmap review",
    format: "In class in Pune, or in-house for a leadership team at your premises",
    level: "Advanced",
    prerequisites: "Senior responsibility for, or significant input into, your organisation's technology budget or business strategy.",
    outline: [
      {
        title: "From business goals to capabilities",
        text: "Translate growth, margin and risk goals into the capabilities the business needs, and see where technology is a lever and where it is not.",
      },
      {
        title: "Assessing where you are",
        text: "A fast review of your applications, data, infrastructure, skills and technical debt, and an honest view of what each costs to keep running.",
      },
      {
        title: "Build, buy or partner",
        text: "A decision framework for custom software, packaged products and partners, including lock-in, exit costs and the people you will need either way.",
      },
      {
        title: "Cloud, data and AI choices",
        text: "Where cloud, data platforms and AI fit your strategy, how to sequence them, and how to avoid buying capability you cannot yet use.",
      },
      {
        title: "Investment case and roadmap",
        text: "Turning priorities into a phased, costed roadmap with milestones, benefits tracking and a realistic view of what your organisation can absorb.",
      },
      {
        title: "Governance and the board conversation",
        text: "Portfolio metrics, risk and data protection oversight, and presenting the roadmap so a board can challenge it and then back it.",
      },
    ],
    certification:
      "Participants who attend all three workshops and present an assessed technology roadmap for their organisation in the one-to-one review receive a Certificate in Technology Strategy issued by Nexora Technologies Academy. Roadmaps are treated as confidential and are never used as teaching material.",
    faqs: [
      {
        question: "What does the programme cost?",
        answer:
          "Fees are on request: the open Pune cohort is priced per participant, and in-house editions for a leadership team are quoted on the number of participants and the preparation involved.",
      },
      {
        question: "How many leaders take part?",
        answer: "Open cohorts are capped at 14, so that discussion between peers from different industries is a real part of the programme.",
      },
      {
        question: "Will you keep our plans confidential?",
        answer:
          "Yes. Facilitators sign a non-disclosure agreement on request, and participants agree at the start not to share what others bring to the room.",
      },
    ],
  },
  {
    kind: "training",
    path: "/training/robotics-programming",
    title: "Robotics Programming Course",
    description:
      "Program sensors, motors and robot arms with Arduino, Raspberry Pi and ROS 2 over 10 weeks of hands-on lab work, ending with a working robot you built.",
    keywords: ["robotics course", "robotics training Pune", "Arduino course", "Raspberry Pi course", "ROS 2 training", "robotics classes Akola"],
    eyebrow: "Certified course",
    intro:
      "Robotics is learned with your hands: wiring a sensor, watching a motor do something unexpected, and fixing the code until it behaves. Over ten weeks in our labs you move from blinking an LED on an Arduino to a Raspberry Pi robot running ROS 2 that sees, decides and moves on its own.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Book a place in the next robotics lab batch" },
    audience: [
      "Engineering and diploma students in mechanical, electrical, electronics or computer branches",
      "Students from Class 11 upward who enjoy building things, enrolled with a parent or guardian",
      "Hobbyists and makers who want to move from kits to robots they design themselves",
      "Teachers and lab staff setting up robotics activities in schools and colleges",
    ],
    duration: "10 weeks, about 6 hours a week of lab time",
    format: "In class in Pune and Akola, weekend batches, with a live online option that ships a robotics kit to you",
    level: "Beginner",
    prerequisites:
      "Curiosity and patience. School-level physics and maths are enough; we teach the electronics and programming you need from the beginning.",
    outline: [
      {
        title: "Electronics and Arduino basics",
        text: "Voltage, current and safe wiring on a breadboard, then your first Arduino programs reading buttons and driving LEDs.",
      },
      {
        title: "Sensors",
        text: "Ultrasonic, infrared, temperature and inertial sensors: reading them reliably, filtering noise and calibrating them.",
      },
      {
        title: "Motors and motion control",
        text: "DC motors with H-bridge drivers, servos and steppers, PWM speed control, encoders and a first closed-loop controller.",
      },
      {
        title: "Raspberry Pi, Linux and Python",
        text: "Setting up a Raspberry Pi, working on the Linux command line, and controlling hardware from Python over GPIO and serial links to an Arduino.",
      },
      {
        title: "Seeing with a camera",
        text: "Capturing images and detecting colours, lines and simple objects with OpenCV, so the robot can follow a track or find a target.",
      },
      {
        title: "ROS 2 fundamentals",
        text: "Nodes, topics, services and launch files in ROS 2, and structuring robot software into parts that can be tested on their own.",
      },
      {
        title: "Simulation before hardware",
        text: "Testing robot behaviour in the Gazebo simulator first, then carrying the same code over to the physical robot.",
      },
      {
        title: "Capstone: build a working robot",
        text: "In small teams, design, build and program a mobile robot or a small arm for a set challenge, then demonstrate it live on the final day.",
      },
    ],
    certification:
      "Nexora Technologies Academy issues the Certificate in Robotics Programming to learners who attend at least 80% of lab sessions, demonstrate a working capstone robot (assessed on design, code quality and a live run) and pass a short practical exam on sensors, motor control and ROS 2. For team capstones each learner's own contribution is assessed separately.",
    faqs: [
      {
        question: "How much does the robotics course cost?",
        answer:
          "Between ₹30,000 and ₹45,000, including use of the lab's Arduino, Raspberry Pi and robot kits during classes. Online learners pay for a kit shipped to them, priced on request. We confirm the total and GST in writing before you pay.",
      },
      {
        question: "Can I keep the robot I build?",
        answer:
          "Classroom kits stay in the lab for the next batch, but you keep all your code and designs. Online learners own the kit they bought. You can also buy a take-home kit at cost.",
      },
      {
        question: "What laptop do I need?",
        answer:
          "Any laptop with 8 GB of RAM and a USB port. ROS 2 and Gazebo run on the lab machines and on the Raspberry Pi, so you do not need to install Linux on your own laptop.",
      },
      {
        question: "How many learners share a kit?",
        answer: "Batches have up to 20 learners working in pairs, so each pair has its own kit and bench space for the whole course.",
      },
    ],
  },
  {
    kind: "training",
    path: "/training/digital-marketing-design",
    title: "Digital Marketing and Design Course",
    description:
      "Eight weeks to plan campaigns, design for social media and the web, run search and social ads, and measure results with analytics and AI tools used responsibly.",
    keywords: ["digital marketing course", "digital marketing course Pune", "social media marketing training", "graphic design course", "SEO course", "Google Ads training"],
    eyebrow: "Certified course",
    intro:
      "Good marketing starts with knowing who you are talking to and ends with knowing what worked. In eight weeks you learn to plan a campaign, design content that looks professional, run search and social ads on a small budget and read the results, finishing with a campaign plan for a real business.",
    cta: { label: "Enrol or ask a question", href: "/contact", text: "Start learning digital marketing with the next batch" },
    audience: [
      "Students and graduates looking for marketing, social media or design roles",
      "Owners of shops, clinics, coaching classes and other local businesses who market themselves",
      "Marketing executives moving from print and events to digital channels",
      "Freelancers who want to offer design and campaign services to clients",
    ],
    duration: "8 weeks, about 6 hours a week",
    format: "Live online and in class in Pune and Akola, weekday evenings or weekend batches",
    level: "Beginner",
    prerequisites: "Everyday use of a computer, a smartphone and social media. No design or marketing background is needed.",
    outline: [
      {
        title: "Marketing foundations",
        text: "Customers, personas and positioning, setting a campaign goal you can measure, and choosing the few channels worth your time.",
      },
      {
        title: "Design basics",
        text: "Layout, typography, colour and brand consistency, and producing social posts, banners and simple brochures in Figma and Canva.",
      },
      {
        title: "Content and social media",
        text: "Planning a content calendar, writing for each platform, short-form video basics and managing a community without being overwhelmed.",
      },
      {
        title: "Websites and search",
        text: "What makes a landing page work, SEO basics, Google Business Profile for local search, and page speed and accessibility from a marketer's point of view.",
      },
      {
        title: "Paid search and social ads",
        text: "Setting up Google and Meta campaigns, targeting, budgets and bids, and writing ads that get the right clicks rather than the most clicks.",
      },
      {
        title: "E-mail and WhatsApp marketing",
        text: "Building lists with consent, messages people are glad to receive, and the basics of personal data protection under the DPDP Act.",
      },
      {
        title: "Measuring what works",
        text: "Web analytics, campaign tracking links, simple attribution and a monthly report that shows what to do next.",
      },
      {
        title: "AI tools and the capstone",
        text: "Using AI tools for drafts, images and ideas with care for accuracy and rights, then a capstone campaign plan with designs for a real local business or your own.",
      },
    ],
    certification:
      "The Certificate in Digital Marketing and Design is issued by Nexora Technologies Academy to learners who attend at least 80% of sessions, submit an assessed capstone (campaign plan, designs and a measurement plan, reviewed by two trainers) and pass the final online exam with at least 60%. Your capstone can be shared with employers or clients as a portfolio piece.",
    faqs: [
      {
        question: "What are the fees?",
        answer:
          "Between ₹20,000 and ₹30,000 depending on format. Ad spend for the practice campaigns is small and optional, and always under your control. The fee and GST are confirmed in writing before you pay.",
      },
      {
        question: "How large are the batches?",
        answer: "Up to 25 learners, with individual feedback on every design and campaign assignment.",
      },
      {
        question: "Do you help with jobs or freelance work?",
        answer:
          "We help you build a portfolio, review your CV or freelance profile and share openings that employers send us. We do not guarantee placement or earnings.",
      },
      {
        question: "What do I need to bring?",
        answer:
          "A laptop with a modern browser and 8 GB of RAM. Figma and Canva have free plans that are enough for the course, and we do not ask you to buy paid software.",
      },
    ],
  },
];
