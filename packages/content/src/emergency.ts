import { CONTENT_REVIEWED, type Sourced } from './content-types.ts';

/**
 * Emergency help for the legal resources page (spec §3 "emergency service" and the spec's fixed
 * emergency situations). 911 comes first everywhere: no legal step matters more than safety.
 */
export interface EmergencyService extends Sourced {
  service: string;
  phone: string;
  description: string;
  note: string;
  website: string;
}

export interface EmergencySituation extends Sourced {
  slug: string;
  kind: 'criminal' | 'civil';
  title: string;
  summary: string;
  /** What to do, in order, after calling 911 when anyone is in danger. */
  steps: readonly string[];
}

export const CALL_911_FIRST =
  'If anyone is in immediate danger, or a crime is happening now, call 911 first.';

/** A line is sourced by the page that states its number, not by the service's home page. */
function service(fields: Omit<EmergencyService, 'asOf'>): EmergencyService {
  return { ...fields, asOf: CONTENT_REVIEWED };
}

export const EMERGENCY_SERVICES: readonly EmergencyService[] = [
  service({
    service: 'Emergency services (police, fire, ambulance)',
    phone: '911',
    description:
      'For any emergency where someone’s life, safety or property is in danger right now.',
    note: 'Call first, before a lawyer or anyone else. Free from any phone, anywhere in Canada.',
    website: 'https://www.getprepared.gc.ca',
    // The CRTC's page on 9-1-1 service across Canada.
    source: 'https://crtc.gc.ca/eng/phone/911/can.htm',
  }),
  service({
    service: '9-8-8 Suicide Crisis Helpline',
    phone: '988',
    description: 'Call or text 9-8-8 to reach a trained crisis responder, 24 hours a day.',
    note: 'Available across Canada in English and French.',
    website: 'https://988.ca',
    // CRTC 2022-234: 9-8-8 is the three-digit code for suicide prevention, by call and by text.
    source: 'https://crtc.gc.ca/eng/archive/2022/2022-234.htm',
  }),
  service({
    service: 'Kids Help Phone',
    phone: '1-800-668-6868',
    description: 'Free, confidential support for young people, by phone or by texting 686868.',
    note: 'Open 24 hours a day.',
    website: 'https://kidshelpphone.ca',
    // Government of Canada release (14 November 2024): call 1-800-668-6868 or text 686868.
    source:
      'https://www.newswire.ca/news-releases/government-of-canada-announces-7-5m-to-kids-help-phone-820457193.html',
  }),
  service({
    service: 'Canadian Human Trafficking Hotline',
    phone: '1-833-900-1010',
    description: 'Confidential help for victims and survivors, and a place to report tips.',
    note: 'Open 24 hours a day, in more than 200 languages.',
    website: 'https://www.canadianhumantraffickinghotline.ca',
    // Public Safety Canada: call the hotline at 1-833-900-1010.
    source: 'https://www.canada.ca/en/public-safety-canada/campaigns/human-trafficking/sts.html',
  }),
  service({
    service: '211',
    phone: '211',
    description: 'Referrals to shelters, legal clinics, food banks and other community services.',
    note: 'Not for emergencies: call 911 if anyone is in danger.',
    website: 'https://211.ca',
    // CRTC 2014-618: 211 is the N11 code for community information and referral services.
    source: 'https://crtc.gc.ca/eng/archive/2014/2014-618.htm',
  }),
];

const CHARTER = 'https://laws-lois.justice.gc.ca/eng/const/page-12.html';

function situation(fields: Omit<EmergencySituation, 'asOf'>): EmergencySituation {
  return { ...fields, asOf: CONTENT_REVIEWED };
}

