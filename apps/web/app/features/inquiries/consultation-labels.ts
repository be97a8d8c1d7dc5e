import {
  CONSULTATION_ISSUE_LABELS,
  labelIn,
  LEGAL_ISSUE_LABELS,
} from '@cld/validation/inquiry-labels';
import { useLocale } from '../../i18n/i18n.ts';

/**
 * A request's legal issue as people read it, in the page's language: the consultation form stores
 * slugs ("wills-estates"), the contact form its English options ("Child Custody"). The e-mails name
 * them from the same tables (@cld/validation/inquiry-labels).
 */
export function useConsultationIssueLabel() {
  const locale = useLocale();
  return (issue: string) =>
    labelIn(CONSULTATION_ISSUE_LABELS, locale, labelIn(LEGAL_ISSUE_LABELS, locale, issue));
}
