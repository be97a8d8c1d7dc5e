// The form's strings load with it (the profile registers only the buttons' and headings').
import { consultationRequestBodySchema } from '@cld/contract/inquiries';
import { Button } from '@cld/ui/button';
import { Input } from '@cld/ui/input';
import { Options, Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import {
  CONSULTATION_LEGAL_ISSUES,
  CONSULTATION_TIME_SLOTS,
  CONSULTATION_TYPES,
  todayIn,
} from '@cld/validation/consultation';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { errorSummaryOf, useSchemaForm } from '../../lib/schema-form.ts';
import { useConsultationIssueLabel } from './consultation-labels.ts';
import { ContactDetailsFields, useContactDetailsLabels } from './contact-details-fields.tsx';
import { FormStatus } from './form-sent-notice.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { sendOutcome, useSendConsultationRequest } from './inquiry-mutations.ts';

/** The visitor's own calendar day: the date picker must not offer a day already over for them. */
function visitorToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
}

/**
 * "Schedule Consultation": in the profile's dialog with JavaScript, in the profile page's contact
 * section without it. Validated with the API's own schema, whose "today" is the latest in Canada
 * (a date still today anywhere in the country is accepted, as the API accepts it).
 */
export function ConsultationForm({ lawyerId, onSent }: { lawyerId: number; onSent: () => void }) {
  const t = useT(inquiriesMessages);
  const issueLabel = useConsultationIssueLabel();
  const [today] = useState(visitorToday);
  const send = useSendConsultationRequest({
    success: {
      title: t('inquiries.consultation.successTitle'),
      description: t('inquiries.consultation.successText'),
    },
    failure: {
      title: t('inquiries.consultation.failureTitle'),
      description: t('inquiries.consultation.failureText'),
    },
  });
  const { form, fields, done } = useSchemaForm({
    id: `consultation-${lawyerId}`,
    schema: consultationRequestBodySchema,
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
    preferredDate: t('inquiries.fields.preferredDate'),
    preferredTime: t('inquiries.fields.preferredTime'),
    consultationType: t('inquiries.fields.consultationType'),
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
            title: t('inquiries.consultation.successTitle'),
            text: t('inquiries.consultation.successText'),
          }}
          summary={summary}
        />
        <input type="hidden" name="lawyerId" value={lawyerId} />
        <ContactDetailsFields fields={fields} phoneRequired />
        <div className="grid gap-4 sm:grid-cols-2">
          <SchemaField field={fields.preferredDate} label={labels.preferredDate} required>
            <Input type="date" min={today} />
          </SchemaField>
          <SchemaField field={fields.preferredTime} label={labels.preferredTime} required>
            <Select placeholder={t('inquiries.fields.preferredTimePlaceholder')}>
              <Options items={CONSULTATION_TIME_SLOTS} />
            </Select>
          </SchemaField>
        </div>
        <SchemaField field={fields.consultationType} label={labels.consultationType} required>
          <Select placeholder={t('inquiries.fields.consultationTypePlaceholder')}>
            <Options
              items={CONSULTATION_TYPES}
              label={(type) => t(`inquiries.consultationTypes.${type}`)}
            />
          </Select>
        </SchemaField>
        <SchemaField field={fields.legalIssue} label={labels.legalIssue} required>
          <Select placeholder={t('inquiries.fields.legalIssuePlaceholder')}>
            <Options items={CONSULTATION_LEGAL_ISSUES} label={issueLabel} />
          </Select>
        </SchemaField>
        <SchemaField field={fields.message} label={labels.message} required>
          <Textarea rows={4} placeholder={t('inquiries.fields.messagePlaceholder')} />
        </SchemaField>
        <HoneypotField />
        <Button type="submit" className="w-full" loading={send.isPending}>
          {send.isPending
            ? t('inquiries.consultation.submitting')
            : t('inquiries.consultation.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
