// The form's strings load with it (the profile registers only the buttons' and headings').
import '../../i18n/messages/inquiries.en.ts';
import { HONEYPOT_FIELD } from '@cld/contract/inquiries';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import {
  CONSULTATION_LEGAL_ISSUES,
  CONSULTATION_TIME_SLOTS,
  CONSULTATION_TYPES,
  createConsultationSchema,
  todayIn,
} from '@cld/validation/consultation';
import { useMemo, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useFormValues, validateForm } from '../../lib/forms.ts';
import { useConsultationIssueLabel } from './consultation-labels.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { useSendConsultationRequest } from './inquiry-mutations.ts';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  preferredDate: '',
  preferredTime: '',
  consultationType: '',
  legalIssue: '',
  message: '',
  [HONEYPOT_FIELD]: '',
};

/** The visitor's own calendar day: the date picker must not offer a day already over for them. */
function visitorToday(): string {
  return todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date());
}

export function ConsultationForm({ lawyerId, onSent }: { lawyerId: number; onSent: () => void }) {
  const t = useT();
  const issueLabel = useConsultationIssueLabel();
  const form = useFormValues(EMPTY);
  const [today] = useState(visitorToday);
  const schema = useMemo(() => createConsultationSchema({ today }), [today]);
  const send = useSendConsultationRequest({
    success: {
      title: t('inquiries.consultation.successTitle'),
      description: t('inquiries.consultation.successText'),
    },
    failure: {
      title: t('inquiries.consultation.failureTitle'),
      description: t('inquiries.consultation.failureText'),
    },
    onSent: () => {
      form.setValues(EMPTY);
      onSent();
    },
    onFieldErrors: form.setErrors,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(schema, form.values);
    form.setErrors(result.success ? {} : result.errors);
    if (result.success) {
      send.mutate({ ...result.data, lawyerId, [HONEYPOT_FIELD]: form.values[HONEYPOT_FIELD] });
    }
  }

  return (
    <form method="post" noValidate onSubmit={submit} className="relative">
      <fieldset disabled={send.isPending} className="grid gap-4">
        <FormField label={t('inquiries.fields.name')} error={form.errors.name} required>
          <Input autoComplete="name" {...form.bind('name')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('inquiries.fields.email')} error={form.errors.email} required>
            <Input type="email" autoComplete="email" {...form.bind('email')} />
          </FormField>
          <FormField label={t('inquiries.fields.phone')} error={form.errors.phone} required>
            <Input type="tel" autoComplete="tel" {...form.bind('phone')} />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t('inquiries.fields.preferredDate')}
            error={form.errors.preferredDate}
            required
          >
            <Input type="date" min={today} {...form.bind('preferredDate')} />
          </FormField>
          <FormField
            label={t('inquiries.fields.preferredTime')}
            error={form.errors.preferredTime}
            required
          >
            <Select
              placeholder={t('inquiries.fields.preferredTimePlaceholder')}
              {...form.bind('preferredTime')}
            >
              {CONSULTATION_TIME_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slot}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField
          label={t('inquiries.fields.consultationType')}
          error={form.errors.consultationType}
          required
        >
          <Select
            placeholder={t('inquiries.fields.consultationTypePlaceholder')}
            {...form.bind('consultationType')}
          >
            {CONSULTATION_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`inquiries.consultationTypes.${type}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('inquiries.fields.legalIssue')} error={form.errors.legalIssue} required>
          <Select
            placeholder={t('inquiries.fields.legalIssuePlaceholder')}
            {...form.bind('legalIssue')}
          >
            {CONSULTATION_LEGAL_ISSUES.map((issue) => (
              <option key={issue} value={issue}>
                {issueLabel(issue)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('inquiries.fields.message')} error={form.errors.message} required>
          <Textarea
            rows={4}
            placeholder={t('inquiries.fields.messagePlaceholder')}
            {...form.bind('message')}
          />
        </FormField>
        <HoneypotField {...form.bind(HONEYPOT_FIELD)} />
        <Button type="submit" className="w-full" loading={send.isPending}>
          {send.isPending
            ? t('inquiries.consultation.submitting')
            : t('inquiries.consultation.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
