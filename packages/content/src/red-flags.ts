/**
 * The "red flags" tab of How to choose a lawyer (spec §3 "red flag"): warning signs, each rated
 * High Risk or Medium Risk, and the good signs to look for instead.
 */
export type RiskLevel = 'High Risk' | 'Medium Risk';

export interface RedFlag {
  flag: string;
  description: string;
  severity: RiskLevel;
}

export const RED_FLAGS: readonly RedFlag[] = [
  {
    flag: 'Guarantees a result',
    description:
      'No honest lawyer can promise you will win or name the amount you will get. Courts and opposing parties are unpredictable.',
    severity: 'High Risk',
  },
  {
    flag: 'No licence you can confirm',
    description:
      'Every lawyer must be licensed by the law society of the province or territory where they practise. If the public directory does not list them as entitled to practise, walk away.',
    severity: 'High Risk',
  },
  {
    flag: 'Wants cash with no receipt, or payment into a personal account',
    description:
      'Money paid in advance belongs in the lawyer’s trust account, and you should get a receipt and itemised bills.',
    severity: 'High Risk',
  },
  {
    flag: 'Acts for the other side',
    description:
      'A lawyer who has represented the person you are in a dispute with may have a conflict of interest and should tell you so.',
    severity: 'High Risk',
  },
  {
    flag: 'Suggests hiding facts or misleading the court',
    description:
      'Lawyers must not help clients deceive a court or the other side. Advice like this can make your case, and you, worse off.',
    severity: 'High Risk',
  },
  {
    flag: 'Pressures you to decide immediately',
    description:
      'Apart from genuine deadlines, you should have time to compare lawyers and read the fee agreement.',
    severity: 'Medium Risk',
  },
  {
    flag: 'Will not put fees in writing',
    description:
      'Vague answers about cost, or no written retainer agreement, lead to billing disputes later.',
    severity: 'Medium Risk',
  },
  {
    flag: 'Does not return calls or explain',
    description:
      'If the lawyer is hard to reach or cannot explain your options in plain language before you hire them, it rarely improves afterwards.',
    severity: 'Medium Risk',
  },
];

export const GOOD_SIGNS: readonly string[] = [
  'Their licence is easy to confirm with the law society',
  'They explain your options, risks and likely costs in plain language',
  'They give you a written fee agreement before starting',
  'They are honest about the weaknesses of your case',
  'They return calls and emails promptly',
  'They mention alternatives such as negotiation or mediation where they fit',
  'They tell you if the matter is outside their experience and refer you on',
];
