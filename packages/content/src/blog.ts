import type { BlogCategory } from './blog-categories.ts';
import type { IsoDate } from './content-types.ts';
import { filterBlogArticles } from './list-filters.ts';
import {
  bold,
  bullets,
  heading,
  paragraph,
  readingMinutes,
  steps,
  type RichText,
} from './rich-text.ts';

/**
 * The blog's six built-in articles (spec §3 "blog article"), one per blog category. Bodies are
 * structured rich text; `readTime` is computed from the body, so it cannot drift from the text.
 */
export { BLOG_CATEGORIES, type BlogCategory } from './blog-categories.ts';

export interface BlogArticle {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: RichText;
  author: string;
  date: IsoDate;
  /** Minutes. */
  readTime: number;
  category: BlogCategory;
  tags: readonly string[];
}

const AUTHOR = 'Canada Lawyer Directory Editorial Team';

function post(fields: Omit<BlogArticle, 'readTime' | 'author' | 'id'>): BlogArticle {
  return { ...fields, id: fields.slug, author: AUTHOR, readTime: readingMinutes(fields.content) };
}

const policeStop = post({
  slug: 'know-your-rights-police-stop',
  title: 'Stopped by the Police in Canada: Know Your Rights',
  excerpt:
    'What the Charter guarantees when police stop you on the street or at the wheel, what you must do, and what you may refuse.',
  category: 'Criminal Law',
  date: '2026-02-10',
  tags: ['Charter rights', 'Police', 'Detention', 'Right to counsel', 'Impaired driving'],
  content: [
    paragraph(
      'A police stop is stressful, and what you say and do in those minutes can matter later. The ',
      bold('Canadian Charter of Rights and Freedoms'),
      ' sets out rights that apply everywhere in Canada.',
    ),
    heading('Your core rights'),
    bullets(
      [bold('Section 8'), ': protection against unreasonable search or seizure.'],
      [bold('Section 9'), ': protection against arbitrary detention or imprisonment.'],
      [bold('Section 10(a)'), ': to be told promptly why you are detained or arrested.'],
      [
        bold('Section 10(b)'),
        ': to speak to a lawyer without delay, and to be told of that right.',
      ],
      [bold('Section 7'), ': includes the right to remain silent.'],
    ),
    heading('Stopped on the street'),
    paragraph(
      'Unless you are detained or arrested, you generally do not have to answer questions or show identification, and you may leave. If you are unsure, ask calmly: ',
      bold('"Am I being detained, or am I free to go?"'),
      ' If you are detained, the officer must tell you why and tell you about your right to a lawyer.',
    ),
    heading('Stopped while driving'),
    paragraph(
      'Driving is regulated, so the rules differ. Police may stop vehicles at random to check sobriety, licences, insurance and the vehicle’s condition. You must show your ',
      bold('driver’s licence, registration and proof of insurance'),
      ' when asked.',
    ),
    paragraph(
      'Since 18 December 2018, an officer with an approved screening device may demand a breath sample from any lawfully stopped driver, without suspecting that you have been drinking. Refusing without a reasonable excuse is a criminal offence with penalties similar to impaired driving.',
    ),
    heading('If you are arrested'),
    steps(
      'Do not resist, even if you think the arrest is wrong.',
      'Ask why you are being arrested.',
      'Say clearly that you want to speak to a lawyer. If you do not have one, ask for free duty counsel, available by phone at any hour.',
      'You may stay silent. Apart from identifying yourself when the law requires it, wait until you have spoken to a lawyer.',
    ),
    heading('Searches'),
    paragraph(
      'Police usually need a warrant to search you, your home or your phone. There are exceptions: a search incident to a lawful arrest, a search you consent to, and urgent situations. You do not have to consent to a search; if you do not, say so clearly and do not physically resist.',
    ),
    heading('If you think your rights were breached'),
    paragraph(
      'Write down what happened as soon as you can: times, badge numbers, witnesses. A criminal lawyer can ask the court to exclude evidence obtained in breach of the Charter, and you can complain to your province’s police oversight body.',
    ),
  ],
});

