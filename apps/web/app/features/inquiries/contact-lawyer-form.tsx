// The form's strings load with it (the profile registers only the buttons' and headings').
import '../../i18n/messages/inquiries.en.ts';
import { HONEYPOT_FIELD } from '@cld/contract/inquiries';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import { LEGAL_ISSUE_OPTIONS, lawyerContactSchema } from '@cld/validation/lawyer-contact';
import { type FormEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useFormValues, validateForm } from '../../lib/forms.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { useSendContactRequest } from './inquiry-mutations.ts';

const EMPTY = { name: '', email: '', phone: '', legalIssue: '', message: '', [HONEYPOT_FIELD]: '' };

export function ContactLawyerForm({ lawyerId, onSent }: { lawyerId: number; onSent: () => void }) {
  const t = useT();
  const form = useFormValues(EMPTY);
  const send = useSendContactRequest({
    success: {
      title: t('inquiries.contactLawyer.successTitle'),
      description: t('inquiries.contactLawyer.successText'),
    },
    failure: {
      title: t('inquiries.contactLawyer.failureTitle'),
      description: t('inquiries.contactLawyer.failureText'),
    },
    onSent: () => {
      form.setValues(EMPTY);
      onSent();
    },
    onFieldErrors: form.setErrors,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(lawyerContactSchema, form.values);
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
        <FormField label={t('inquiries.fields.email')} error={form.errors.email} required>
          <Input type="email" autoComplete="email" {...form.bind('email')} />
        </FormField>
        <FormField label={t('inquiries.fields.phone')} error={form.errors.phone} required>
          <Input type="tel" autoComplete="tel" {...form.bind('phone')} />
        </FormField>
        <FormField label={t('inquiries.fields.legalIssue')} error={form.errors.legalIssue} required>
          <Select
            placeholder={t('inquiries.fields.legalIssuePlaceholder')}
            {...form.bind('legalIssue')}
          >
            {LEGAL_ISSUE_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('inquiries.fields.message')} error={form.errors.message} required>
          <Textarea
            rows={5}
            placeholder={t('inquiries.fields.messagePlaceholder')}
            {...form.bind('message')}
          />
        </FormField>
        <HoneypotField {...form.bind(HONEYPOT_FIELD)} />
        <Button type="submit" className="w-full" loading={send.isPending}>
          {send.isPending
            ? t('inquiries.contactLawyer.submitting')
            : t('inquiries.contactLawyer.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
