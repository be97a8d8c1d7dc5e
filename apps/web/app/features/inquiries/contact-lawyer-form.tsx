// The form's strings load with it (the profile registers only the buttons' and headings').
import { contactRequestBodySchema } from '@cld/contract/inquiries';
import { labelIn, LEGAL_ISSUE_LABELS } from '@cld/validation/inquiry-labels';
import { LEGAL_ISSUE_OPTIONS } from '@cld/validation/lawyer-contact';
import { useLocale } from '../../i18n/i18n.ts';
import type { InquiryFormProps } from './inquiry-dialog.tsx';
import { InquiryForm, IssueAndMessageFields, useLawyerInquiry } from './inquiry-form.tsx';
import { useSendContactRequest } from './inquiry-mutations.ts';

/**
 * "Send Message" to a lawyer: in the profile's dialog with JavaScript, in the profile page's
 * contact section without it (the profile route's action answers that post).
 */
export function ContactLawyerForm({ lawyerId, onSent }: InquiryFormProps) {
  const { fields, frame } = useLawyerInquiry({
    kind: 'contactLawyer',
    lawyerId,
    schema: contactRequestBodySchema,
    useSend: useSendContactRequest,
    onSent,
    labels: {},
  });
  const locale = useLocale();
  return (
    <InquiryForm {...frame}>
      <IssueAndMessageFields
        fields={fields}
        labels={frame.labels}
        issues={LEGAL_ISSUE_OPTIONS}
        issueLabel={(issue) => labelIn(LEGAL_ISSUE_LABELS, locale, issue)}
        messageRows={5}
      />
    </InquiryForm>
  );
}
