import { HONEYPOT_FIELD } from '@cld/contract/inquiries';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import { SITE_CONTACT_CATEGORIES, siteContactSchema } from '@cld/validation/site-contact';
import type { FormEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { useFormValues, validateForm } from '../../lib/forms.ts';
import { HoneypotField } from './honeypot-field.tsx';
import { useSendSiteContact } from './inquiry-mutations.ts';

const EMPTY = {
  name: '',
  email: '',
  phone: '',
  category: '',
  subject: '',
  message: '',
  [HONEYPOT_FIELD]: '',
};

/**
 * The contact page's message to the site's operator (spec §2 Contact, §5, §8); `contactEmail` is
 * the operator's address, named when sending fails.
 */
export function SiteContactForm({ contactEmail }: { contactEmail: string }) {
  const t = useT();
  const form = useFormValues(EMPTY);
  const send = useSendSiteContact({
    success: {
      title: t('inquiries.siteContact.successTitle'),
      description: t('inquiries.siteContact.successText'),
    },
    failure: {
      title: t('inquiries.siteContact.failureTitle'),
      description: t('inquiries.siteContact.failureText', { email: contactEmail }),
    },
    onSent: () => form.setValues(EMPTY),
    onFieldErrors: form.setErrors,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(siteContactSchema, form.values);
    form.setErrors(result.success ? {} : result.errors);
    if (result.success) {
      send.mutate({ ...result.data, [HONEYPOT_FIELD]: form.values[HONEYPOT_FIELD] });
    }
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      aria-label={t('inquiries.siteContact.title')}
      className="relative"
    >
      <fieldset disabled={send.isPending} className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('inquiries.fields.name')} error={form.errors.name} required>
            <Input autoComplete="name" {...form.bind('name')} />
          </FormField>
          <FormField label={t('inquiries.fields.email')} error={form.errors.email} required>
            <Input type="email" autoComplete="email" {...form.bind('email')} />
          </FormField>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField label={t('inquiries.fields.phoneOptional')} error={form.errors.phone}>
            <Input type="tel" autoComplete="tel" {...form.bind('phone')} />
          </FormField>
          <FormField label={t('inquiries.fields.category')} error={form.errors.category} required>
            <Select
              placeholder={t('inquiries.fields.categoryPlaceholder')}
              {...form.bind('category')}
            >
              {SITE_CONTACT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          </FormField>
        </div>
        <FormField label={t('inquiries.fields.subject')} error={form.errors.subject} required>
          <Input
            placeholder={t('inquiries.siteContact.subjectPlaceholder')}
            {...form.bind('subject')}
          />
        </FormField>
        <FormField label={t('inquiries.fields.message')} error={form.errors.message} required>
          <Textarea rows={6} {...form.bind('message')} />
        </FormField>
        <HoneypotField {...form.bind(HONEYPOT_FIELD)} />
        <Button
          type="submit"
          className="w-full sm:w-auto sm:justify-self-start"
          loading={send.isPending}
        >
          {send.isPending
            ? t('inquiries.siteContact.submitting')
            : t('inquiries.siteContact.submit')}
        </Button>
      </fieldset>
    </form>
  );
}
