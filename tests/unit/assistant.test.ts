// The assistant's retrieval answers: intent, follow-ups, fallbacks, and the evaluation set (tests/fixtures).
import { describe, expect, it } from "vitest";
import evaluation from "../fixtures/assistant-eval.json";
import { answerConversation, intentOf, isOffTopic, quote, wantsPerson, type ChatTurn } from "@/lib/assistant/answer";
import { searchPages, searchPassages, snippetOf } from "@/lib/assistant/retrieval";
import { expandQuery, otherForms, tokenize } from "@/lib/assistant/terms";
import { otpRules } from "@/lib/auth/code-rules";

type Case = {
  question: string;
  history?: string[];
  /** The page that answers it, or `pages` when several answer it equally well. */
  page?: string;
  pages?: string[];
  facts?: string[];
  expect?: string;
};

const conversation = (question: string, history: string[] = []): ChatTurn[] => {
  const turns: ChatTurn[] = [];
  for (const earlier of history) {
    turns.push({ role: "user", content: earlier });
    turns.push({ role: "assistant", content: answerConversation([...turns]).answer });
  }
  return [...turns, { role: "user", content: question }];
};

function judge(c: Case): string | null {
  const result = answerConversation(conversation(c.question, c.history));
  const expected = c.expect ?? "answer";
  if (result.kind !== expected) return `${c.question}: ${result.kind}, expected ${expected}`;
  if (expected !== "answer")
    return result.handoff || expected === "greeting" ? null : `${c.question}: no handoff offered`;
  const pages = c.pages ?? [c.page];
  if (!pages.includes(result.sources[0]?.href))
    return `${c.question}: source ${result.sources[0]?.href}, expected ${pages.join(" or ")}`;
  const missing = (c.facts ?? []).filter((f) => !result.answer.includes(f));
  return missing.length ? `${c.question}: answer lacks ${missing.join(", ")}` : null;
}

describe("assistant evaluation set", () => {
  const cases = evaluation.cases as Case[];

  it("has at least 40 questions, each with a page or an expected fallback", () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    for (const c of cases) expect(c.page ?? c.pages?.[0] ?? c.expect).toBeTruthy();
  });

  // About a second on a quiet machine; several times that while the other checks of CI's first stage share its cores.
  it("answers at least 90 % of them right", { timeout: 30_000 }, () => {
    const failures = cases.map(judge).filter((f): f is string => f !== null);
    const score = (cases.length - failures.length) / cases.length;
    console.info(
      `assistant evaluation: ${cases.length - failures.length}/${cases.length} right (${(score * 100).toFixed(1)} %)`,
    );
    if (failures.length) console.info(failures.join("\n"));
    expect(score).toBeGreaterThanOrEqual(0.9);
  });
});