const divorce = post({
  slug: 'how-divorce-works-in-canada',
  title: 'How Divorce Works in Canada: A Step-by-Step Guide',
  excerpt:
    'The grounds for divorce, where to apply, how parenting and support are decided, and the deadlines that catch people out.',
  category: 'Family Law',
  date: '2026-03-17',
  tags: ['Divorce', 'Separation', 'Parenting time', 'Child support', 'Divorce Act'],
  content: [
    paragraph(
      'Divorce is governed by the federal ',
      bold('Divorce Act'),
      ', so the grounds are the same across Canada. Property division and the court process are provincial, so details vary by province.',
    ),
    heading('The grounds for divorce'),
    paragraph(
      'There is one ground: the breakdown of the marriage. You show it in one of three ways:',
    ),
    bullets(
      [bold('Separation'), ' for at least one year (by far the most common).'],
      [bold('Adultery'), ' by the other spouse.'],
      [bold('Physical or mental cruelty'), ' that makes living together intolerable.'],
    ),
    paragraph(
      'You can live under the same roof and still be separated, if you live separate lives. To apply in a province, one spouse must have lived there for at least one year.',
    ),
    heading('The steps'),
    steps(
      'Separate, and keep a record of the date.',
      'Exchange full financial disclosure.',
      'Try to agree on parenting, support and property, with lawyers, a mediator or collaborative practice. The Divorce Act asks spouses to try family dispute resolution where it is appropriate.',
      'File an application in your province’s superior court (jointly if you agree, or alone) and serve it if you file alone.',
      'If nothing is contested, a judge can grant the divorce on the papers. Contested issues go through case conferences and, if needed, a trial.',
      'The divorce takes effect 31 days after the judgment, unless there is an appeal. You cannot remarry before then.',
    ),
    heading('Children come first'),
    paragraph(
      'In every decision about children, the court considers only the ',
      bold('best interests of the child'),
      '. Since 1 March 2021 the Act speaks of "parenting time" and "decision-making responsibility" rather than custody and access. Child support follows the ',
      bold('Federal Child Support Guidelines'),
      ', and a judge will not grant a divorce until satisfied that reasonable arrangements for child support are in place.',
    ),
    heading('Deadlines for property'),
    paragraph(
      'Property claims are provincial and have limits. In Ontario, a claim to equalise net family property must generally be made within 2 years of the divorce or 6 years of separation, whichever is earlier. In British Columbia the limit is 2 years after the divorce order. Speak to a family lawyer before these run out.',
    ),
  ],
});

const personalInjury = post({
  slug: 'after-an-accident-personal-injury-claim',
  title: 'After an Accident: Steps to Protect a Personal Injury Claim',
  excerpt:
    'What to do in the days after an injury, the notice deadlines that can end a claim early, and how compensation works across provinces.',
  category: 'Personal Injury',
  date: '2026-04-21',
  tags: ['Personal injury', 'Car accidents', 'Limitation periods', 'Insurance', 'No-fault'],
  content: [
    paragraph(
      'What you do in the first days after an injury can decide whether you are compensated. Health first; then protect your claim.',
    ),
    heading('In the first days'),
    steps(
      'Get medical care and follow your treatment plan. Medical records are your best evidence.',
      'Report the accident as your province requires, to the police and to your insurer.',
      'Photograph the scene, your injuries and any damage. Keep names and numbers of witnesses.',
      'Keep every receipt, and a short daily note of pain, missed work and activities you cannot do.',
      'Do not give a recorded statement to the other side’s insurer, or post about the accident online, before speaking to a lawyer.',
    ),
    heading('Deadlines that end claims early'),
    paragraph(
      'Most claims must be started within ',
      bold('2 years'),
      ' in Ontario, British Columbia, Alberta and Saskatchewan, and within ',
      bold('3 years'),
      ' in Quebec. Some notices are due much sooner. In Ontario, for example:',
    ),
    bullets(
      'notify your car insurer within 7 days and apply for accident benefits within 30 days;',
      'for a fall on snow or ice on private property, give written notice within 60 days;',
      'for a fall caused by a poorly repaired municipal road or sidewalk, notify the municipality within 10 days.',
    ),
    heading('Car accidents and no-fault systems'),
    paragraph(
      'In several provinces you are compensated by insurance rather than by suing: ',
      bold('Quebec'),
      ' (SAAQ), ',
      bold('Manitoba'),
      ' (Manitoba Public Insurance), ',
      bold('British Columbia'),
      ' (ICBC’s Enhanced Care, since 1 May 2021) and, unless you chose tort coverage, ',
      bold('Saskatchewan'),
      '. Alberta’s care-first system applies to collisions from 1 January 2027.',
    ),
    heading('What compensation can cover'),
    bullets(
      'Pain and suffering, subject to a cap set by the Supreme Court of Canada and adjusted for inflation',
      'Past and future loss of income',
      'Cost of future care, therapy and home help',
      'Out-of-pocket expenses',
      'In some provinces, claims by close family members for their own losses',
    ),
    heading('Paying for a lawyer'),
    paragraph(
      'Most personal injury lawyers work on ',
      bold('contingency'),
      ': a percentage of what you recover, usually 25% to 40%, and nothing if you recover nothing. Ask how disbursements and any costs award are handled, and get the agreement in writing.',
    ),
  ],
});

