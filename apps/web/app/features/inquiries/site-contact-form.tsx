import { siteContactBodySchema } from '@cld/contract/inquiries';
import { Input } from '@cld/ui/input';
import { Options, Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import { SITE_CONTACT_CATEGORY_LABELS } from '@cld/validation/inquiry-labels';
import { SITE_CONTACT_CATEGORIES } from '@cld/validation/site-contact';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { useSchemaForm } from '../../lib/schema-form.ts';
import { useAttempt } from '../../lib/attempt.ts';
import { useContactDetailsLabels } from './contact-details-fields.tsx';
import { InquiryForm } from './inquiry-form.tsx';
import { sendOutcome, useSendSiteContact } from './inquiry-mutations.ts';

/**
 * The contact page's message to the site's operator (spec §2 Contact, §5, §8); `contactEmail` is
 * the operator's address, named when sending fails. Without JavaScript it posts to the contact
 * route's action (routes/contact.tsx), which answers with the same messages. Either way a retry of
 * the same message is sent once (attempt.ts).
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
  const { attempt, renew } = useAttempt();
  const { form, fields, done } = useSchemaForm({
    id: 'site-contact',
    schema: siteContactBodySchema,
    onValid: (value, reply) => {
      const outcome = sendOutcome(reply);
      send.mutate(
        { body: value, attempt },
        {
          ...outcome,
          onSuccess: () => {
            renew();
            outcome.onSuccess();
          },
        },
      );
    },
  });
  const labels = {
    ...useContactDetailsLabels({ phoneRequired: false }),
    category: t('inquiries.fields.category'),
    subject: t('inquiries.fields.subject'),
    message: t('inquiries.fields.message'),
  };

  return (
    <InquiryForm
      form={form}
      attempt={attempt}
      fields={fields}
      labels={labels}
      done={done}
      sent={{
        title: t('inquiries.siteContact.successTitle'),
        text: t('inquiries.siteContact.successText'),
      }}
      pending={send.isPending}
      phoneRequired={false}
      label={t('inquiries.siteContact.title')}
      submit={{
        idle: t('inquiries.siteContact.submit'),
        pending: t('inquiries.siteContact.submitting'),
      }}
      submitClassName="w-full sm:w-auto sm:justify-self-start"
    >
      <SchemaField field={fields.category} label={labels.category} required>
        <Select placeholder={t('inquiries.fields.categoryPlaceholder')}>
          <Options
            items={SITE_CONTACT_CATEGORIES}
            label={(category) => SITE_CONTACT_CATEGORY_LABELS[t.locale][category]}
          />
        </Select>
      </SchemaField>
      <SchemaField field={fields.subject} label={labels.subject} required>
        <Input placeholder={t('inquiries.siteContact.subjectPlaceholder')} />
      </SchemaField>
      <SchemaField field={fields.message} label={labels.message} required>
        <Textarea rows={6} />
      </SchemaField>
    </InquiryForm>
  );
}
