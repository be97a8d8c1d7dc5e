import type { AdminLawyerRow } from '@cld/contract/admin';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Options, Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import { LICENCE_CLASSES, verificationDecisionSchema } from '@cld/validation/admin';
import { useId, type FormEvent } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import { checkedValues, useFormValues } from '../../lib/forms.ts';
import { RegulatorOptions } from '../lawyers/index.ts';
import { useAdminMutation } from './queries.ts';
import { callApi } from '../../lib/api/api.ts';

/**
 * An administrator's decision on one request: verify with the licence as the law society shows
 * it (prefilled with what the lawyer wrote), or reject with a reason the lawyer will read.
 */
export function DecisionForm({ lawyer }: { lawyer: AdminLawyerRow }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const id = useId();
  const form = useFormValues({
    decision: 'verify',
    licenceNumber: lawyer.licenceNumber ?? '',
    regulator: lawyer.regulator ?? '',
    licenceClass: '',
    reason: '',
    notes: '',
  });
  const decide = useAdminMutation({
    call: (body: ReturnType<typeof verificationDecisionSchema.parse>) =>
      callApi((api) => api.admin.decideVerification, { params: { id: lawyer.id }, body }),
    success:
      form.values.decision === 'verify'
        ? t('admin.verifications.verified', { name: lawyer.name })
        : t('admin.verifications.rejected', { name: lawyer.name }),
    failure: t('admin.verifications.failed'),
    onFieldErrors: form.setErrors,
  });
  const { values, errors, bind } = form;
  const verify = values.decision === 'verify';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = verify
      ? {
          decision: 'verify',
          licenceNumber: values.licenceNumber,
          regulator: values.regulator,
          licenceClass: values.licenceClass,
          notes: values.notes,
        }
      : { decision: 'reject', reason: values.reason, notes: values.notes };
    const data = checkedValues(verificationDecisionSchema, input, locale, form.setErrors);
    if (data) decide.mutate(data);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('admin.verifications.formLabel', { name: lawyer.name })}
    >
      <fieldset disabled={decide.isPending} className="grid gap-4">
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-2 text-sm font-medium">{t('admin.verifications.decision')}</legend>
          {(['verify', 'reject'] as const).map((decision) => (
            <label key={decision} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={`${id}-decision`}
                value={decision}
                checked={values.decision === decision}
                onChange={() => form.setValue('decision', decision)}
                className="size-4 accent-primary"
              />
              {t(`admin.verifications.${decision}`)}
            </label>
          ))}
        </fieldset>
        {verify ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField
              label={t('admin.fields.licenceNumber')}
              error={errors.licenceNumber}
              required
            >
              <Input autoComplete="off" {...bind('licenceNumber')} />
            </FormField>
            <FormField label={t('admin.fields.regulator')} error={errors.regulator} required>
              <Select {...bind('regulator')}>
                <option value="">{t('admin.fields.regulatorPlaceholder')}</option>
                <RegulatorOptions />
              </Select>
            </FormField>
            <FormField label={t('admin.fields.licenceClass')} error={errors.licenceClass} required>
              <Select {...bind('licenceClass')}>
                <option value="">{t('admin.fields.licenceClassPlaceholder')}</option>
                <Options items={LICENCE_CLASSES} />
              </Select>
            </FormField>
          </div>
        ) : (
          <FormField
            label={t('admin.fields.reason')}
            description={t('admin.verifications.reasonHint')}
            error={errors.reason}
            required
          >
            <Textarea rows={3} {...bind('reason')} />
          </FormField>
        )}
        <FormField
          label={`${t('admin.fields.notes')} ${t('admin.optional')}`}
          description={t('admin.verifications.notesHint')}
          error={errors.notes}
        >
          <Textarea rows={2} {...bind('notes')} />
        </FormField>
        <div>
          <Button
            type="submit"
            variant={verify ? 'primary' : 'destructive'}
            loading={decide.isPending}
          >
            {verify ? t('admin.verifications.submitVerify') : t('admin.verifications.submitReject')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
