// Words for the site index and the assistant: tokens, stop words dropped, and what a visitor means by them.

const stopWords = new Set(
  (
    "a an and are as at be been but by can could do does did for from have has had how i i'm in is it its of on or " +
    "our so that the their them then there these they this to was we were what when where which who why will with " +
    "would you your yours me my about any some tell please know want need get give us much many much also just " +
    "there's it's does is am if into than too very whats what's offer offers provide provides available anything " +
    "good suitable ideal up coming upcoming become use used uses using big large " +
    // Clients hire us and we hire people: "hire" alone says neither (lib/assistant/answer.ts tells them apart).
    "hire " +
    // Hindi and Marathi typed in Latin letters ("bootcamp ki fees kitni hai?"): the little words, and those whose
    // meaning the phrases below spell out.
    "hai hain ka ki ke ko kya aap aapka aapki aapke tumcha tumchi tumche aahe ahe aahet mala mujhe " +
    "kitne kitni kitna kiti din hafte mahine divas athavde kahan kaha kidhar kuthe milega milegi milel"
  ).split(" "),
);

/** Words of a text: lower case, letters and digits (₹ figures kept whole: "65,000" stays one token). */
export function tokenize(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFKC")
      .replace(/\be-mail/g, "email")
      // The pages write "start-ups"; visitors mostly "startups".
      .replace(/\bstart-up/g, "startup")
      // "24/7", "24x7", "24 x 7" and "(a)round the clock" are one word, in the pages and in questions.
      .replace(/\b24\s*[x×/]\s*7\b|\ba?round[- ]the[- ]clock\b/g, "24x7")
      .split(/[^\p{L}\p{N},.]+/u)
      .map((t) => t.replace(/^[,.]+|[,.]+$/g, ""))
      .filter(Boolean)
  );
}

/** The words that carry meaning. */
export function contentTerms(tokens: string[]): string[] {
  return tokens.filter((t) => t.length > 1 && !stopWords.has(t));
}

/** Words visitors use for what the pages call something else: a question is searched with both. */
const synonyms: Record<string, string> = {
  cost: "fee fees",
  costs: "fee fees",
  price: "fee fees cost priced licensed",
  pricing: "fee fees cost priced licensed",
  charges: "fee fees",
  charge: "fee fees",
  expensive: "fee fees",
  fees: "fee cost",
  fee: "fees cost",
  long: "duration weeks",
  duration: "weeks",
  weeks: "duration",
  months: "duration weeks",
  timings: "hours",
  timing: "hours",
  open: "hours",
  hours: "office",
  phone: "call",
  number: "call phone",
  email: "mail",
  address: "office",
  located: "office address",
  location: "office address",
  certificate: "certification certified",
  certified: "certificate",
  course: "training",
  courses: "training course",
  class: "course training",
  classes: "course training",
  bootcamp: "course",
  job: "careers",
  jobs: "careers",
  hiring: "careers",
  internship: "careers",
  // "Are there any job openings?": the careers page's "Roles we hire for".
  openings: "roles careers",
  opening: "roles careers",
  vacancies: "roles careers",
  vacancy: "roles careers",
  placement: "placements",
  placements: "placement",
  website: "web",
  app: "mobile",
  apps: "mobile",
  ml: "machine learning",
  ai: "artificial intelligence",
  security: "cybersecurity",
  cyber: "cybersecurity",
  nda: "non-disclosure confidentiality agreement",
  ndas: "nda non-disclosure confidentiality agreement",
  ceo: "managing director executive",
  md: "managing director",
  boss: "managing director executive",
  chatbot: "assistant whatsapp",
  reply: "answer respond",
  respond: "reply answer",
  accessible: "accessibility",
  assistance: "help",
  analyse: "analysis analyze",
  analyze: "analysis analyse",
  teach: "taught",
  teaches: "taught",
  teachers: "instructors trainers",
  teacher: "instructor trainer",
  faculty: "instructors trainers",
  trainers: "instructors",
  trainer: "instructor",
  instructors: "trainers",
  instructor: "trainer",
  tutors: "instructors trainers",
  kids: "children students school",
  children: "students school",
  sold: "sell",
  freshers: "graduates beginners students",
  fresher: "graduate beginner student",
  student: "learner",
  students: "learners",
  employees: "staff people team",
  employee: "staff people team",
  weekend: "saturday sunday weekends",
  weekends: "saturday sunday weekend",
  experts: "experienced practising engineers",
  expert: "experienced practising engineers",
  emi: "instalments",
  installment: "instalment instalments",
  installments: "instalments",
  night: "24x7",
  nights: "24x7",
  overnight: "24x7",
  discount: "group quote",
  discounts: "group quote",
  mvp: "prototype prototypes version",
  crypto: "cryptocurrency blockchain",
  cryptocurrency: "blockchain",
  nft: "blockchain",
  nfts: "blockchain",
  syllabus: "outline",
  curriculum: "outline",
  topics: "outline",
  modules: "outline",
  saturday: "weekend weekends",
  saturdays: "weekend weekends",
  sunday: "weekend weekends",
  sundays: "weekend weekends",
  // "Do you have experience with banks?" asks for our projects in that field: the case studies.
  experience: "projects case studies",
  laptop: "computer",
  laptops: "computer",
  // What a course asks of a learner is its "Prerequisites"; how it is taught, its "Format".
  eligibility: "prerequisites",
  eligible: "prerequisites",
  qualification: "prerequisites",
  qualifications: "prerequisites",
  coding: "programming",
  offline: "class classroom",
  // "A website for my shop": the pages sell online stores to retailers.
  shop: "store stores retail",
  shops: "stores store retail",
  // A course page's "How do I enrol?" (its button to the contact form).
  register: "enrol",
  admission: "enrol",
  admissions: "enrol",
  enroll: "enrol",
  enrolment: "enrol",
  enrollment: "enrol",
  // The portal has no password: a visitor who forgot one wants to sign in.
  forgot: "reset",
  forgotten: "reset",
  login: "sign",
};

