// The form's strings load with it (the profile registers only the buttons' and headings').
import { consultationRequestBodySchema } from '@cld/contract/inquiries';
import { Input } from '@cld/ui/input';
import { Options, Select } from '@cld/ui/select';
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
import { useConsultationIssueLabel } from './consultation-labels.ts';
import type { InquiryFormProps } from './inquiry-dialog.tsx';
import { InquiryForm, IssueAndMessageFields, useLawyerInquiry } from './inquiry-form.tsx';
import { useSendConsultationRequest } from './inquiry-mutations.ts';
import { CONSULTATION_TYPE_LABELS, formatTimeSlot } from '@cld/validation/inquiry-labels';
import { ConsultationBooking } from '../bookings/index.ts';

/** The visitor's own calendar day: the date picker must not offer a day already over for them. */
function visitorToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
}

/**
 * "Schedule Consultation": in the profile's dialog with JavaScript, in the profile page's contact
 * section without it. Validated with the API's own schema, whose "today" is the latest in Canada
 * (a date still today anywhere in the country is accepted, as the API accepts it).
 */
export function ConsultationForm({ lawyerId, onSent }: InquiryFormProps) {
  const t = useT(inquiriesMessages);
  const issueLabel = useConsultationIssueLabel();
  const [today] = useState(visitorToday);
  const { fields, frame } = useLawyerInquiry({
    kind: 'consultation',
    lawyerId,
    schema: consultationRequestBodySchema,
    useSend: useSendConsultationRequest,
    onSent,
    labels: {
      preferredDate: t('inquiries.fields.preferredDate'),
      preferredTime: t('inquiries.fields.preferredTime'),
      consultationType: t('inquiries.fields.consultationType'),
    },
  });
  const { labels } = frame;

  return (
    <InquiryForm {...frame}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SchemaField field={fields.preferredDate} label={labels.preferredDate} required>
          <Input type="date" min={today} />
        </SchemaField>
        <SchemaField field={fields.preferredTime} label={labels.preferredTime} required>
          <Select placeholder={t('inquiries.fields.preferredTimePlaceholder')}>
            <Options
              items={CONSULTATION_TIME_SLOTS}
              label={(slot) => formatTimeSlot(slot, t.locale)}
            />
          </Select>
        </SchemaField>
      </div>
      <SchemaField field={fields.consultationType} label={labels.consultationType} required>
        <Select placeholder={t('inquiries.fields.consultationTypePlaceholder')}>
          <Options
            items={CONSULTATION_TYPES}
            label={(type) => CONSULTATION_TYPE_LABELS[t.locale][type]}
          />
        </Select>
      </SchemaField>
      <IssueAndMessageFields
        fields={fields}
        labels={labels}
        issues={CONSULTATION_LEGAL_ISSUES}
        issueLabel={issueLabel}
        messageRows={4}
      />
    </InquiryForm>
  );
}

/**
 * The profile dialog's "Schedule Consultation": open slots to book when the lawyer takes bookings
 * (issue 21, features/bookings), else the request form above, unchanged.
 */
export function ConsultationDialogForm({ lawyerId, onSent }: InquiryFormProps) {
  return (
    <ConsultationBooking
      lawyerId={lawyerId}
      onSent={onSent}
      requestForm={<ConsultationForm lawyerId={lawyerId} onSent={onSent} />}
    />
  );
}
