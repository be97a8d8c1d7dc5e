/**
 * The "process" and "questions" tabs of How to choose a lawyer, also the legal guide's six-step
 * guide (spec §2).
 */
export interface ChoosingStep {
  step: number;
  title: string;
  description: string;
  tips: readonly string[];
}

export interface QuestionCategory {
  slug: string;
  category: string;
  questions: readonly string[];
}

export const CHOOSING_STEPS: readonly ChoosingStep[] = [
  {
    step: 1,
    title: 'Identify your legal issue',
    description:
      'Write down what happened, when, who is involved and what outcome you want. This tells you which practice area you need and whether a deadline is running.',
    tips: [
      'Note every date: limitation periods can be as short as a few days for some notices',
      'Gather contracts, letters, emails and photos in date order',
    ],
  },
  {
    step: 2,
    title: 'Find lawyers who practise in that area',
    description:
      'Search the directory by practice area, province and city, and ask your law society’s referral service or people you trust for names.',
    tips: [
      'Choose a lawyer licensed in the province whose law applies',
      'Consider language: you are entitled to use English or French in many courts',
    ],
  },
  {
    step: 3,
    title: 'Check their credentials',
    description:
      'Confirm each lawyer’s licence and discipline history in the law society’s public directory.',
    tips: [
      'On this site, "Verified" means an administrator checked the licence with the law society',
      'Look for experience with cases like yours, not only years in practice',
    ],
  },
  {
    step: 4,
    title: 'Prepare for the first consultation',
    description:
      'Many lawyers offer a short first meeting at low or no cost. Bring your documents, a timeline and your questions.',
    tips: ['Ask in advance whether the consultation is free', 'Bring identification'],
  },
  {
    step: 5,
    title: 'Ask questions and discuss fees',
    description:
      'Ask how they would handle your matter, what it may cost, and who will do the work.',
    tips: [
      'Ask for an estimate of total cost, not only the hourly rate',
      'Ask how often they will update you',
    ],
  },
  {
    step: 6,
    title: 'Decide and sign a written agreement',
    description:
      'Compare what you heard, then hire the lawyer you trust and understand. Get the scope and fees in a written retainer agreement.',
    tips: [
      'Read the agreement before signing and ask about anything unclear',
      'Keep copies of everything you sign and pay',
    ],
  },
];

export const QUESTION_CATEGORIES: readonly QuestionCategory[] = [
  {
    slug: 'experience',
    category: 'Experience',
    questions: [
      'How many cases like mine have you handled in the last few years?',
      'Do you regularly appear before the court or tribunal that will hear my case?',
      'Who else at your firm will work on my file?',
    ],
  },
  {
    slug: 'strategy',
    category: 'Strategy and outcomes',
    questions: [
      'What are the strengths and weaknesses of my case?',
      'What outcomes are realistic, and how long might it take?',
      'Could negotiation, mediation or arbitration resolve this?',
    ],
  },
  {
    slug: 'fees',
    category: 'Fees and costs',
    questions: [
      'How do you bill: hourly, flat fee, contingency or retainer?',
      'What is your estimate of the total cost, including disbursements?',
      'If I lose, could I have to pay the other side’s costs?',
    ],
  },
  {
    slug: 'communication',
    category: 'Communication',
    questions: [
      'How and how often will you update me?',
      'How quickly do you usually reply to calls and emails?',
      'Can we meet by video or phone?',
    ],
  },
];
