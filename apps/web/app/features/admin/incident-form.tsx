import type { IncidentRecord } from '@cld/contract/admin';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Textarea } from '@cld/ui/textarea';
import { incidentSchema, type Incident } from '@cld/validation/admin';
import type { FormEvent } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import { checkedValues, useFormValues } from '../../lib/forms.ts';
import { useAdminMutation } from './queries.ts';
import { callApi } from '../../lib/api/api.ts';

const BOOLEAN_FIELDS = [
  'riskOfSignificantHarm',
  'reportedToRegulator',
  'individualsNotified',
] as const;

function toValues(incident: IncidentRecord | undefined) {
  return {
    title: incident?.title ?? '',
    description: incident?.description ?? '',
    occurredOn: incident?.occurredOn.slice(0, 10) ?? '',
    discoveredOn: incident?.discoveredOn.slice(0, 10) ?? '',
    affected: incident?.affected ?? '',
    affectedCount:
      incident?.affectedCount === null || !incident ? '' : String(incident.affectedCount),
    personalInformation: incident?.personalInformation ?? '',
    riskOfSignificantHarm: incident?.riskOfSignificantHarm ? 'true' : '',
    reportedToRegulator: incident?.reportedToRegulator ? 'true' : '',
    reportedOn: incident?.reportedOn?.slice(0, 10) ?? '',
    individualsNotified: incident?.individualsNotified ? 'true' : '',
    measures: incident?.measures ?? '',
  };
}

/** Records a confidentiality incident, or updates one (when reported, who was told, measures). */
export function IncidentForm({
  incident,
  onDone,
}: {
  incident?: IncidentRecord;
  onDone: () => void;
}) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const form = useFormValues(toValues(incident));
  const save = useAdminMutation({
    call: (body: Incident): Promise<unknown> =>
      incident
        ? callApi((api) => api.admin.updateIncident, { params: { id: incident.id }, body })
        : callApi((api) => api.admin.createIncident, { body }),
    success: incident ? t('admin.privacy.incidentUpdated') : t('admin.privacy.incidentCreated'),
    failure: t('admin.privacy.incidentFailed'),
    onSuccess: onDone,
    onFieldErrors: form.setErrors,
  });
  const { values, errors, bind } = form;
  const optional = (label: string) => `${label} ${t('admin.optional')}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      ...values,
      riskOfSignificantHarm: values.riskOfSignificantHarm === 'true',
      reportedToRegulator: values.reportedToRegulator === 'true',
      individualsNotified: values.individualsNotified === 'true',
    };
    const data = checkedValues(incidentSchema, input, locale, form.setErrors);
    if (data) save.mutate(data);
  }

  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={save.isPending} className="grid gap-4">
        <FormField label={t('admin.incident.title')} error={errors.title} required>
          <Input {...bind('title')} />
        </FormField>
        <FormField label={t('admin.incident.description')} error={errors.description} required>
          <Textarea rows={4} {...bind('description')} />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <FormField label={t('admin.incident.occurredOn')} error={errors.occurredOn} required>
            <Input type="date" {...bind('occurredOn')} />
          </FormField>
          <FormField label={t('admin.incident.discoveredOn')} error={errors.discoveredOn} required>
            <Input type="date" {...bind('discoveredOn')} />
          </FormField>
          <FormField
            label={optional(t('admin.incident.affectedCount'))}
            error={errors.affectedCount}
          >
            <Input type="number" min={0} step={1} inputMode="numeric" {...bind('affectedCount')} />
          </FormField>
        </div>
        <FormField label={t('admin.incident.affected')} error={errors.affected} required>
          <Textarea rows={2} {...bind('affected')} />
        </FormField>
        <FormField
          label={t('admin.incident.personalInformation')}
          error={errors.personalInformation}
          required
        >
          <Textarea rows={2} {...bind('personalInformation')} />
        </FormField>
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('admin.incident.assessment')}</legend>
          {BOOLEAN_FIELDS.map((name) => (
            <label key={name} className="flex items-center gap-3 text-sm">
              <input
                type="checkbox"
                name={name}
                checked={values[name] === 'true'}
                onChange={(event) => form.setValue(name, event.target.checked ? 'true' : '')}
                className="size-4 accent-primary"
              />
              {t(`admin.incident.${name}`)}
            </label>
          ))}
        </fieldset>
        <FormField
          label={
            values.reportedToRegulator === 'true'
              ? t('admin.incident.reportedOn')
              : optional(t('admin.incident.reportedOn'))
          }
          error={errors.reportedOn}
          required={values.reportedToRegulator === 'true'}
          className="sm:max-w-xs"
        >
          <Input type="date" {...bind('reportedOn')} />
        </FormField>
        <FormField label={optional(t('admin.incident.measures'))} error={errors.measures}>
          <Textarea rows={3} {...bind('measures')} />
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" loading={save.isPending}>
            {incident ? t('admin.incident.update') : t('admin.incident.create')}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('admin.cancel')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