describe("assistant rules", () => {
  it("tells a course question from a service question", () => {
    expect(intentOf("do you have a course on cybersecurity?")).toBe("training");
    expect(intentOf("we need cybersecurity services for our company")).toBe("service");
    expect(intentOf("what is the fee?")).toBe("training");
    expect(intentOf("where is your office?")).toBeUndefined();
    // A model is trained, not a learner; a course on training one is still a course.
    expect(intentOf("Can you train a model on our data?")).toBe("service");
    expect(intentOf("Is our data used to train your AI?")).toBeUndefined();
    expect(intentOf("Do you have a course on training AI models?")).toBe("training");
    expect(intentOf("Do you train students in Python?")).toBe("training");
    const course = answerConversation([{ role: "user", content: "cybersecurity course" }]);
    const service = answerConversation([{ role: "user", content: "cybersecurity service" }]);
    expect(course.sources[0]?.href).toBe("/training/cybersecurity-essentials");
    expect(service.sources[0]?.href).toBe("/cybersecurity");
  });

  it("takes a question for whoever leads something as one about a role, not a course or a service", () => {
    expect(intentOf("Who heads the academy?")).toBeUndefined();
    expect(intentOf("Who is in charge of the training?")).toBeUndefined();
    expect(intentOf("Who manages your cloud services?")).toBeUndefined();
    expect(intentOf("Who is the bootcamp for?")).toBe("training");
    const academy = answerConversation([{ role: "user", content: "Who heads the academy?" }]);
    expect(academy.sources.map((s) => s.href)).toEqual(["/leadership"]);
    expect(academy.answer).toMatch(/^From “Leadership” \(The executive team\): Head of Academy: /);
    const cloud = answerConversation([{ role: "user", content: "Who leads the cloud team?" }]);
    expect(cloud.answer).toContain("(Practice leads)");
    expect(cloud.answer).toContain("Cloud and DevOps: Migrations");
  });

  it("says how to enrol in the course asked about, or in any from the training page when none is named", () => {
    const any = answerConversation([{ role: "user", content: "How do I enrol?" }]);
    expect(any.sources[0]?.href).toBe("/training");
    expect(any.sources.slice(1).every((s) => s.href.startsWith("/training/"))).toBe(true);
    expect(any.answer).toMatch(/^From “Training and Certification Courses” \(How do I enrol\?\): Choose a course/);
    const bootcamp = answerConversation([{ role: "user", content: "How do I join the bootcamp?" }]);
    expect(bootcamp.sources[0]?.href).toBe("/training/ai-bootcamp");
    expect(bootcamp.answer).toContain("“Enrol or ask a question” on the course page");
    // The training page's answer for all the courses is no search result of its own: a question that names a course
    // is never answered by it, however its words match.
    const onHub = searchPassages("how do i enrol course training", { withinPath: "/training", limit: 40 });
    expect(onHub.length).toBeGreaterThan(0);
    expect(onHub.some((h) => h.passage.heading === "How do I enrol?")).toBe(false);
  });

  it("quotes the bootcamp's fee from its page, with the page as the source", () => {
    const result = answerConversation([{ role: "user", content: "How much does the AI bootcamp cost?" }]);
    expect(result).toMatchObject({ kind: "answer", handoff: false });
    expect(result.answer).toContain("₹65,000 and ₹85,000");
    expect(result.sources[0]).toEqual({ title: "Full-Stack AI Development Bootcamp", href: "/training/ai-bootcamp" });
  });

  it("answers a follow-up from the page the conversation is about", () => {
    const first = answerConversation([{ role: "user", content: "Tell me about the data science course" }]);
    const turns: ChatTurn[] = [
      { role: "user", content: "Tell me about the data science course" },
      { role: "assistant", content: first.answer },
      { role: "user", content: "how long is it?" },
    ];
    const result = answerConversation(turns);
    expect(result.sources[0]?.href).toBe("/training/data-science-analytics");
    expect(result.answer).toContain("10 weeks");
    // The same words with no conversation before them are not about that course.
    const alone = answerConversation([{ role: "user", content: "how long is it?" }]);
    expect(alone.sources[0]?.href).not.toBe("/training/data-science-analytics");
  });

  it("offers a person instead of guessing, off topic or below the threshold", () => {
    expect(isOffTopic("will it rain in Nagpur tomorrow?")).toBe(true);
    expect(isOffTopic("can you train our team in Hindi?")).toBe(false);
    // A person's own device is no work of ours; an app, a website or a server is.
    expect(isOffTopic("Can you repair my phone screen?")).toBe(true);
    expect(isOffTopic("can you fix the bugs in our mobile app?")).toBe(false);
    expect(isOffTopic("can you fix our servers?")).toBe(false);
    expect(wantsPerson("I want to talk to a person")).toBe(true);
    expect(wantsPerson("what does the course teach?")).toBe(false);
    for (const question of ["write a poem about Pune", "zzkq vrrb", "the best medicine for a cold"]) {
      const result = answerConversation([{ role: "user", content: question }]);
      expect(result.handoff).toBe(true);
      expect(result.sources).toEqual([]);
      expect(result.answer).not.toContain("From ");
    }
  });

  it("searches a word's other number and reads a where-question as asking for the address", () => {
    expect(otherForms("chatbots")).toEqual(["chatbot"]);
    expect(otherForms("industries")).toEqual(["industry"]);
    expect(otherForms("batches")).toEqual(["batch"]);
    expect(otherForms("industry")).toEqual(["industries"]);
    // Not plurals, or forms too short to mean one thing.
    for (const word of ["analysis", "class", "owns", "the"]) expect(otherForms(word)).toEqual([]);
    expect(expandQuery("Where is your office?").split(" ")).toContain("address");
    const office = answerConversation([{ role: "user", content: "Where is your office?" }]);
    expect(office.answer).toContain("(Address and offices)");
  });

  it("reads eligibility, qualifications and the experience a course needs as its prerequisites", () => {
    for (const question of ["What is the eligibility for the data science course?", "Do I need coding skills?"])
      expect(expandQuery(question).split(" "), question).toContain("prerequisites");
    const bootcamp = answerConversation([
      { role: "user", content: "Do I need coding experience for the AI bootcamp?" },
    ]);
    expect(bootcamp.answer).toContain("Some programming in any language helps");
    const leadership = answerConversation([
      { role: "user", content: "Do I need coding skills for the leadership programme?" },
    ]);
    expect(leadership.answer).toContain("Prerequisites: At least three years of work experience");
  });

  it("answers a question for a whole section of the catalogue from its landing page", () => {
    const ask = (content: string, turns: ChatTurn[] = []) => answerConversation([...turns, { role: "user", content }]);
    for (const [question, page] of [
      ["What products do you sell?", "/products"],
      ["What kind of services do you provide?", "/services"],
      ["List your solutions", "/solutions"],
    ] as const) {
      const result = ask(question);
      expect(result.sources, question).toEqual([expect.objectContaining({ href: page })]);
      expect(result.answer, question).toMatch(/^From “[^”]+”: /);
    }
    expect(ask("What products do you sell?").answer).toContain("AI Platform Pro, the AI Platform, Automation Suite");
    // One thing in a section is not the section: the page that answers it does.
    expect(ask("What does the AI Platform Pro product cost?").sources[0]?.href).not.toBe("/products");
    // In a conversation, "And training?" asks about what is being discussed, not for the list of courses.
    const apps: ChatTurn[] = [
      { role: "user", content: "Do you build mobile apps?" },
      { role: "assistant", content: ask("Do you build mobile apps?").answer },
    ];
    expect(ask("And training?", apps).sources[0]?.href).toBe("/services/training-enablement");
    const bootcamp: ChatTurn[] = [
      { role: "user", content: "How long is the AI bootcamp?" },
      { role: "assistant", content: ask("How long is the AI bootcamp?").answer },
    ];
    expect(ask("Tell me about the course", bootcamp).sources[0]?.href).toBe("/training/ai-bootcamp");
    expect(ask("What courses do you offer?", apps).sources[0]?.href).toBe("/training");
  });

  it("reads a price as how a product is licensed, and a job after a course as its placements", () => {
    const ask = (content: string) => answerConversation([{ role: "user", content }]);
    expect(ask("What is the price of AI Platform Pro?").answer).toContain(
      "(How is AI Platform Pro licensed?): By the number of production models and users",
    );
    expect(ask("Do you give a job after the course?").answer).toContain("(Do you help with placements?)");
    // A job at Nexora is still a career.
    expect(ask("Do you offer jobs?").sources[0]?.href).toBe("/careers");
  });

  it("reads a laptop as the computer a course needs, and whether our data is safe as the privacy notice", () => {
    const ask = (content: string) => answerConversation([{ role: "user", content }]);
    expect(ask("Do you provide laptops?").answer).toContain("(What computer do I need?): Any 64-bit laptop");
    const safe = ask("Is my data safe with you?");
    expect(safe.sources[0]?.href).toBe("/privacy");
    expect(safe.answer).toContain("(How we protect it)");
  });

  it("reads experience in a field as our projects in it: the case studies", () => {
    for (const question of ["Do you have experience with banks?", "Do you have experience in manufacturing?"]) {
      const result = answerConversation([{ role: "user", content: question }]);
      expect(result.sources[0]?.href, question).toBe("/resources/case-studies");
      expect(result.answer, question).toContain("projects in manufacturing, finance, healthcare");
    }
  });

  it("reads the industries we 'work with' as those we serve, not where the team works", () => {
    expect(expandQuery("What industries do you work with?").split(" ")).toContain("serve");
    for (const question of ["What industries do you work with?", "Which sectors does Nexora work in?"]) {
      const result = answerConversation([{ role: "user", content: question }]);
      expect(result.sources[0]?.href, question).toBe("/about");
      expect(result.answer, question).toContain("we now serve manufacturers, banks, hospitals");
    }
  });

  it("weighs a question's words: one that no page holds, unmatched, means the site does not answer it", () => {
    // "refund" is on no page; "policy" and "courses" are on many.
    expect(answerConversation([{ role: "user", content: "What is your refund policy for courses?" }]).kind).toBe(
      "unsure",
    );
    // A short unknown word is as likely a typo, and weighs what the question's other words do.
    expect(answerConversation([{ role: "user", content: "wht time are you open" }]).sources[0]?.href).toBe("/contact");
    // On the chosen page, the passage with the rarer word of the question: "Python", not "teaching assistant".
    const python = answerConversation([{ role: "user", content: "Do you teach Python?" }]);
    expect(python.answer).toContain("Python is taught from the start");
  });

  it("reads what a heading asks, searches a plural as a singular, and tries the next page when needed", () => {
    // "How much is the programme?" is about the fee, though it does not say "fee" or "cost".
    const fee = answerConversation([{ role: "user", content: "What does the innovation programme cost?" }]);
    expect(fee.answer).toContain("(How much is the programme?)");
    // The cybersecurity services page scores best but does not name RBI; the enterprise security page does.
    const rbi = answerConversation([{ role: "user", content: "Can you audit our security before an RBI inspection?" }]);
    expect([rbi.kind, rbi.sources[0]?.href]).toEqual(["answer", "/solutions/enterprise/security"]);
    // A plural the page holds only in the singular: "cities" finds the offices, whose keywords say "city".
    const cities = answerConversation([{ role: "user", content: "Which cities do you have offices in?" }]);
    expect(cities.answer).toContain("(Address and offices)");
  });

  it("quotes whole sentences, keeping addresses whole", () => {
    expect(quote("Write to hello@nexora.example today. Second sentence.", 40)).toBe(
      "Write to hello@nexora.example today.",
    );
  });

  it("quotes from a later sentence when it says more of the question than the start does", () => {
    const text = "We are a company from Pune. We were founded in 2019 in Akola.";
    expect(quote(text, 30, ["company"])).toBe("We are a company from Pune.");
    expect(quote(text, 30, ["founded", "company"])).toBe("We were founded in 2019 in Akola.");
    // The press boilerplate says when the company was founded in its long second sentence.
    const founded = answerConversation([{ role: "user", content: "Who founded the company?" }]);
    expect(founded.answer).toContain("(Company boilerplate): Founded in Akola in 2019");
    // Two forms of one word are one thing said, not two: the start names the certificate.
    const certificate = "You receive the Certificate in Cloud Architecture. Our certificate is not a certification.";
    expect(quote(certificate, 40, ["certificate", "certification"])).toBe(
      "You receive the Certificate in Cloud Architecture.",
    );
  });

  it("reads 24/7 as one word, and a service question in 'Can you…' and 'Do you offer…'", () => {
    for (const text of ["24/7", "24 x 7", "round the clock", "around-the-clock"])
      expect(tokenize(text)).toEqual(["24x7"]);
    const support = answerConversation([{ role: "user", content: "Do you offer 24x7 support?" }]);
    expect([support.kind, support.sources[0]?.href]).toEqual(["answer", "/services/support-maintenance"]);
    expect(intentOf("Can you audit our cloud costs?")).toBe("service");
    expect(intentOf("Do you offer cloud backup and disaster recovery?")).toBe("service");
    const backup = answerConversation([{ role: "user", content: "Do you offer cloud backup and disaster recovery?" }]);
    expect(backup.sources[0]?.href).toBe("/cloud-computing");
  });

  it("finds a service that is training from a training question", () => {
    const teams = answerConversation([{ role: "user", content: "Do you train corporate teams?" }]);
    expect(teams.sources[0]?.href).toBe("/services/training-enablement");
  });

  it("ranks the page that names the words first, with typos and prefixes", () => {
    expect(searchPassages("bootcmap fee")[0]?.passage.path).toBe("/training/ai-bootcamp");
    expect(searchPages("robot")[0]?.href).toBe("/training/robotics-programming");
    expect(searchPages("the of and")).toEqual([]);
    expect(snippetOf("a ".repeat(200) + "needle here", ["needle"])).toMatch(/^….*needle here$/);
  });
});

