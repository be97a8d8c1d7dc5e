import { Input } from '@cld/ui/input';
import type { ComponentProps } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { useCurrentUser } from '../auth/index.ts';

type Field = ComponentProps<typeof SchemaField>['field'];

/** The labels of the visitor's details, for the forms' error summaries. */
export function useContactDetailsLabels({ phoneRequired }: { phoneRequired: boolean }) {
  const t = useT(inquiriesMessages);
  return {
    name: t('inquiries.fields.name'),
    email: t('inquiries.fields.email'),
    phone: phoneRequired ? t('inquiries.fields.phone') : t('inquiries.fields.phoneOptional'),
  };
}

/**
 * Who is writing: name, e-mail and phone, the same three fields on a message to a lawyer, a
 * consultation request and the site's contact form (the schemas share them too, in
 * packages/validation). The phone is required by the lawyer's forms, optional on the site's.
 * A signed-in person finds their name and e-mail filled in (issue 21); they can change them.
 */
export function ContactDetailsFields({
  fields,
  phoneRequired,
}: {
  fields: { name: Field; email: Field; phone: Field };
  phoneRequired: boolean;
}) {
  const labels = useContactDetailsLabels({ phoneRequired });
  const user = useCurrentUser();
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : undefined;
  return (
    <>
      <SchemaField field={fields.name} prefill={name} label={labels.name} required>
        <Input autoComplete="name" />
      </SchemaField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SchemaField field={fields.email} prefill={user?.email} label={labels.email} required>
          <Input type="email" autoComplete="email" />
        </SchemaField>
        <SchemaField field={fields.phone} label={labels.phone} required={phoneRequired}>
          <Input type="tel" autoComplete="tel" />
        </SchemaField>
      </div>
    </>
  );
}
