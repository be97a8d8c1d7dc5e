import { Button } from '@cld/ui/button';
import { Options, Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import type { ComponentProps, ReactNode } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { errorSummaryOf, useSchemaForm } from '../../lib/schema-form.ts';
import { ContactDetailsFields, useContactDetailsLabels } from './contact-details-fields.tsx';
import { ATTEMPT_FIELD, useAttempt } from '../../lib/attempt.ts';
import { FormStatus } from './form-sent-notice.tsx';
import { HoneypotField } from './honeypot-field.tsx';
import { sendOutcome, type Sending } from './inquiry-mutations.ts';

type Field = ComponentProps<typeof SchemaField>['field'];

/**
 * The frame of every inquiry form: the sent notice and error summary, the visitor's details, the
 * form's own fields (`children`), the honeypot and the submit button, all disabled while sending.
 * A lawyer's forms carry the lawyer (`lawyerId`), posted with the rest without JavaScript, and
 * every form its attempt (attempt.ts), so a post retried is answered once.
 */
export function InquiryForm({
  form,
  attempt,
  fields,
  labels,
  done,
  sent,
  pending,
  phoneRequired,
  lawyerId,
  label,
  submit,
  submitClassName = 'w-full',
  children,
}: {
  form: { id: string; errors?: string[] | undefined; onSubmit: ComponentProps<'form'>['onSubmit'] };
  attempt: string;
  fields: Record<string, Field> & { name: Field; email: Field; phone: Field };
  labels: Record<string, string>;
  done: boolean;
  sent: { title: string; text: string };
  pending: boolean;
  phoneRequired: boolean;
  lawyerId?: number;
  label?: string;
  submit: { idle: string; pending: string };
  submitClassName?: string;
  children: ReactNode;
}) {
  return (
    <form
      id={form.id}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={label}
      className="relative"
    >
      <fieldset disabled={pending} className="grid gap-4">
        <FormStatus done={done} sent={sent} summary={errorSummaryOf(form, fields, labels)} />
        {lawyerId !== undefined && <input type="hidden" name="lawyerId" value={lawyerId} />}
        <input type="hidden" name={ATTEMPT_FIELD} value={attempt} />
        <ContactDetailsFields fields={fields} phoneRequired={phoneRequired} />
        {children}
        <HoneypotField />
        <Button type="submit" className={submitClassName} loading={pending}>
          {pending ? submit.pending : submit.idle}
        </Button>
      </fieldset>
    </form>
  );
}

/** A lawyer's inquiry form ("Send Message", "Schedule Consultation"): its messages' prefix. */
export type LawyerInquiryKind = 'contactLawyer' | 'consultation';

/** The id of each lawyer's inquiry form, before the lawyer's id. */
const FORM_ID: Record<LawyerInquiryKind, string> = {
  contactLawyer: 'contact-lawyer',
  consultation: 'consultation',
};

interface Notice {
  title: string;
  description: string;
}

/**
 * A lawyer's inquiry form on its schema: `frame` is everything `InquiryForm` takes but the form's
 * own fields. Its texts are read from `kind`'s messages; its labels are the visitor's details',
 * then `labels` (the form's own fields, in order; none for a message), then the legal issue's and
 * the message's. Valid values are sent with the mutation of `useSend` in the form's attempt; once
 * sent the form empties, a new attempt begins and `onSent` closes its dialog.
 */
export function useLawyerInquiry<
  TSchema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
  TLabels extends Record<string, string>,
>({
  kind,
  lawyerId,
  schema,
  useSend,
  onSent,
  labels,
}: {
  kind: LawyerInquiryKind;
  lawyerId: number;
  schema: TSchema;
  useSend: (options: { success: Notice; failure: Notice }) => {
    mutate: (sending: Sending<z.output<TSchema>>, options: ReturnType<typeof sendOutcome>) => void;
    isPending: boolean;
  };
  onSent: () => void;
  labels: TLabels;
}) {
  const t = useT(inquiriesMessages);
  const success = {
    title: t(`inquiries.${kind}.successTitle`),
    description: t(`inquiries.${kind}.successText`),
  };
  const send = useSend({
    success,
    failure: {
      title: t(`inquiries.${kind}.failureTitle`),
      description: t(`inquiries.${kind}.failureText`),
    },
  });
  const { attempt, renew } = useAttempt();
  const { form, fields, done } = useSchemaForm({
    id: `${FORM_ID[kind]}-${lawyerId}`,
    schema,
    onValid: (value, reply) => {
      const outcome = sendOutcome(reply);
      send.mutate(
        { body: value, attempt },
        {
          ...outcome,
          onSuccess: () => {
            renew();
            outcome.onSuccess();
            onSent();
          },
        },
      );
    },
  });
  const frame = {
    form,
    attempt,
    fields,
    labels: {
      ...useContactDetailsLabels({ phoneRequired: true }),
      ...labels,
      legalIssue: t('inquiries.fields.legalIssue'),
      message: t('inquiries.fields.message'),
    },
    done,
    sent: { title: success.title, text: success.description },
    pending: send.isPending,
    phoneRequired: true,
    lawyerId,
    submit: { idle: t(`inquiries.${kind}.submit`), pending: t(`inquiries.${kind}.submitting`) },
  };
  return { fields, frame };
}

/** The legal issue and the message, the last two fields of a lawyer's inquiry forms. */
export function IssueAndMessageFields({
  fields,
  labels,
  issues,
  issueLabel,
  messageRows,
}: {
  fields: { legalIssue: Field; message: Field };
  labels: { legalIssue: string; message: string };
  issues: readonly string[];
  issueLabel?: (issue: string) => ReactNode;
  messageRows: number;
}) {
  const t = useT(inquiriesMessages);
  return (
    <>
      <SchemaField field={fields.legalIssue} label={labels.legalIssue} required>
        <Select placeholder={t('inquiries.fields.legalIssuePlaceholder')}>
          <Options items={issues} label={issueLabel} />
        </Select>
      </SchemaField>
      <SchemaField field={fields.message} label={labels.message} required>
        <Textarea rows={messageRows} placeholder={t('inquiries.fields.messagePlaceholder')} />
      </SchemaField>
    </>
  );
}
