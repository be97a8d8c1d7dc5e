import { siteContactBodySchema } from '@cld/contract/inquiries';
import { Button } from '@cld/ui/button';
import { Input } from '@cld/ui/input';
import { Options, Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import { SITE_CONTACT_CATEGORIES } from '@cld/validation/site-contact';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { errorSummaryOf, useSchemaForm } from '../../lib/schema-form.ts';
import { ContactDetailsFields, useContactDetailsLabels } from './contact-details-fields.tsx';
import { FormStatus } from './form-sent-notice.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { sendOutcome, useSendSiteContact } from './inquiry-mutations.ts';

/**
 * The contact page's message to the site's operator (spec §2 Contact, §5, §8); `contactEmail` is
 * the operator's address, named when sending fails. Without JavaScript it posts to the contact
 * route's action (routes/contact.tsx), which answers with the same messages.
 */
export function SiteContactForm({ contactEmail }: { contactEmail: string }) {
  const t = useT(inquiriesMessages);
  const send = useSendSiteContact({
    success: {
      title: t('inquiries.siteContact.successTitle'),
      description: t('inquiries.siteContact.successText'),
    },
    failure: {
      title: t('inquiries.siteContact.failureTitle'),
      description: t('inquiries.siteContact.failureText', { email: contactEmail }),
    },
  });
  const { form, fields, done } = useSchemaForm({
    id: 'site-contact',
    schema: siteContactBodySchema,
    onValid: (value, reply) => send.mutate(value, sendOutcome(reply)),
  });
  const labels = {
    ...useContactDetailsLabels({ phoneRequired: false }),
    category: t('inquiries.fields.category'),
    subject: t('inquiries.fields.subject'),
    message: t('inquiries.fields.message'),
  };
  const summary = errorSummaryOf(form, fields, labels);

  return (
    <form
      id={form.id}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={t('inquiries.siteContact.title')}
      className="relative"
    >
      <fieldset disabled={send.isPending} className="grid gap-4">
        <FormStatus
          done={done}
          sent={{
            title: t('inquiries.siteContact.successTitle'),
            text: t('inquiries.siteContact.successText'),
          }}
          summary={summary}
        />
        <ContactDetailsFields fields={fields} phoneRequired={false} />
        <SchemaField field={fields.category} label={labels.category} required>
          <Select placeholder={t('inquiries.fields.categoryPlaceholder')}>
            <Options items={SITE_CONTACT_CATEGORIES} />
          </Select>
        </SchemaField>
        <SchemaField field={fields.subject} label={labels.subject} required>
          <Input placeholder={t('inquiries.siteContact.subjectPlaceholder')} />
        </SchemaField>
        <SchemaField field={fields.message} label={labels.message} required>
          <Textarea rows={6} />
        </SchemaField>
        <HoneypotField />
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