const business = post({
  slug: 'starting-a-business-legal-checklist',
  title: 'Starting a Business in Canada: A Legal Checklist',
  excerpt:
    'Sole proprietorship or corporation, federal or provincial incorporation, tax registrations, agreements and privacy: the legal steps in order.',
  category: 'Corporate Law',
  date: '2026-05-26',
  tags: ['Incorporation', 'Small business', 'Shareholder agreements', 'GST/HST', 'Privacy'],
  content: [
    heading('1. Choose a structure'),
    bullets(
      [
        bold('Sole proprietorship'),
        ': simple and cheap, but you are personally liable for the business’s debts.',
      ],
      [
        bold('Partnership'),
        ': two or more owners; in a general partnership each partner can be liable for the firm’s debts.',
      ],
      [
        bold('Corporation'),
        ': a separate legal person. Shareholders’ liability is generally limited to what they invested, but directors have personal duties, for example for unpaid wages and some taxes.',
      ],
    ),
    heading('2. Incorporate federally or provincially'),
    paragraph(
      'A federal corporation under the ',
      bold('Canada Business Corporations Act'),
      ' has its name protected across Canada, but must still register in each province where it carries on business. A provincial corporation is often simpler if you will operate in one province. Federal corporations must keep a register of individuals with significant control and file it with Corporations Canada.',
    ),
    heading('3. Register with the tax authorities'),
    bullets(
      'Get a business number from the Canada Revenue Agency.',
      'Register for GST/HST once your taxable revenue passes $30,000 in a calendar quarter or over four consecutive quarters (you may register earlier).',
      'Open a payroll account before paying employees.',
      'In Quebec, Revenu Québec administers the QST and GST.',
    ),
    heading('4. Put agreements in writing'),
    paragraph(
      'A ',
      bold('shareholder agreement'),
      ' settles what happens if an owner leaves, dies or disagrees: buy-sell terms, valuation, deadlock and who decides what. Written contracts with customers, suppliers and employees prevent most disputes.',
    ),
    heading('5. Protect your name and ideas'),
    paragraph(
      'Registering a business name is not a trademark. To protect a brand across Canada, apply for a trademark with the Canadian Intellectual Property Office.',
    ),
    heading('6. Respect privacy and language laws'),
    paragraph(
      'Businesses that collect personal information are covered by ',
      bold('PIPEDA'),
      ' federally, or by the private-sector privacy laws of Quebec (strengthened by Law 25), Alberta and British Columbia. In Quebec, the Charter of the French Language also governs signs, packaging and contracts.',
    ),
    heading('7. Check licences and permits'),
    paragraph(
      'Many activities need a municipal or provincial licence. Ask your city and province before you open.',
    ),
  ],
});

const firstHome = post({
  slug: 'buying-your-first-home-legal-guide',
  title: 'Buying Your First Home: What Your Lawyer Does and What It Costs',
  excerpt:
    'From the offer to the keys: conditions, title, land transfer tax, first-time buyer programmes and the role of your lawyer or notary.',
  category: 'Real Estate Law',
  date: '2026-06-30',
  tags: ['First-time buyers', 'Land transfer tax', 'FHSA', 'Closing costs', 'Title insurance'],
  content: [
    heading('Before you make an offer'),
    bullets(
      'Get a mortgage pre-approval. With a down payment under 20%, mortgage default insurance is required.',
      [
        bold('First Home Savings Account (FHSA)'),
        ': contribute up to $8,000 a year and $40,000 in total; contributions are deductible and a qualifying withdrawal is tax-free.',
      ],
      [
        bold('Home Buyers’ Plan'),
        ': withdraw up to $60,000 from your RRSP for a first home and repay it over time.',
      ],
      'Budget for closing costs: legal fees, land transfer tax, title insurance and adjustments.',
    ),
    heading('The offer'),
    paragraph(
      'Make the offer conditional on ',
      bold('financing'),
      ' and a ',
      bold('home inspection'),
      ', and for a condominium on reviewing its status certificate and financial documents. Once conditions are waived, the deal is firm.',
    ),
    paragraph(
      'There is usually no cooling-off period. In British Columbia, buyers of most residential property may rescind within 3 business days for a fee of 0.25% of the price. In Ontario, buyers of a new condominium unit from a builder have 10 days.',
    ),
    heading('What your lawyer does'),
    steps(
      'Searches the title for liens, mortgages, easements and unpaid taxes.',
      'Reviews the agreement, the survey or title insurance, and the lender’s instructions.',
      'Prepares the transfer and mortgage documents and explains them to you.',
      'Receives the mortgage funds and your balance in trust.',
      'Pays the seller, registers the transfer, and gets you the keys.',
    ),
    paragraph(
      'In ',
      bold('Quebec'),
      ', a notary usually does this work. The sale itself need not be a notarial act, but a hypothec (mortgage) on a home must be: Civil Code of Québec, art. 2693, so a buyer who borrows signs the hypothec before a notary.',
    ),
    heading('Land transfer tax'),
    bullets(
      'Ontario charges land transfer tax, and Toronto adds its own; first-time buyers can get a provincial refund of up to $4,000.',
      'British Columbia charges property transfer tax, with an exemption for some first-time buyers.',
      'Alberta has no land transfer tax, only registration fees.',
      'Quebec municipalities charge a transfer duty, often called the "welcome tax".',
    ),
    heading('Title insurance and adjustments'),
    paragraph(
      'Many lenders require ',
      bold('title insurance'),
      ', a one-time premium that protects against problems with the title, such as fraud, unpaid work orders or errors in the survey. On closing, your lawyer also calculates ',
      bold('adjustments'),
      ': if the seller prepaid property taxes or utilities for a period after the closing date, you reimburse that share.',
    ),
    heading('After closing'),
    paragraph(
      'Keep your final reporting letter, the registered transfer and your mortgage documents in a safe place. Tell your insurer, update your address, and diarise the mortgage renewal date. If you bought with a partner, ask your lawyer how you hold title (joint tenants or tenants in common), because it decides what happens to your share if one of you dies.',
    ),
  ],
});