describe("questions of two parts", () => {
  const ask = (question: string) => answerConversation([{ role: "user", content: question }]);

  it("answer both parts from the page's two passages, the second under its heading", () => {
    const result = ask("How long is the AI bootcamp and how much is it?");
    const [duration, fee] = result.answer.split("\n\n");
    expect(duration).toMatch(
      /^From “Full-Stack AI Development Bootcamp” \(Duration, format and level\): Duration: 12 weeks/,
    );
    expect(fee).toMatch(/^What does the bootcamp cost\? The fee is between ₹65,000 and ₹85,000/);
    expect(result).toMatchObject({ kind: "answer", handoff: false });
    // One part: one passage, as before.
    expect(ask("How long is the AI bootcamp?").answer).not.toContain("\n\n");
  });

  it("answer a part that stands alone from its own page", () => {
    const result = ask("Do you do penetration testing and what is your phone number?");
    expect(result.answer).toContain("penetration testing");
    expect(result.answer).toContain("\n\nFrom “Contact Us” (Phone and e-mail): Call us on +91 98765 43210");
    expect(result.sources.slice(0, 2).map((s) => s.href)).toEqual(["/cybersecurity", "/contact"]);
  });

  it("answer the part the site answers and name the part it does not, offering a person", () => {
    const result = ask("Do you do penetration testing and how much does it cost?");
    expect(result.kind).toBe("answer");
    expect(result.handoff).toBe(true);
    expect(result.answer).toMatch(/^From “Cybersecurity Services”/);
    expect(result.answer).toContain(
      "I could not find an answer to “how much does it cost” on our website: leave a message below",
    );
    expect(result.sources[0]?.href).toBe("/cybersecurity");
  });

  it("are not taken for a follow-up when the 'it' is in the question itself", () => {
    const turns: ChatTurn[] = [
      { role: "user", content: "How long is the AI bootcamp?" },
      { role: "assistant", content: ask("How long is the AI bootcamp?").answer },
      { role: "user", content: "Do you do penetration testing and how much does it cost?" },
    ];
    expect(answerConversation(turns).sources[0]?.href).toBe("/cybersecurity");
    turns[2] = { role: "user", content: "And how much is it?" };
    expect(answerConversation(turns).answer).toContain("₹65,000 and ₹85,000");
  });

  it("split at 'and' without adding a passage that says nothing more", () => {
    expect(ask("Do you build Android and iOS apps?").answer).not.toContain("\n\n");
    expect(ask("Can you help us choose between AWS and Azure?").answer).not.toContain("\n\n");
    // A noun after "and" is not a question of its own to answer from another page.
    expect(ask("Do you work in Pune and Nagpur?").answer).not.toContain("\n\n");
    expect(ask("What are your terms and conditions?").answer).not.toContain("\n\n");
  });
});

