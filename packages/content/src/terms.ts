import type { PolicyDocument } from './policy.types.ts';
import { bold, bullets, paragraph } from './rich-text.ts';
import { SITE_SERVICE } from './site-operator.ts';
import { SELF_REPORTED_MEANING, VERIFIED_MEANING } from './verification.ts';

const { siteName } = SITE_SERVICE;

/**
 * The terms of service, in 15 sections (spec §2). They state what verification means (DESIGN
 * §5.2) and that the content is educational, not legal advice.
 */
export const TERMS: PolicyDocument = {
  title: 'Terms of Service',
  lastUpdated: '2026-11-22',
  sections: [
    {
      id: 'acceptance',
      title: '1. Accepting these terms',
      body: [
        paragraph(
          `These terms govern your use of ${siteName}. By using the site you accept them. If you do not agree, please do not use the site.`,
        ),
      ],
    },
    {
      id: 'the-service',
      title: '2. What the service is',
      body: [
        paragraph(
          'We publish a directory of lawyers practising in Canada, educational legal guides, and a portal where lawyers manage their profiles and read messages sent to them. Searching the directory and contacting lawyers is free for the public.',
        ),
      ],
    },
    {
      id: 'not-legal-advice',
      title: '3. Educational information, not legal advice',
      body: [
        paragraph(
          'Our guides, articles, FAQ and news are ',
          bold('general educational information, not legal advice'),
          '. The law changes and differs between provinces, and applying it depends on your facts. Do not act or refrain from acting on our content without advice from a lawyer licensed in your province or territory.',
        ),
      ],
    },
    {
      id: 'no-lawyer-client-relationship',
      title: '4. No lawyer-client relationship with us',
      body: [
        paragraph(
          `${siteName} is not a law firm and does not give legal services. Using the site, or sending a message through it, does not create a lawyer-client relationship with us or with any lawyer. That relationship begins only when a lawyer agrees to act for you.`,
        ),
      ],
    },
    {
      id: 'listings-and-verification',
      title: '5. Lawyer listings and verification',
      body: [
        paragraph(VERIFIED_MEANING),
        paragraph(SELF_REPORTED_MEANING),
        paragraph(
          'Lawyers write their own profiles. A verification is a check at a point in time, not a guarantee of a lawyer’s competence, and a listing is not a recommendation. Always confirm a lawyer’s current status with their law society before hiring them.',
        ),
      ],
    },
    {
      id: 'accounts',
      title: '6. Accounts',
      body: [
        paragraph(
          'You must be at least 13 to use the site. Keep your password confidential and tell us at once if you think your account has been used without permission. You are responsible for what is done through your account.',
        ),
      ],
    },
    {
      id: 'lawyer-obligations',
      title: '7. Obligations of listed lawyers',
      body: [
        bullets(
          'You must hold a licence to practise law from the law society of each province or territory where your profile says you practise, and tell us promptly if it is suspended, restricted or ends.',
          'Your profile must be accurate and must comply with your law society’s rules on marketing legal services.',
          'You are responsible for how you answer, or decline, the requests you receive, including checking for conflicts of interest.',
        ),
      ],
    },
    {
      id: 'acceptable-use',
      title: '8. Acceptable use',
      body: [
        paragraph('You must not:'),
        bullets(
          'impersonate a lawyer or anyone else, or publish false information;',
          'send spam, harassment or unlawful content through the site;',
          'collect lawyers’ or users’ information by scraping or automated means;',
          'interfere with the site’s security or operation.',
        ),
      ],
    },
    {
      id: 'messages',
      title: '9. Messages and consultation requests',
      body: [
        paragraph(
          'We deliver your message to the lawyer you choose but cannot promise that they will reply or take your matter. Messages are stored by us as described in our Privacy Policy; share confidential details with a lawyer directly once they have agreed to help.',
        ),
      ],
    },
    {
      id: 'fees',
      title: '10. Fees',
      body: [
        paragraph(
          'We do not charge the public. Any fees for legal services are agreed between you and the lawyer; we are not a party to that agreement and do not receive a share of legal fees.',
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: '11. Content and intellectual property',
      body: [
        paragraph(
          'The site’s design, text and software belong to us or our licensors. You may read, print and share our guides for personal, non-commercial use with attribution. Lawyers keep the rights in their profiles and grant us a licence to publish them while they are listed.',
        ),
      ],
    },
    {
      id: 'third-party-sites',
      title: '12. Links to other websites',
      body: [
        paragraph(
          'We link to official sources such as courts, law societies, legal aid plans and government sites. We do not control them and are not responsible for their content, which may change after we check it.',
        ),
      ],
    },
    {
      id: 'liability',
      title: '13. Disclaimers and limitation of liability',
      body: [
        paragraph(
          'We work to keep our content accurate and dated, but provide the site "as is". To the extent the law allows, we are not liable for loss arising from reliance on the content or from a lawyer’s services.',
        ),
        paragraph(
          'Nothing in these terms limits rights that you have under consumer protection laws, including Quebec’s Consumer Protection Act, which cannot be waived.',
        ),
      ],
    },
    {
      id: 'suspension-and-changes',
      title: '14. Suspension, termination and changes',
      body: [
        paragraph(
          'We may suspend or remove an account or listing that breaches these terms, including while we check a report. You may close your account at any time. We may change these terms; we update the date above, and tell account holders by email before a significant change takes effect.',
        ),
      ],
    },
    {
      id: 'law-and-contact',
      title: '15. Governing law and contact',
      body: [
        paragraph(
          'These terms are governed by the laws of Ontario and the federal laws of Canada that apply there. If you are a consumer in Quebec, Quebec law applies to you and you may bring proceedings in Quebec.',
        ),
        paragraph(
          'Questions about these terms: write to the operator of the site, whose name, address, e-mail and phone number are at the top of this page.',
        ),
      ],
    },
  ],
};
