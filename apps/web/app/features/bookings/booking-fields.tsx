// What the profile's booking dialog (booking-form.tsx, loaded with the dialog) and the consultation
// page (page-booking-form.tsx) share. Only modules the dialog already loads: nothing here may add
// to the profile's chunk.
import { HONEYPOT_FIELD } from '@cld/contract/inquiries';
import type { MeetingMode } from '@cld/reference/practice-details';
import { Button } from '@cld/ui/button';
import { FormErrorSummary } from '@cld/ui/form-error-summary';
import { Input } from '@cld/ui/input';
import { Textarea } from '@cld/ui/textarea';
import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { bookingsMessages } from '../../i18n/namespaces.ts';
import { SchemaField } from '../../lib/schema-field.tsx';
import { errorSummaryOf } from '../../lib/schema-form.ts';

type Field = ComponentProps<typeof SchemaField>['field'];

/** The booking form's field names, for their labels and the error summary (in this order). */
export function useBookingLabels() {
  const t = useT(bookingsMessages);
  return {
    startsAt: t('bookings.form.time'),
    meetingMode: t('bookings.form.meetingMode'),
    name: t('bookings.form.name'),
    email: t('bookings.form.email'),
    phone: t('bookings.form.phone'),
    message: t('bookings.form.message'),
  };
}

type BookingLabels = ReturnType<typeof useBookingLabels>;

/** The red asterisk of a required group's legend (a field's own comes with `SchemaField`). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-danger">
      *
    </span>
  );
}

/**
 * The booking form around its fields (`children`): posted (the page's action takes it without
 * JavaScript), disabled while booking, the error summary first with the API's `failure` among the
 * form's messages, then the honeypot and the submit button; `after` goes under the button.
 */
export function BookingFormFrame({
  form,
  fields,
  labels,
  failure,
  pending,
  children,
  after,
}: {
  form: { id: string; errors?: string[]; onSubmit: FormEventHandler<HTMLFormElement> };
  fields: Parameters<typeof errorSummaryOf>[1];
  labels: BookingLabels;
  failure: string | undefined;
  pending: boolean;
  children: ReactNode;
  after?: ReactNode;
}) {
  const t = useT(bookingsMessages);
  const summary = errorSummaryOf(form, fields, labels);
  const formErrors = failure ? [...summary.formErrors, failure] : summary.formErrors;
  const honeypotId = `${form.id}-website`;
  return (
    <form
      id={form.id}
      method="post"
      noValidate
      onSubmit={form.onSubmit}
      aria-label={t('bookings.form.label')}
      className="relative"
    >
      <fieldset disabled={pending} className="grid gap-5">
        <FormErrorSummary
          title={
            formErrors.length > 0
              ? t('bookings.form.problemSummary')
              : t('bookings.form.errorSummary')
          }
          formErrors={formErrors}
          fieldErrors={summary.fieldErrors}
        />
        {children}
        {/* Off screen rather than hidden, which some bots skip; out of the tab order. */}
        <div
          aria-hidden="true"
          className="absolute -left-[10000px] top-auto size-px overflow-hidden"
        >
          <label htmlFor={honeypotId}>{t('bookings.form.honeypot')}</label>
          <input
            id={honeypotId}
            type="text"
            name={HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            aria-hidden="true"
            defaultValue=""
          />
        </div>
        <Button type="submit" className="w-full" loading={pending}>
          {pending ? t('bookings.form.submitting') : t('bookings.form.submit')}
        </Button>
        {after}
      </fieldset>
    </form>
  );
}

/**
 * How to meet, as native radio buttons (the lawyer's modes; the only one is chosen already). The
 * first radio takes the field's id, so the error summary's link lands on the group.
 */
export function MeetingModeField({
  field,
  modes,
  label,
  required = false,
  initialValue,
}: {
  field: Field;
  modes: readonly MeetingMode[];
  label: string;
  /** Marks the legend with the asterisk. */
  required?: boolean;
  /** The mode chosen before the page was sent back (without JavaScript). */
  initialValue?: unknown;
}) {
  const t = useT(bookingsMessages);
  const error = field.errors?.[0];
  const errorId = `${field.id}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">
        {label}
        {required && <RequiredMark />}
      </legend>
      <div className="flex flex-wrap gap-2">
        {modes.map((mode, index) => (
          <label
            key={mode}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-border px-3 text-sm has-checked:border-primary has-focus-visible:focus-ring"
          >
            <input
              type="radio"
              id={index === 0 ? field.id : undefined}
              name={field.name}
              value={mode}
              defaultChecked={initialValue === mode || modes.length === 1}
              className="size-4 accent-primary"
            />
            {t(`bookings.meetingModes.${mode}`)}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Who is coming: name, e-mail, phone and message, each in its `SchemaField`; the name and e-mail
 * start with `prefill` (a signed-in person's).
 */
export function VisitorFields({
  fields,
  labels,
  prefill = {},
}: {
  fields: { name: Field; email: Field; phone: Field; message: Field };
  labels: BookingLabels;
  prefill?: { name?: string | undefined; email?: string | undefined };
}) {
  return (
    <>
      <SchemaField field={fields.name} prefill={prefill.name} label={labels.name} required>
        <Input autoComplete="name" />
      </SchemaField>
      <div className="grid gap-4 sm:grid-cols-2">
        <SchemaField field={fields.email} prefill={prefill.email} label={labels.email} required>
          <Input type="email" autoComplete="email" />
        </SchemaField>
        <SchemaField field={fields.phone} label={labels.phone}>
          <Input type="tel" autoComplete="tel" />
        </SchemaField>
      </div>
      <SchemaField field={fields.message} label={labels.message}>
        <Textarea rows={3} />
      </SchemaField>
    </>
  );
}