describe("places and people the site does not name", () => {
  const ask = (question: string) => answerConversation([{ role: "user", content: question }]);
  const offices = "We have offices in Pune, Akola, Nagpur, Amravati.";

  it("say there is no office in a city the site does not list, and list the offices it does", () => {
    const mumbai = ask("Do you have an office in Mumbai?");
    expect(mumbai).toMatchObject({ kind: "answer", handoff: false, sources: [{ href: "/contact" }] });
    expect(mumbai.answer).toMatch(
      /^Our website lists no office in Mumbai\. From “Contact Us” \(Address and offices\):/,
    );
    expect(mumbai.answer).toContain(offices);
    // As the visitor wrote it, capitalised, with the word they used for an office.
    expect(ask("do you have a branch in navi mumbai").answer).toMatch(/^Our website lists no branch in Navi Mumbai\. /);
    expect(ask("Where is your Thane office?").answer).toMatch(/^Our website lists no office in Thane\. /);
    expect(ask("Do you have an office in the USA?").answer).toMatch(/^Our website lists no office in the USA\. /);
    // Not a place: a word in another language, a typo of "your", one of our cities typed wrong.
    for (const question of ["aapka office kahan hai?", "Where is yuor office?", "Do you have an office in Punee?"])
      expect(ask(question).answer, question).not.toContain("lists no");
    for (const question of ["Do you have an office in Punee?", "Is there a branch in nagpr?"]) {
      expect(ask(question).sources[0]?.href, question).toBe("/contact");
      expect(ask(question).answer, question).toContain(offices);
    }
  });

  it("answer an office in one of our cities, or where we are based, without saying there is none", () => {
    // A branch in one of them: the offices, not a case study's "forecasts by part and branch".
    for (const question of [
      "Is there an office in Nagpur?",
      "Are you based in Maharashtra?",
      "Do you have a branch in Nagpur?",
    ]) {
      const result = ask(question);
      expect(result.sources[0]?.href, question).toBe("/contact");
      expect(result.answer, question).toContain(offices);
      expect(result.answer, question).not.toContain("lists no");
    }
    // Not a place: the office's hours, and a word no page holds.
    expect(ask("Is the office closed in Diwali?").answer).toMatch(/^From “Contact Us” \(Office hours\)/);
    expect(ask("Do you have an office canteen?").kind).toBe("unsure");
    expect(ask("What is the best pizza in Pune?").kind).toBe("unsure");
  });

  it("answer a service for someone the site does not name, saying so and offering a person", () => {
    const result = ask("Do you make apps for restaurants?");
    expect(result).toMatchObject({ kind: "answer", handoff: true, sources: [{ href: "/mobile-apps" }] });
    expect(result.answer).toMatch(/^I could not find “restaurants” on our website\. From “Mobile App Development”/);
    expect(result.answer).toMatch(/\n\nFor “restaurants” in particular, leave a message below/);
    // Only when the rest of the question names its page; and not when the missing word is what is asked.
    expect(ask("Do you make software for florists?").kind).toBe("unsure");
    expect(ask("What is your refund policy for courses?").kind).toBe("unsure");
    // Whom we would help, then with what: the rest answered in its own words ("build an MVP": prototypes).
    const mvp = ask("Do you help bookshops build an MVP?");
    expect(mvp).toMatchObject({ kind: "answer", handoff: true });
    expect(mvp.sources[0]?.href).toBe("/mobile-apps");
    expect(mvp.answer).toMatch(/^I could not find “bookshops” on our website\. From “Mobile App Development”/);
    expect(mvp.answer).toContain("prototypes");
    expect(ask("Do you help bookshops?").kind).toBe("unsure");
  });

  it("do not take a word the site never uses for another word two letters away", () => {
    // "bookshops" is within two edits of "workshops" (a custom software passage): the site says nothing of bookshops.
    expect(ask("Do you work with bookshops?")).toMatchObject({ kind: "unsure", handoff: true });
    const software = ask("Do you build software for bookshops?");
    expect(software.answer).toMatch(
      /^I could not find “bookshops” on our website\. From “Custom Software Development”/,
    );
    // The pages' "start-ups" is the visitor's "startups".
    const startups = ask("Do you work with startups?");
    expect(startups.sources[0]?.href).toBe("/services/custom-development");
    expect(startups.answer).toContain("Start-ups building their first product");
    // A typo of a word the site uses, and another form of one, are still found.
    expect(ask("How much is the AI botcamp?").sources[0]?.href).toBe("/training/ai-bootcamp");
    expect(ask("Can your AI read handwritten forms?").sources[0]?.href).toBe("/solutions/ai/automation");
  });
});

