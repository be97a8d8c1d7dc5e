// The form's strings load with it (the profile registers only the buttons' and headings').
import { contactRequestBodySchema } from '@cld/contract/inquiries';
import { Button } from '@cld/ui/button';
import { Options, Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import { LEGAL_ISSUE_OPTIONS } from '@cld/validation/lawyer-contact';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { errorSummaryOf, useSchemaForm } from '../../lib/schema-form.ts';
import { ContactDetailsFields, useContactDetailsLabels } from './contact-details-fields.tsx';
import { FormStatus } from './form-sent-notice.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { sendOutcome, useSendContactRequest } from './inquiry-mutations.ts';

/**
 * "Send Message" to a lawyer: in the profile's dialog with JavaScript, in the profile page's
 * contact section without it (the profile route's action answers that post).
 */
export function ContactLawyerForm({ lawyerId, onSent }: { lawyerId: number; onSent: () => void }) {
  const t = useT(inquiriesMessages);
  const send = useSendContactRequest({
    success: {
      title: t('inquiries.contactLawyer.successTitle'),
      description: t('inquiries.contactLawyer.successText'),
    },
    failure: {
      title: t('inquiries.contactLawyer.failureTitle'),
      description: t('inquiries.contactLawyer.failureText'),
    },
  });
  const { form, fields, done } = useSchemaForm({
    id: `contact-lawyer-${lawyerId}`,
    schema: contactRequestBodySchema,
    onValid: (value, reply) => {
      const outcome = sendOutcome(reply);
      send.mutate(value, {
        ...outcome,
        onSuccess: () => {
          outcome.onSuccess();
          onSent();
        },
      });
    },
  });
  const labels = {
    ...useContactDetailsLabels({ phoneRequired: true }),
    legalIssue: t('inquiries.fields.legalIssue'),
    message: t('inquiries.fields.message'),
  };
  const summary = errorSummaryOf(form, fields, labels);

  return (
    <form id={form.id} method="post" noValidate onSubmit={form.onSubmit} className="relative">
      <fieldset disabled={send.isPending} className="grid gap-4">
        <FormStatus
          done={done}
          sent={{
            title: t('inquiries.contactLawyer.successTitle'),
            text: t('inquiries.contactLawyer.successText'),
          }}
          summary={summary}
        />
        <input type="hidden" name="lawyerId" value={lawyerId} />
        <ContactDetailsFields fields={fields} phoneRequired />
        <SchemaField field={fields.legalIssue} label={labels.legalIssue} required>
          <Select placeholder={t('inquiries.fields.legalIssuePlaceholder')}>
            <Options items={LEGAL_ISSUE_OPTIONS} />
          </Select>
        </SchemaField>
        <SchemaField field={fields.message} label={labels.message} required>
          <Textarea rows={5} placeholder={t('inquiries.fields.messagePlaceholder')} />
        </SchemaField>
        <HoneypotField />
        <Button type="submit" className="w-full" loading={send.isPending}>
          {send.isPending
            ? t('inquiries.contactLawyer.submitting')
            : t('inquiries.contactLawyer.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
