import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import {
  MAX_OPENINGS_PER_DAY,
  MEETING_MODES,
  WEEKDAYS,
  type Weekday,
} from '@cld/reference/practice-details';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import {
  CheckboxChoice,
  ChoiceGrid,
  ChoiceGroup,
  FormSection,
  RadioChoice,
} from './form-groups.tsx';
import {
  addOpening,
  removeOpening,
  setDayClosed,
  toggleChoice,
  updateOpening,
  type YesNo,
} from './profile-form-values.ts';
import { groupError, type ProfileForm } from './use-profile-form.ts';

const YES_NO: readonly { value: YesNo; key: 'yes' | 'no' | 'notStated' }[] = [
  { value: 'yes', key: 'yes' },
  { value: 'no', key: 'no' },
  { value: '', key: 'notStated' },
];

/** Yes, no or not stated: "not stated" is its own answer, never a "no". */
function YesNoGroup({
  name,
  legend,
  hint,
  value,
  error,
  onChange,
  children,
}: {
  name: string;
  legend: string;
  hint?: string;
  value: YesNo;
  error: string | undefined;
  onChange: (value: YesNo) => void;
  children?: ReactNode;
}) {
  const t = useT(accountsMessages);
  return (
    <ChoiceGroup legend={legend} hint={hint} error={error}>
      <ChoiceGrid>
        {YES_NO.map((option) => (
          <RadioChoice
            key={option.key}
            name={name}
            value={option.value}
            label={t(`accounts.profileFields.${option.key}`)}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
          />
        ))}
      </ChoiceGrid>
      {children}
    </ChoiceGroup>
  );
}

/**
 * Meeting modes, a step-free entrance, the office hours of each day and whether the lawyer takes
 * new clients; `acceptingStatus` is what the dashboard adds under that answer (its date, the
 * button that confirms it).
 */
export function MeetingFields({
  form,
  acceptingStatus,
}: {
  form: ProfileForm;
  acceptingStatus?: ReactNode;
}) {
  const t = useT(accountsMessages);
  const { values, errors } = form;
  return (
    <FormSection legend={t('accounts.profileFields.meetingLegend')}>
      <ChoiceGroup
        legend={t('accounts.profileFields.meetingModes')}
        error={groupError(errors, 'meetingModes')}
        required
      >
        <ChoiceGrid>
          {MEETING_MODES.map((mode) => (
            <CheckboxChoice
              key={mode}
              name="meetingModes"
              value={mode}
              label={t(`accounts.profileFields.meetingModeNames.${mode}`)}
              checked={values.meetingModes.includes(mode)}
              onChange={(checked) =>
                form.setValue(
                  'meetingModes',
                  toggleChoice(MEETING_MODES, values.meetingModes, mode, checked),
                )
              }
            />
          ))}
        </ChoiceGrid>
      </ChoiceGroup>
      <YesNoGroup
        name="stepFreeAccess"
        legend={t('accounts.profileFields.stepFreeAccess')}
        hint={t('accounts.profileFields.stepFreeAccessHint')}
        value={values.stepFreeAccess}
        error={errors.stepFreeAccess}
        onChange={(value) => form.setValue('stepFreeAccess', value)}
      />
      <OfficeHoursFields form={form} />
      <YesNoGroup
        name="acceptingClients"
        legend={t('accounts.profileFields.acceptingClients')}
        hint={t('accounts.profileFields.acceptingClientsHint')}
        value={values.acceptingClients}
        error={errors.acceptingClients}
        onChange={(value) => form.setValue('acceptingClients', value)}
      >
        {acceptingStatus}
      </YesNoGroup>
    </FormSection>
  );
}

/** Each day closed, or open once or twice (a lunch break), in 24-hour time. */
function OfficeHoursFields({ form }: { form: ProfileForm }) {
  const t = useT(accountsMessages);
  const { values, errors } = form;
  const hours = values.officeHours;
  const setHours = (next: typeof hours) => form.setValue('officeHours', next);
  return (
    <ChoiceGroup
      legend={t('accounts.profileFields.officeHours')}
      hint={t('accounts.profileFields.officeHoursHint')}
      error={errors.officeHours}
    >
      <div className="grid gap-3">
        {WEEKDAYS.map((day) => (
          <DayHours
            key={day}
            day={day}
            openings={hours[day]}
            error={(index, field) => errors[`officeHours.${day}.${index}.${field}`]}
            dayError={errors[`officeHours.${day}`]}
            onClosed={(closed) => setHours(setDayClosed(hours, day, closed))}
            onAdd={() => setHours(addOpening(hours, day))}
            onRemove={(index) => setHours(removeOpening(hours, day, index))}
            onChange={(index, field, value) =>
              setHours(updateOpening(hours, day, index, field, value))
            }
          />
        ))}
      </div>
    </ChoiceGroup>
  );
}

function DayHours({
  day,
  openings,
  error,
  dayError,
  onClosed,
  onAdd,
  onRemove,
  onChange,
}: {
  day: Weekday;
  openings: readonly { opens: string; closes: string }[];
  error: (index: number, field: 'opens' | 'closes') => string | undefined;
  dayError: string | undefined;
  onClosed: (closed: boolean) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onChange: (index: number, field: 'opens' | 'closes', value: string) => void;
}) {
  const t = useT(accountsMessages);
  const dayName = t(`accounts.profileFields.days.${day}`);
  // Within a sentence, French writes the day in lower case (« le lundi »).
  const dayInSentence = t.locale === 'fr' ? dayName.toLocaleLowerCase('fr-CA') : dayName;
  const closed = openings.length === 0;
  return (
    <ChoiceGroup legend={dayName} error={dayError} className="rounded-md border border-input p-3">
      <div className="grid gap-3">
        <label className="flex min-h-6 w-fit cursor-pointer items-center gap-2 text-sm">
          <input
            type="checkbox"
            name={`officeHours.${day}.closed`}
            checked={closed}
            onChange={(event) => onClosed(event.target.checked)}
            className="size-4 accent-primary"
          />
          {t('accounts.profileFields.closed')}
        </label>
        {openings.map((opening, index) => (
          <div key={index} className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <FormField
              label={t(
                index === 0 ? 'accounts.profileFields.opens' : 'accounts.profileFields.opensSecond',
              )}
              error={error(index, 'opens')}
            >
              <Input
                type="time"
                name={`officeHours.${day}[${index}].opens`}
                value={opening.opens}
                onChange={(event) => onChange(index, 'opens', event.target.value)}
              />
            </FormField>
            <FormField
              label={t(
                index === 0
                  ? 'accounts.profileFields.closes'
                  : 'accounts.profileFields.closesSecond',
              )}
              error={error(index, 'closes')}
            >
              <Input
                type="time"
                name={`officeHours.${day}[${index}].closes`}
                value={opening.closes}
                onChange={(event) => onChange(index, 'closes', event.target.value)}
              />
            </FormField>
            {index > 0 && (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="col-span-2 w-fit sm:col-span-1 sm:mt-7"
                aria-label={t('accounts.profileFields.removeOpeningName', { day: dayInSentence })}
                onClick={() => onRemove(index)}
              >
                {t('accounts.profileFields.removeOpening')}
              </Button>
            )}
          </div>
        ))}
        {openings.length > 0 && openings.length < MAX_OPENINGS_PER_DAY && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="w-fit"
            aria-label={t('accounts.profileFields.addOpeningName', { day: dayInSentence })}
            onClick={onAdd}
          >
            {t('accounts.profileFields.addOpening')}
          </Button>
        )}
      </div>
    </ChoiceGroup>
  );
}
