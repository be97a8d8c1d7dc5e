import { CONSULTATION_LEGAL_ISSUES } from '@cld/validation/consultation';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';

type ConsultationIssue = (typeof CONSULTATION_LEGAL_ISSUES)[number];

function isConsultationIssue(value: string): value is ConsultationIssue {
  return (CONSULTATION_LEGAL_ISSUES as readonly string[]).includes(value);
}

/**
 * The consultation form stores slugs ("wills-estates"); people read their names. Anything else
 * (a contact request's own option) is already a name.
 */
export function useConsultationIssueLabel() {
  const t = useT(inquiriesMessages);
  return (issue: string) => {
    if (!isConsultationIssue(issue)) return issue;
    // "other" is the catalogue's plural marker, so that one option has its own key.
    return issue === 'other'
      ? t('inquiries.consultationIssueOther')
      : t(`inquiries.consultationIssues.${issue}`);
  };
}
