import { filterFaqEntries } from './list-filters.ts';
import { bold, bullets, paragraph, type RichText } from './rich-text.ts';
import { SELF_REPORTED_MEANING, VERIFIED_MEANING } from './verification.ts';

/**
 * The FAQ page (spec §3 "FAQ entry"). Answers are structured rich text. The spec's "Was this
 * helpful" flag is left out: it had no action, and DESIGN §5.7 shows only controls that work.
 */
export const FAQ_CATEGORIES = [
  { id: 'general', label: 'General' },
  { id: 'finding', label: 'Finding a lawyer' },
  { id: 'fees', label: 'Fees and costs' },
  { id: 'process', label: 'The legal process' },
  { id: 'directory', label: 'Using the directory' },
] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number]['id'];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answer: RichText;
}

export const FAQ: readonly FaqEntry[] = [
  {
    id: 'is-this-legal-advice',
    category: 'general',
    question: 'Is the information on this site legal advice?',
    answer: [
      paragraph(
        'No. Our guides, articles and answers are ',
        bold('general educational information'),
        ', not legal advice. The law depends on your province and your facts; for advice about your situation, speak to a lawyer licensed where you live.',
      ),
    ],
  },
  {
    id: 'is-it-free',
    category: 'general',
    question: 'Does it cost anything to search for or contact a lawyer?',
    answer: [
      paragraph(
        'Searching the directory and sending a message to a lawyer are ',
        bold('free'),
        '. If you hire a lawyer, you agree on fees directly with them.',
      ),
    ],
  },
  {
    id: 'where-do-you-cover',
    category: 'general',
    question: 'Which parts of Canada do you cover?',
    answer: [
      paragraph(
        'All ',
        bold('13 provinces and territories'),
        '. Our provincial guide explains the courts, law societies and legal aid in each of them.',
      ),
    ],
  },
  {
    id: 'check-licence',
    category: 'finding',
    question: 'How can I check that a lawyer is licensed?',
    answer: [
      paragraph(
        'Every lawyer must be licensed by the law society of the province or territory where they practise. Each law society has a ',
        bold('public directory'),
        ' showing whether a lawyer may practise and any discipline history.',
      ),
      paragraph(VERIFIED_MEANING),
    ],
  },
  {
    id: 'lawyer-paralegal-notary',
    category: 'finding',
    question: 'What is the difference between a lawyer, a paralegal and a notary?',
    answer: [
      bullets(
        [bold('Lawyers'), ' may give legal advice and represent you in any court.'],
        [
          bold('Licensed paralegals'),
          ' (in Ontario) may represent you in limited matters, such as Small Claims Court and many tribunals.',
        ],
        [
          bold('Notaries'),
          ' in Quebec are legal professionals who handle real estate transfers, marriage contracts and notarial wills; notaries public in British Columbia may also prepare wills and handle real estate transfers.',
        ],
      ),
    ],
  },
  {
    id: 'cannot-afford',
    category: 'finding',
    question: 'What if I cannot afford a lawyer?',
    answer: [
      paragraph('You may still have options:'),
      bullets(
        [bold('Legal aid'), ' in your province or territory, for people with low income.'],
        [bold('Community legal clinics'), ' and student legal clinics at law schools.'],
        [bold('Pro bono programmes'), ' where volunteer lawyers give free advice.'],
        [
          bold('Law society referral services'),
          ', such as the Law Society Referral Service in Ontario, which offers a free first consultation of up to 30 minutes.',
        ],
      ),
    ],
  },
  {
    id: 'how-lawyers-charge',
    category: 'fees',
    question: 'How do lawyers charge for their work?',
    answer: [
      paragraph('Most lawyers use one or more of four structures:'),
      bullets(
        [bold('Hourly'), ' — typically $200 to $800+ an hour.'],
        [bold('Flat fee'), ' — typically $500 to $5,000+ for a defined task.'],
        [bold('Contingency'), ' — typically 25% to 40% of what you recover.'],
        [bold('Retainer'), ' — a deposit, often $2,000 to $10,000+, held in trust.'],
      ),
      paragraph('Always ask for the fee agreement in writing.'),
    ],
  },
  {
    id: 'dispute-a-bill',
    category: 'fees',
    question: 'What can I do if I think my lawyer’s bill is too high?',
    answer: [
      paragraph(
        'Talk to your lawyer first. If that fails, every province has a way to have a lawyer’s account ',
        bold('reviewed by a court officer'),
        ' (called an assessment, taxation or review), and some law societies offer fee mediation. Act quickly: these processes have deadlines.',
      ),
    ],
  },
  {
    id: 'contingency-allowed',
    category: 'fees',
    question: 'Are "no win, no fee" agreements allowed?',
    answer: [
      paragraph(
        'Yes, contingency fees are allowed in most civil matters, such as personal injury, but must be in ',
        bold('writing'),
        ' and are regulated by each province. They are generally not allowed in criminal cases, and in Ontario not in family law cases.',
      ),
    ],
  },
  {
    id: 'first-meeting',
    category: 'process',
    question: 'What should I bring to my first meeting with a lawyer?',
    answer: [
      bullets(
        'Photo identification',
        'A short written timeline of what happened',
        'Every related document: contracts, letters, emails, court papers',
        'Names and contact details of the other people involved',
        'Your questions, written down',
      ),
    ],
  },
  {
    id: 'confidentiality',
    category: 'process',
    question: 'Is what I tell a lawyer confidential?',
    answer: [
      paragraph(
        'Yes. Communications with a lawyer for the purpose of legal advice are protected by ',
        bold('solicitor-client privilege'),
        ', one of the strongest protections in Canadian law, with very narrow exceptions. Messages you send through this site are stored by us, so share sensitive details with the lawyer directly.',
      ),
    ],
  },
  {
    id: 'time-limits',
    category: 'process',
    question: 'How long do I have to start a lawsuit?',
    answer: [
      paragraph(
        'It depends on the province and the claim. In Ontario, British Columbia, Alberta and Saskatchewan, most civil claims must be started within ',
        bold('2 years'),
        ' of when you discovered them; in Quebec most claims prescribe after ',
        bold('3 years'),
        '. Some claims need written notice much sooner, so speak to a lawyer early.',
      ),
    ],
  },
  {
    id: 'verified-badge',
    category: 'directory',
    question: 'What does the "Verified" badge mean?',
    answer: [paragraph(VERIFIED_MEANING), paragraph(SELF_REPORTED_MEANING)],
  },
  {
    id: 'ranking',
    category: 'directory',
    question: 'Do you recommend or rank lawyers?',
    answer: [
      paragraph(
        'No. Results are ordered by how well they match your search and the sort you choose. A listing is ',
        bold('not an endorsement'),
        '; use the steps in our guide to choose a lawyer.',
      ),
    ],
  },
  {
    id: 'join-directory',
    category: 'directory',
    question: 'I am a lawyer. How do I get listed?',
    answer: [
      paragraph(
        'Create an account in the ',
        bold('Lawyer Portal'),
        ', then complete your profile from your dashboard. Your profile shows as "self-reported" until an administrator verifies your licence with your law society.',
      ),
    ],
  },
  {
    id: 'report-profile',
    category: 'directory',
    question: 'How do I report a wrong or suspicious profile?',
    answer: [
      paragraph(
        'Use the form on the ',
        bold('contact page'),
        ' or its e-mail address. We review every report and may hide a profile while we check it.',
      ),
    ],
  },
];

/** The entries in `category` whose question or answer contains `query` (list-filters.ts). */
export function filterFaq(filters: { query: string; category: FaqCategory }): FaqEntry[] {
  return filterFaqEntries(FAQ, filters);
}
