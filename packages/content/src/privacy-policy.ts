import type { PolicyDocument } from './policy.types.ts';
import { bold, bullets, paragraph } from './rich-text.ts';
import { SITE_SERVICE } from './site-operator.ts';

const { siteName } = SITE_SERVICE;

/**
 * The privacy policy: PIPEDA's fair information principles and Quebec's private-sector privacy
 * law as amended by Law 25 (a person in charge of personal information, purposes, consent,
 * retention, access and correction, incidents), and no service to children under 13 (spec §2).
 */
export const PRIVACY_POLICY: PolicyDocument = {
  title: 'Privacy Policy',
  lastUpdated: '2026-11-27',
  sections: [
    {
      id: 'who-we-are',
      title: '1. Who we are and who is responsible',
      body: [
        paragraph(
          `${siteName} operates a public directory of lawyers in Canada, with legal guides and a portal where lawyers keep their profiles. We are responsible for the personal information we hold, and we follow the Personal Information Protection and Electronic Documents Act (PIPEDA) and, for people in Quebec, the Act respecting the protection of personal information in the private sector as amended by Law 25.`,
        ),
        paragraph(
          'Our ',
          bold('Privacy Officer'),
          ' is the person in charge of the protection of personal information. Their name and contact details, and the operator of the site, are published at the top of this page.',
        ),
      ],
    },
    {
      id: 'what-we-collect',
      title: '2. What we collect',
      body: [
        bullets(
          [
            bold('Account information'),
            ': name, email address and a password, stored only as a salted hash.',
          ],
          [
            bold('Lawyer profiles'),
            ': professional details lawyers choose to publish, and the licence details we check to verify them.',
          ],
          [
            bold('Messages and requests'),
            ': what you write when you contact a lawyer, ask for a consultation, book one or use our contact form, with your name, email and phone number.',
          ],
          [
            bold('Usage information'),
            ': pages viewed and searches made, recorded by our own analytics, and technical data such as IP address and browser type kept in security logs.',
          ],
        ),
        paragraph(
          'We use cookies that are necessary to keep you signed in, to protect forms and to remember your privacy choices and the language you chose. Any other cookies, such as third-party analytics or advertising, are off unless you turn them on.',
        ),
      ],
    },
    {
      id: 'why-we-use-it',
      title: '3. Why we use it',
      body: [
        paragraph(
          'We collect only what we need for these purposes, which we identify before or when we collect it:',
        ),
        bullets(
          'to run your account and the lawyer portal;',
          'to deliver your message or consultation request to the lawyer you chose;',
          'to answer questions you send us;',
          'to verify lawyers’ licences with their law societies;',
          'to keep the service secure and prevent fraud and abuse;',
          'to understand, in aggregate, how the site is used so we can improve it.',
        ),
        paragraph('We do not sell personal information.'),
      ],
    },
    {
      id: 'consent',
      title: '4. Consent and your choices',
      body: [
        paragraph(
          'We ask for your consent in clear terms, separately for each purpose that needs it. Privacy-intrusive options are ',
          bold('off by default'),
          ': third-party analytics or advertising technologies load only after you agree, and you can change your choice at any time in the cookie settings.',
        ),
        paragraph(
          'You may withdraw consent at any time, subject to legal or contractual limits; we will tell you what withdrawing means, for example that we cannot deliver a message without your contact details.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: '5. When we share information',
      body: [
        bullets(
          [bold('With the lawyer you contact'), ': your message, name, email and phone number.'],
          [
            bold('With service providers'),
            ' who host the site or send email for us, under written contracts that require them to protect the information and use it only for our purposes.',
          ],
          [bold('When the law requires it'), ', for example in answer to a court order.'],
        ),
        paragraph(
          'Our providers may store information outside your province or outside Canada. Before information about people in Quebec is communicated outside Quebec, we assess whether it will be adequately protected, as Quebec law requires.',
        ),
      ],
    },
    {
      id: 'retention',
      title: '6. How long we keep it',
      body: [
        paragraph(
          'We keep personal information only as long as needed for its purpose, then destroy or anonymise it:',
        ),
        bullets(
          'accounts and lawyer profiles: until you close your account, then deleted within 30 days;',
          'messages, consultation requests and booked consultations: 24 months after they are sent or booked (a consultation still to come is kept until it has taken place);',
          'contact-form messages: 24 months after our reply;',
          'analytics events: 13 months, after which only anonymous totals remain;',
          'security logs: 90 days, unless needed to investigate an incident.',
        ),
      ],
    },
    {
      id: 'security-and-incidents',
      title: '7. Security and privacy incidents',
      body: [
        paragraph(
          'We protect personal information with safeguards suited to its sensitivity: encrypted connections, hashed passwords, access limited to staff who need it, and regular review.',
        ),
        paragraph(
          'We keep a register of every confidentiality incident. If an incident creates a ',
          bold('real risk of significant harm'),
          ' (PIPEDA) or a ',
          bold('risk of serious injury'),
          ' (Quebec), we notify the people affected and the Office of the Privacy Commissioner of Canada or the Commission d’accès à l’information du Québec, as the law requires, and take steps to reduce the risk.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: '8. Your rights: access, correction and more',
      body: [
        paragraph('You may ask us to:'),
        bullets(
          'tell you what personal information we hold about you and give you a copy;',
          'correct information that is inaccurate or incomplete;',
          'delete information we no longer need, or withdraw your consent;',
          'in Quebec, receive computerised information you gave us in a structured, commonly used format.',
        ),
        paragraph(
          `Send your request to our Privacy Officer (contact details at the top of this page). We answer within 30 days and may need to confirm your identity. If you are not satisfied, you may complain to the Office of the Privacy Commissioner of Canada or, in Quebec, to the Commission d’accès à l’information.`,
        ),
      ],
    },
    {
      id: 'children',
      title: '9. Children',
      body: [
        paragraph(
          'The service is ',
          bold('not intended for children under 13'),
          ', and we do not knowingly collect their personal information. If we learn that we have, we delete it. In Quebec, information about a minor under 14 is collected only with the consent of the person having parental authority.',
        ),
      ],
    },
    {
      id: 'contact-and-changes',
      title: '10. Contact us and changes to this policy',
      body: [
        paragraph(
          'Questions or requests about privacy: our Privacy Officer, at the address, e-mail or phone number at the top of this page.',
        ),
        paragraph(
          'When we change this policy, we update the date below the title; if a change is significant, we tell account holders by email before it takes effect.',
        ),
      ],
    },
  ],
};
