// The form's strings load with it (the profile registers only the buttons' and headings').
import { contactRequestBodySchema } from '@cld/contract/inquiries';
import { LEGAL_ISSUE_OPTIONS } from '@cld/validation/lawyer-contact';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';

type LegalIssue = (typeof LEGAL_ISSUE_OPTIONS)[number];
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
  const t = useT(inquiriesMessages);
  return (
    <InquiryForm {...frame}>
      <IssueAndMessageFields
        fields={fields}
        labels={frame.labels}
        issues={LEGAL_ISSUE_OPTIONS}
        issueLabel={(issue) => t(`inquiries.legalIssues.${issue as LegalIssue}`)}
        messageRows={5}
      />
    </InquiryForm>
  );
}