export const EMERGENCY_SITUATIONS: readonly EmergencySituation[] = [
  situation({
    slug: 'arrest-or-detention',
    kind: 'criminal',
    title: 'Arrest or detention',
    summary:
      'On arrest or detention you have the right to be told why, to speak to a lawyer without delay, and to remain silent.',
    steps: [
      'Stay calm and do not resist, even if you believe the arrest is wrong.',
      'Ask why you are being detained or arrested.',
      'Say that you want to speak to a lawyer. If you do not have one, ask for free duty counsel.',
      'Apart from identifying yourself where the law requires it, you may decline to answer questions until you have spoken to a lawyer.',
    ],
    source: CHARTER,
  }),
  situation({
    slug: 'search-warrants',
    kind: 'criminal',
    title: 'Search warrants',
    summary:
      'The Charter protects you against unreasonable search. Police generally need a warrant to search your home.',
    steps: [
      'Ask to see the warrant and read what places and things it covers.',
      'Do not physically obstruct the search; challenge it later through a lawyer.',
      'Police may search without a warrant in some situations, such as during an arrest. Otherwise you do not have to agree to a search: say clearly that you do not consent.',
      'Write down what was searched and taken, and call a lawyer as soon as you can.',
    ],
    source: CHARTER,
  }),
  situation({
    slug: 'immigration-detention',
    kind: 'criminal',
    title: 'Immigration detention',
    summary:
      'A person detained by the Canada Border Services Agency has the right to a lawyer and to regular detention reviews before the Immigration and Refugee Board.',
    steps: [
      'Ask to contact a lawyer and, if needed, legal aid in your province.',
      'Ask for an interpreter if you need one; it is free at the hearing.',
      'The first detention review is held within 48 hours, the next within 7 days, then at least every 30 days.',
    ],
    source: 'https://www.irb-cisr.gc.ca',
  }),
  situation({
    slug: 'domestic-violence-charges',
    kind: 'criminal',
    title: 'Domestic violence charges',
    summary:
      'After a domestic violence charge, release conditions often forbid contact with the other person or going home. Breaking them is a new criminal offence.',
    steps: [
      'Follow every release condition exactly, even if the other person invites contact.',
      'Speak to a criminal lawyer before any court date.',
      'If there are children, ask a family lawyer how the conditions affect parenting time.',
    ],
    source: 'https://www.justice.gc.ca/eng/cj-jp/fv-vf/index.html',
  }),
  situation({
    slug: 'emergency-custody',
    kind: 'civil',
    title: 'Emergency custody',
    summary:
      'If a child is at risk, a family court can make an urgent order about where the child lives, sometimes the same day and without notice to the other parent.',
    steps: [
      'If the child is in danger now, call 911.',
      'Contact a family lawyer or the family law information centre at your courthouse.',
      'Bring evidence of the risk: messages, police reports, medical or school records.',
    ],
    source: 'https://www.justice.gc.ca/eng/fl-df/index.html',
  }),
  situation({
    slug: 'restraining-order-violations',
    kind: 'civil',
    title: 'Restraining order violations',
    summary:
      'Breaching a court order such as a peace bond, a protection order or a release condition can be a criminal offence.',
    steps: [
      'If you are in danger, call 911 and tell the operator there is an order in place.',
      'Keep a copy of the order with you.',
      'Record every breach: date, time, what happened and who saw it.',
    ],
    source: 'https://laws-lois.justice.gc.ca/eng/acts/c-46/',
  }),
  situation({
    slug: 'unlawful-eviction',
    kind: 'civil',
    title: 'Unlawful eviction',
    summary:
      'In every province and territory, a landlord must follow the tenancy law to end a tenancy. Changing the locks or removing your belongings without following it is generally illegal.',
    steps: [
      'Do not leave voluntarily if you have not been lawfully evicted.',
      'Contact your province’s residential tenancy board or tribunal the same day.',
      'If you are locked out or threatened, call the police.',
      'Contact a legal clinic or tenant organisation for help.',
    ],
    source: 'https://tribunalsontario.ca',
  }),
  situation({
    slug: 'mental-health-commitments',
    kind: 'civil',
    title: 'Mental health commitments',
    summary:
      'A person held involuntarily in a psychiatric facility must be told why and has the right to challenge the detention before a review board or tribunal.',
    steps: [
      'Ask staff for the written reasons and the form used to hold you or your family member.',
      'Ask for a rights adviser or a lawyer; legal aid often covers these hearings.',
      'Apply for a review hearing as soon as possible.',
    ],
    source: CHARTER,
  }),
];