const employeeRights = post({
  slug: 'employee-rights-in-canada',
  title: 'Your Rights at Work in Canada',
  excerpt:
    'Minimum standards, dismissal and severance, harassment, human rights and the deadlines to act, explained for employees.',
  category: 'Employment Law',
  date: '2026-09-15',
  tags: ['Wrongful dismissal', 'Severance', 'Harassment', 'Human rights', 'Employment standards'],
  content: [
    heading('Which law applies to you'),
    paragraph(
      'Most workers are covered by their province’s employment standards law. Workers in federally regulated industries, such as banks, airlines, railways and telecommunications, are covered by the ',
      bold('Canada Labour Code'),
      '. These minimum standards cannot be waived, even in a signed contract.',
    ),
    heading('Dismissal and severance'),
    paragraph(
      'Unless there is just cause, which is hard for an employer to prove, an employer must give ',
      bold('notice or pay in lieu of notice'),
      '. There are two layers:',
    ),
    bullets(
      [
        bold('Statutory minimums'),
        ': in Ontario, up to 8 weeks of notice, plus severance pay of a week per year of service (up to 26 weeks) for employees with 5 or more years at a larger employer.',
      ],
      [
        bold('Common-law reasonable notice'),
        ': often much more, depending on age, length of service, position and how hard it is to find similar work, unless a valid contract clause limits it.',
      ],
    ),
    paragraph(
      'A major unilateral change to your job, such as a large pay cut, can be a ',
      bold('constructive dismissal'),
      '. Before signing a release or accepting a severance offer, have it reviewed.',
    ),
    heading('Harassment and discrimination'),
    paragraph(
      'Employers must have policies to prevent workplace harassment and violence, and must investigate complaints. Human rights laws forbid discrimination on grounds such as disability, sex, race, religion and age, and require employers to ',
      bold('accommodate to the point of undue hardship'),
      '.',
    ),
    heading('Health and safety'),
    paragraph(
      'Workers may refuse work they reasonably believe is dangerous, and must not be punished for doing so. Some occupations, such as police officers and firefighters, have limits on this right.',
    ),
    heading('Non-competition clauses'),
    paragraph(
      'In Ontario, non-competition agreements made on or after 25 October 2021 are prohibited, with exceptions for some executives and the sale of a business. Elsewhere, courts enforce them only if they are reasonable.',
    ),
    heading('Deadlines'),
    bullets(
      'Wrongful dismissal lawsuit: generally 2 years.',
      'Human rights application: 1 year in Ontario and British Columbia.',
      'Federal unjust dismissal complaint: 90 days (after 12 months of service).',
      'Employment standards complaint in British Columbia: 6 months after your last day.',
    ),
  ],
});

/** Newest first. */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  employeeRights,
  firstHome,
  business,
  personalInjury,
  divorce,
  policeStop,
];

export function findBlogArticle(slug: string): BlogArticle | undefined {
  return BLOG_ARTICLES.find((a) => a.slug === slug);
}

/** Articles matching the blog's filters (list-filters.ts). */
export function filterBlog(filters: {
  query: string;
  category: BlogCategory | 'All';
}): BlogArticle[] {
  return filterBlogArticles(BLOG_ARTICLES, filters);
}