/** Phrases whose meaning is in words the stop list drops. */
const phrases: [RegExp, string][] = [
  // Hindi and Marathi in Latin letters: "kitne din" (how many days), "kitni/kiti" (how much), "kahan/kuthe" (where).
  [/\b(kitne|kiti) (din|hafte|mahine|divas|athavde)\b/g, "how long duration"],
  [/\b(kitni|kitna|kitne|kiti)\b/g, "how much fee"],
  [/\b(kahan|kaha|kidhar|kuthe)\b/g, "where address office"],
  [/\bhow much\b/g, "how much fee"],
  [/\bhow long\b/g, "how long duration"],
  [/\bwhat time\b|\bwhen are you open\b/g, "hours"],
  // "What will I learn?" asks for the course outline; "Who is the bootcamp for?" for the page's "Who it is for".
  [/\bwhat (will|do|would|can|shall) (i|we|you|they|learners|students) (learn|study|be taught)\b/g, "$& outline"],
  [/\bwho (it is|is it|is this|is that|is the [\w\s&-]{1,40}?) for\b/g, "$& audience"],
  [/\bhow (quickly|fast|soon)\b/g, "how soon within hours"],
  // "Do you give a job after the course?" asks about placements, not for the careers page.
  [
    /\bjobs?\b(?=.{0,30}\b(after|from|at the end of|through)\b.{0,12}\b(course|bootcamp|programme|training|academy)\b)/g,
    "$& placement placements",
  ],
  // "Is my data safe with you?" asks how we keep it: the privacy notice.
  [
    /\b(my|our) (data|information|details)\b.{0,20}\b(safe|secure|protected)\b|\b(safe|secure)\b.{0,20}\b(my|our) (data|information|details)\b/g,
    "$& privacy protect",
  ],
  // "Do I need coding experience?" asks for the course's prerequisites.
  [
    /\b(do|will|would) (i|we|you|they|learners|students) need\b.{0,40}\b(experience|knowledge|background|skills?)\b/g,
    "$& prerequisites",
  ],
  // "How do I join the bootcamp?" and "How do I register for a course?": a course page's "How do I enrol?".
  [
    /\b(join|register|sign up|apply|get admission|take admission|book a (seat|place))\b(?=.{0,30}\b(courses?|bootcamps?|programmes?|batch(es)?|class(es)?|training|academy)\b)/g,
    "$& enrol",
  ],
  // "Is the course suitable for non-IT people?" asks whom it is for and what it asks of a learner.
  [/\b(suitable|right|meant|okay|ok) for\b/g, "$& audience prerequisites"],
  [/\bnon[- ]?(it|technical|tech|engineering|engineers?|programmers?|coders?|science)\b/g, "$& beginner prerequisites"],
  // "Can a 10th pass student join?" and "Can I join after 12th?" ask what a course asks of a learner.
  [/\b(10th|12th|tenth|twelfth|ssc|hsc)\b/g, "$& prerequisites level"],
  [/\bsmart contracts?\b/g, "$& blockchain"],
  // "How do I become a vendor?": the partnerships page says whom we work with and how.
  [/\b(become|be) (a|an|your) (vendor|supplier|partner|reseller)\b/g, "$& partner partners partnership"],
  // "Which cloud do you work with?" asks for the providers, which the pages name.
  [/\b(which|what) clouds?\b|\bcloud (platforms?|providers?|vendors?)\b/g, "$& aws azure google"],
  // "What industries do you work with?" asks whom we serve, not where the team works.
  [/\b(industries|industry|sectors?)( do| does| can)?( you| nexora)? work (with|in|for)\b/g, "$1 serve"],
  // "Do you work on weekends?" asks for our office hours, not for a course's weekend batches.
  [
    /\b(you|nexora|your (office|team|company))\s+(work|open|available|closed)\b.{0,15}\b(weekends?|saturdays?|sundays?|holidays?)\b/g,
    "$& hours",
  ],
  // "How do I track my project?" and "Can I check my invoice status?": a client's or a vendor's own work is in the
  // portal.
  [
    /\b(track|follow|see|check|view)\b.{0,25}\b(my|our) (projects?|requests?|tickets?|invoices?|orders?|purchase orders?|payments?)\b|\b(project|request|ticket|invoice|payment) (status|progress)\b|\b(projects?|progress)\b.{0,20}\bonline\b/g,
    "$& portal",
  ],
  // "Is our data used to train your AI?": the responsible-AI promise that a client's data trains no one else's models.
  [
    /\b(our|my|client|customer)'?s? data\b.{0,30}\btrain\w*|\btrain\w*\b.{0,30}\b(on|with) (our|my|client|customer)'?s? data\b/g,
    "$& data stays yours never train models",
  ],
  // "How do I log in?": the pages say "sign in".
  [/\blog(ging)?[ -]?(in|on)(to)?\b/g, "$& sign in"],
  // "What is your GST number?" and "What is your GSTIN?" ask for a registration detail, not a phone number.
  [/\b(gst|gstin|pan|cin)\s+(number|no)\b/g, "$1 registration"],
  [/\bgstin\b/g, "gst registration"],
  // "Who runs Nexora?" and "Who is your managing director?" ask for the leadership page's executive team.
  [
    /\bwho (runs|leads|heads|owns) (nexora|the company|your company)\b|\b(your|the|nexora'?s?) (owners?|chief executive|managing director)\b/g,
    "$& managing director executive",
  ],
  // "Who is the head of security?" asks for a role of the executive team ("Head of Security and Data Protection");
  // "Who leads the cloud team?" and "Who is the head of the AI practice?" for one of the practice leads, whose cards
  // name each line of work.
  [
    /\bwho (is|are) (the|your) (heads?|leaders?|directors?) of\b(?!.{0,30}\b(practices?|teams?)\b)/g,
    "$& executive leadership",
  ],
  [
    /\bwho (heads|leads) (the|your|nexora'?s)\b|\bwho (is|are) (the|your) (heads?|leaders?) of\b(?=.{0,30}\b(practices?|teams?)\b)/g,
    "$& leadership practice",
  ],
  // "Who teaches the courses?" asks who the instructors are: the training page's "Taught by practitioners", not a
  // programme's fee ("In-house runs"); asked of one course, that course's batch ("one instructor and one teaching
  // assistant"). "Are your trainers experienced?" asks what the instructors are: Nexora engineers and consultants.
  [
    /\bwho (teach(es)?|will teach|is teaching)\b|\bwho (takes?|conducts?|runs?|delivers?)\b(?=.{0,30}\b(courses?|class(es)?|bootcamps?|programmes?|workshops?|training|batch(es)?|lectures?|sessions?)\b)/g,
    "$& taught practitioners instructors",
  ],
  [
    /\b(the|your|our) (trainers?|instructors?|teachers?|faculty|tutors?|mentors?)\b/g,
    "$& taught practitioners instructors consultants",
  ],
  // "How many employees do you have?": the site gives no head count; the team page says who does the work, and where.
  [
    /\bhow many (employees|staff|engineers|people (work|are employed|do you (have|employ)))\b|\b(team|company) size\b/g,
    "$& team engineers designers",
  ],
  // "Is the robotics course online?" asks how it is taught: a course's "Duration, format and level", not its fee or
  // its kit, which mention online learners too.
  [
    /\b(class(es)?|courses?|bootcamps?|programmes?|workshops?|training|batch(es)?|lectures?)\b.{0,20}\b(online|offline|in[- ]person)\b|\b(online|offline|in[- ]person)\b.{0,20}\b(class(es)?|courses?|bootcamps?|programmes?|workshops?|training|batch(es)?|lectures?)\b/g,
    "$& live online format",
  ],
  // "Do you build ERP software?": the site builds none; it connects ERPs (the system integration page).
  [
    /\b(build|develop|make|create|write)\w*\b.{0,25}\berps?\b|\berps?\b.{0,12}\b(development|developers?)\b/g,
    "$& integration connect",
  ],
  // "Can you analyse customer reviews in Marathi?" asks for language work on what customers write: the NLP page's
  // "analysis of customer feedback", not the data course's "CV reviews".
  [
    /\b(customer|client|user|product)s?'? (reviews?|feedback|comments|complaints|messages)\b/g,
    "$& customer feedback language",
  ],
  // "Where is your office?" asks for the address, which the office hours would otherwise answer.
  [/\bwhere (is|are) (you|your|nexora)\b|\bwhere\b(?=.{0,40}\b(located|based|situated)\b)/g, "address"],
];

/** The question with what its phrases mean spelled out ("how much" → fee). */
export function withMeaning(text: string): string {
  let out = text.toLowerCase();
  for (const [pattern, meaning] of phrases) out = out.replace(pattern, meaning);
  return out;
}

/**
 * The other number of a word: "chatbots" → "chatbot", "industries" → "industry", "batches" → "batch", and "industry"
 * → "industries". A prefix search already finds "offices" for "office", but not the singular for a plural.
 */
export function otherForms(word: string): string[] {
  if (!/^\p{L}+$/u.test(word) || stopWords.has(word)) return [];
  const form = word.endsWith("ies")
    ? `${word.slice(0, -3)}y`
    : /(ss|x|z|ch|sh)es$/.test(word)
      ? word.slice(0, -2)
      : /[^sui]s$/.test(word)
        ? word.slice(0, -1)
        : /[^aeiou]y$/.test(word)
          ? `${word.slice(0, -1)}ies`
          : undefined;
  // Short forms ("own" of "owns") are words of their own too often.
  return form && form.length >= 4 ? [form] : [];
}

/** The query with the pages' words for the visitor's words (and for their other number) added. */
export function expandQuery(text: string): string {
  const tokens = tokenize(withMeaning(text));
  const extra = tokens.flatMap((t) =>
    [t, ...otherForms(t)].flatMap((f) => (synonyms[f] ? synonyms[f].split(" ").filter(Boolean) : [])),
  );
  return [...tokens, ...extra].join(" ");
}

/** Every word a search for `word` may look for: itself, its other number and its synonyms. */
export function searchedWords(word: string): string[] {
  return contentTerms([...tokenize(expandQuery(word)), ...tokenize(word).flatMap(otherForms)]);
}
