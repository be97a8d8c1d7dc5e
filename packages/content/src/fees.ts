import type { FeeStructure } from './fee-structures.ts';

/**
 * The "fees" tab of How to choose a lawyer (spec §3 "fee structure"): the four ways lawyers bill,
 * with the spec's typical figures (§9). Fees vary widely by province, city, experience and matter,
 * so `typical` is a range to expect, never a quote.
 */
export interface FeeGuide {
  structure: FeeStructure;
  type: 'hourly' | 'flat' | 'contingency' | 'retainer';
  title: string;
  description: string;
  typical: string;
  pros: readonly string[];
  cons: readonly string[];
  bestFor: readonly string[];
}

export const FEE_DISCLAIMER =
  'Typical ranges only. Ask for a written estimate and a written fee agreement before work begins; law society rules require lawyers to disclose their fees in a timely way.';

export const FEE_GUIDES: readonly FeeGuide[] = [
  {
    structure: 'Hourly',
    type: 'hourly',
    title: 'Hourly rate',
    description:
      'You pay for the time the lawyer (and their staff) spend on your matter, usually billed in tenths of an hour, plus disbursements such as filing fees.',
    typical: '$200 – $800+ per hour',
    pros: ['You pay only for work actually done', 'Flexible when the scope is unclear'],
    cons: ['Total cost is hard to predict', 'Long or contested matters become expensive'],
    bestFor: ['Litigation', 'Complex negotiations', 'Ongoing business advice'],
  },
  {
    structure: 'Flat fee',
    type: 'flat',
    title: 'Flat fee',
    description:
      'One agreed price for a defined task. Check exactly what is included and what would cost extra.',
    typical: '$500 – $5,000+ per matter',
    pros: ['Cost known in advance', 'No surprise bills for the defined work'],
    cons: [
      'Work outside the agreed scope costs extra',
      'You may pay the same even if the task proves simple',
    ],
    bestFor: [
      'Wills and powers of attorney',
      'Residential real estate closings',
      'Incorporations',
      'Uncontested divorces',
    ],
  },
  {
    structure: 'Contingency',
    type: 'contingency',
    title: 'Contingency fee',
    description:
      'The lawyer is paid a percentage of what you recover, and usually nothing if you recover nothing. The agreement must be in writing, and provinces regulate these fees; they are generally not allowed in criminal matters, and in Ontario not in family law matters.',
    typical: '25% – 40% of the amount recovered',
    pros: ['No fees up front', 'The lawyer shares the risk of losing'],
    cons: [
      'Can cost more than hourly billing on a strong case',
      'Disbursements may still be charged',
    ],
    bestFor: ['Personal injury', 'Wrongful dismissal', 'Some class actions'],
  },
  {
    structure: 'Retainer',
    type: 'retainer',
    title: 'Retainer deposit',
    description:
      'An advance payment held in the lawyer’s trust account and drawn on as bills are issued. Unused money is returned to you.',
    typical: '$2,000 – $10,000+ deposit',
    pros: ['Secures the lawyer’s services', 'Your money stays in trust until earned'],
    cons: ['A large sum up front', 'You may be asked to top it up'],
    bestFor: ['Family law', 'Criminal defence', 'Litigation'],
  },
];
