/** The home page (`/`): its hero, sections and search card. Registered by the home route only. */
export const homeEn = {
  metaTitle: 'Find a Lawyer in Canada | Canada Lawyer Directory',
  metaDescription:
    'Search lawyers in every Canadian province and territory by practice area and city. Free for clients, with plain-language guides to your legal rights.',
  metaKeywords:
    'lawyer Canada, find a lawyer, family lawyer, criminal lawyer, real estate lawyer, legal aid, Canadian law',
  hero: {
    eyebrow: 'Free to search · Lawyers listed by practice area and place',
    title: 'Find the right lawyer in Canada',
    subtitle:
      'Compare lawyers by practice area, city and experience, and learn how the Canadian legal system works before you make the call.',
    primaryCta: 'Find a Lawyer',
    secondaryCta: 'Understand your rights',
    statsLabel: 'The directory today',
    statLawyers: 'Lawyers',
    statCities: 'Cities',
    statPracticeAreas: 'Practice areas',
    statProvinces: 'Provinces and territories',
  },
  legalSystem: {
    title: 'How the Canadian legal system works',
    intro:
      'Canada shares law-making between Parliament and the provinces. Knowing which level governs your issue tells you which rules and courts apply.',
    federal: {
      title: 'Federal laws',
      body: 'Parliament makes the Criminal Code, immigration, divorce, bankruptcy, and intellectual property law. They apply the same way in every province and territory.',
    },
    provincial: {
      title: 'Provincial laws',
      body: 'Provinces and territories govern property, contracts, family property and support, employment standards, and most civil disputes, so the rules change with where you live.',
    },
    courts: {
      title: 'The court system',
      body: 'Provincial courts hear most criminal and family matters, superior courts hear serious and civil cases, and courts of appeal review decisions. The Supreme Court of Canada is the final court.',
    },
  },
  charter: {
    title: 'Your Charter rights',
    intro:
      'The Canadian Charter of Rights and Freedoms protects everyone in Canada from unjustified government action.',
    freedoms: {
      title: 'Fundamental freedoms',
      body: 'Freedom of conscience and religion; of thought, belief, opinion and expression, including the press; of peaceful assembly; and of association.',
    },
    legal: {
      title: 'Legal rights',
      body: 'The right to life, liberty and security of the person; protection against unreasonable search and arbitrary detention; and, on arrest, the right to be told why and to speak to a lawyer without delay.',
    },
  },
  situations: {
    title: 'Common legal situations',
    intro: 'Most people need a lawyer for one of a handful of life events.',
    family: {
      title: 'Family law',
      body: 'Separation, divorce, parenting time, child and spousal support, and dividing property.',
    },
    criminal: {
      title: 'Criminal law',
      body: 'Charges, bail hearings, impaired driving and youth matters: speak to a lawyer before you speak to police.',
    },
    injury: {
      title: 'Personal injury',
      body: 'Car accidents, slips and falls, and medical negligence, often handled on a contingency fee.',
    },
    realEstate: {
      title: 'Real estate',
      body: 'Buying or selling a home, mortgages, title insurance, and landlord and tenant disputes.',
    },
  },
  searchCard: {
    title: 'Search the directory',
    intro: 'Every filter is optional. Leave them empty to see every lawyer.',
  },
  resources: {
    title: 'Legal resources',
    intro: 'Free guides to help you prepare before you hire.',
    howToChoose: {
      title: 'How to choose a lawyer',
      body: 'A six-step process, the questions to ask, fee structures and red flags.',
    },
    provincialGuide: {
      title: 'Provincial legal guide',
      body: 'Courts, law societies and legal aid in your province or territory.',
    },
    legalNews: {
      title: 'Legal news',
      body: 'Recent decisions and new legislation that may affect you.',
    },
    readMore: 'Read the guide',
  },
} as const;

export default homeEn;