describe("questions the careers page and the payment words could answer wrongly", () => {
  const ask = (content: string) => answerConversation([{ role: "user", content }]);

  it("tell a job seeker's question from a client's and a learner's", () => {
    expect(intentOf("Is there an interview fee?")).toBe("jobs");
    expect(intentOf("Do you hire designers?")).toBe("jobs");
    expect(intentOf("Can we hire you to build an app?")).toBe("service");
    expect(intentOf("Do you give a job after the course?")).toBe("training");
    expect(intentOf("Do you offer placement support?")).toBe("training");
    expect(intentOf("Do you help with job placement?")).toBe("training");
  });

  it("answer a question about our work from no legal notice, unless it names one", () => {
    // The terms say the site's logos belong to Nexora; no page offers logo design.
    expect(ask("Do you do logo design?").kind).toBe("unsure");
    expect(ask("Do you provide a privacy policy?").sources[0]?.href).toBe("/privacy");
    expect(ask("Do you use cookies?").sources[0]?.href).toBe("/cookies");
  });

  it("answer a job seeker from the careers page, and only a job seeker", () => {
    // "fee" finds every course's fee first; the careers page says no interview is ever charged for.
    const fee = ask("Is there an interview fee?");
    expect(fee.sources.map((s) => s.href)).toEqual(["/careers"]);
    expect(fee.answer).toContain("never charges a fee for an interview");
    // The careers page has the words but not the answer: no salary is published.
    expect(ask("What is the salary for freshers?")).toMatchObject({ kind: "unsure", handoff: true });
    // Its "we never ask for payment over UPI" warns job seekers; it does not say how a client or a learner pays.
    for (const question of ["Can I pay by UPI?", "Do you accept credit cards?"]) {
      const result = ask(question);
      expect(result, question).toMatchObject({ kind: "unsure", handoff: true });
      expect(
        result.hits.some((hit) => hit.passage.path === "/careers"),
        question,
      ).toBe(false);
    }
    expect(ask("Can we hire you to build an app?").sources[0]?.href).toBe("/mobile-apps");
  });

  it("answer how to pay from the courses' fees, and give no bank details", () => {
    const instalments = ask("Can I pay the fee in instalments?");
    expect(instalments.sources[0]?.href).toMatch(/^\/training\//);
    expect(instalments.answer).toContain("instalment");
    expect(ask("What is your bank account for payment?")).toMatchObject({ kind: "unsure", handoff: true, hits: [] });
  });

  it("read a registration number and working days as the company's, not a phone number or a course's", () => {
    const gst = ask("What is your GST number?");
    expect(gst.sources[0]?.href).toBe("/investors");
    expect(gst.answer).toContain("GST and PAN");
    expect(ask("Do you work on weekends?").answer).toContain("closed on weekends");
    expect(ask("Do you have weekend batches?").sources[0]?.href).toMatch(/^\/training\//);
  });

  it("tell a portal user how to sign in, with the code's real lifetime", () => {
    const login = ask("How do I log in to the portal?");
    expect(login.sources[0]).toEqual({ title: "Sign in", href: "/login" });
    expect(login.answer).toContain(`valid for ${otpRules.codeTtlSeconds / 60} minutes`);
    expect(ask("I forgot my password").answer).toContain("no password to remember or reset");
    expect(ask("How do I get a portal account?").answer).toContain("Request access");
    // What the portal keeps about its users is still the privacy notice's answer.
    expect(ask("What data do you keep about portal users?").sources[0]?.href).toBe("/privacy");
  });
});

describe("Hindi and Marathi typed in Latin letters", () => {
  const ask = (question: string) => answerConversation([{ role: "user", content: question }]);

  it("read how much, how long and where, and leave out the little words", () => {
    expect(ask("bootcamp ki fees kitni hai?").answer).toContain("(What does the bootcamp cost?)");
    expect(ask("ML course kitne hafte ka hai?").answer).toContain("Duration: 8 weeks");
    for (const question of ["aapka office kahan hai?", "office kuthe aahe?"]) {
      const result = ask(question);
      expect(result.sources[0]?.href, question).toBe("/contact");
      expect(result.answer, question).toContain("(Address and offices)");
    }
    expect(ask("placement milega kya?").answer).toContain("(Do you help with placements?)");
  });
});

describe("site search", () => {
  it("lists only pages on which every word matches", () => {
    expect(searchPages("zzqx nothing")).toEqual([]);
    const hrefs = searchPages("robotics fees").map((p) => p.href);
    expect(hrefs[0]).toBe("/training/robotics-programming");
    expect(searchPages("cybersecurity course").map((p) => p.href)).toContain("/training/cybersecurity-essentials");
    // The words a typo matched on the page are the ones to highlight.
    expect(searchPages("bootcmap")[0]).toMatchObject({ href: "/training/ai-bootcamp", terms: ["bootcamp"] });
  });
});
