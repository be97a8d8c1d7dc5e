// The form's strings load with it (the profile registers only the buttons' and headings').
import { contactRequestBodySchema } from '@cld/contract/inquiries';
import { LEGAL_ISSUE_OPTIONS } from '@cld/validation/lawyer-contact';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';
import { useContactDetailsLabels } from './contact-details-fields.tsx';
import {
  InquiryForm,
  IssueAndMessageFields,
  useLawyerInquiryForm,
  useLawyerInquiryTexts,
} from './inquiry-form.tsx';
import { useSendContactRequest } from './inquiry-mutations.ts';

/**
 * "Send Message" to a lawyer: in the profile's dialog with JavaScript, in the profile page's
 * contact section without it (the profile route's action answers that post).
 */
export function ContactLawyerForm({ lawyerId, onSent }: { lawyerId: number; onSent: () => void }) {
  const t = useT(inquiriesMessages);
  const texts = useLawyerInquiryTexts('contactLawyer');
  const send = useSendContactRequest(texts.notices);
  const { form, fields, done } = useLawyerInquiryForm({
    id: `contact-lawyer-${lawyerId}`,
    schema: contactRequestBodySchema,
    send,
    onSent,
  });
  const labels = {
    ...useContactDetailsLabels({ phoneRequired: true }),
    legalIssue: t('inquiries.fields.legalIssue'),
    message: t('inquiries.fields.message'),
  };

  return (
    <InquiryForm
      form={form}
      fields={fields}
      labels={labels}
      done={done}
      sent={texts.sent}
      pending={send.isPending}
      phoneRequired
      lawyerId={lawyerId}
      submit={texts.submit}
    >
      <IssueAndMessageFields
        fields={fields}
        labels={labels}
        issues={LEGAL_ISSUE_OPTIONS}
        messageRows={5}
      />
    </InquiryForm>
  );
}
