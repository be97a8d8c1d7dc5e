import type { MyAvailability } from '@cld/contract/bookings';
import { MEETING_MODES, WEEKDAYS, type Weekday } from '@cld/reference/practice-details';
import { Button } from '@cld/ui/button';
import { Checkbox } from '@cld/ui/checkbox';
import { FormErrorSummary } from '@cld/ui/form-error-summary';
import { Input } from '@cld/ui/input';
import { Skeleton } from '@cld/ui/skeleton';
import { toast } from '@cld/ui/toast-store';
import {
  availabilitySchema,
  DEFAULT_AVAILABILITY,
  MAX_RANGES_PER_DAY,
  type Availability,
} from '@cld/validation/booking';
import { languageOf } from '@cld/validation/i18n';
import { localizeIssue, zodErrorMap } from '@cld/validation/zod-i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useLocale, useT, type Locale } from '../../i18n/i18n.ts';
import { accountsMessages, bookingsMessages } from '../../i18n/namespaces.ts';
import { ApiError } from '../../lib/api/api.ts';
import { MY_AVAILABILITY_KEY, myAvailabilityQueryOptions, saveMyAvailability } from './queries.ts';
import { timeZoneName } from '@cld/reference/appointment-time';

/** The form's values: the availability with its numbers as typed. */
export interface AvailabilityValues {
  enabled: boolean;
  weeklyHours: Record<Weekday, { start: string; end: string }[]>;
  slotMinutes: string;
  bufferMinutes: string;
  daysOff: string[];
  meetingModes: string[];
  horizonDays: string;
  minNoticeHours: string;
}

export function formValuesOf(availability: Availability): AvailabilityValues {
  return {
    ...availability,
    weeklyHours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, availability.weeklyHours[day].map((range) => ({ ...range }))]),
    ) as AvailabilityValues['weeklyHours'],
    slotMinutes: String(availability.slotMinutes),
    bufferMinutes: String(availability.bufferMinutes),
    daysOff: [...availability.daysOff],
    meetingModes: [...availability.meetingModes],
    horizonDays: String(availability.horizonDays),
    minNoticeHours: String(availability.minNoticeHours),
  };
}

/** Each message by its field's whole path (`weeklyHours.mon.0.end`), in the page's language. */
export type PathErrors = Record<string, string>;

export function checkAvailability(
  values: AvailabilityValues,
  locale: Locale,
): { data: Availability } | { errors: PathErrors } {
  const language = languageOf(locale);
  const result = availabilitySchema.safeParse(values, { error: zodErrorMap(language) });
  if (result.success) return { data: result.data };
  const errors: PathErrors = {};
  for (const issue of result.error.issues) {
    errors[issue.path.join('.')] ??= localizeIssue(issue, language);
  }
  return { errors };
}

/** The API's field messages, by whole path as well. */
function apiErrorsOf(error: unknown): PathErrors {
  if (!(error instanceof ApiError)) return {};
  const issues = (error.body as { issues?: { path?: unknown[]; message?: unknown }[] } | undefined)
    ?.issues;
  const errors: PathErrors = {};
  for (const issue of Array.isArray(issues) ? issues : []) {
    if (typeof issue.message === 'string' && Array.isArray(issue.path)) {
      errors[issue.path.join('.')] ??= issue.message;
    }
  }
  return errors;
}

const errorOf = (errors: PathErrors, path: string) =>
  errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];

function Group({
  legend,
  hint,
  error,
  id,
  children,
}: {
  legend: string;
  hint?: string;
  error?: string;
  id: string;
  children: ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="grid gap-3"
      aria-describedby={[hint ? hintId : '', error ? errorId : ''].join(' ').trim() || undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-base font-semibold">{legend}</legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function NumberField({
  id,
  label,
  hint,
  value,
  error,
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="numeric"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].join(' ').trim() || undefined
        }
        onChange={(event) => onChange(event.target.value)}
        className="max-w-40"
      />
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The dashboard's "Consultation availability": weekly hours (several ranges a day), length and
 * break, days off, ways to meet, how far ahead and how soon, in the office's time zone; saved with
 * PUT my-availability. Checked with the API's own schema before it is sent.
 */
export function AvailabilityForm({ saved }: { saved: MyAvailability }) {
  const t = useT(bookingsMessages, accountsMessages);
  const locale = useLocale();
  const queryClient = useQueryClient();
  const formId = useId();
  const [values, setValues] = useState(() =>
    formValuesOf(saved.availability ?? DEFAULT_AVAILABILITY),
  );
  const [errors, setErrors] = useState<PathErrors>({});
  const [newDayOff, setNewDayOff] = useState('');
  const save = useMutation({
    mutationFn: saveMyAvailability,
    onSuccess: (answer) => {
      queryClient.setQueryData(MY_AVAILABILITY_KEY, answer);
      setErrors({});
      toast({ title: t('bookings.availability.saved') });
    },
    onError: (error) => {
      setErrors(apiErrorsOf(error));
      toast({ title: t('bookings.availability.saveFailed'), variant: 'destructive' });
    },
  });
  const set = <K extends keyof AvailabilityValues>(key: K, value: AvailabilityValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const setDay = (day: Weekday, ranges: { start: string; end: string }[]) =>
    setValues((current) => ({
      ...current,
      weeklyHours: { ...current.weeklyHours, [day]: ranges },
    }));
  const id = (path: string) => `${formId}-${path.replaceAll('.', '-')}`;
  const dayName = (day: Weekday) => t(`accounts.profileFields.days.${day}`);

  const summaryFields = [
    ...WEEKDAYS.filter((day) => errorOf(errors, `weeklyHours.${day}`)).map((day) => ({
      id: id(`weeklyHours.${day}`),
      label: `${t('bookings.availability.weeklyHours')} – ${dayName(day)}`,
    })),
    ...(
      [
        ['slotMinutes', t('bookings.availability.slotMinutes')],
        ['bufferMinutes', t('bookings.availability.bufferMinutes')],
        ['daysOff', t('bookings.availability.daysOff')],
        ['meetingModes', t('bookings.availability.meetingModes')],
        ['horizonDays', t('bookings.availability.horizonDays')],
        ['minNoticeHours', t('bookings.availability.minNoticeHours')],
      ] as const
    )
      .filter(([path]) => errorOf(errors, path))
      .map(([path, label]) => ({ id: id(path), label })),
  ];

  return (
    <form
      noValidate
      aria-labelledby={`${formId}-title`}
      className="grid gap-6"
      onSubmit={(event) => {
        event.preventDefault();
        const checked = checkAvailability(values, locale);
        if ('errors' in checked) {
          setErrors(checked.errors);
          return;
        }
        setErrors({});
        save.mutate(checked.data);
      }}
    >
      <div className="grid gap-2">
        <h2 id={`${formId}-title`} className="text-2xl font-semibold">
          {t('bookings.availability.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t('bookings.availability.intro', { zone: timeZoneName(saved.timeZone, locale) })}
        </p>
        {saved.availability === null && (
          <p role="status" className="rounded-md bg-muted p-3 text-sm">
            {t('bookings.availability.notSaved')}
          </p>
        )}
      </div>
      <fieldset disabled={save.isPending} className="grid gap-6">
        <FormErrorSummary
          title={t('bookings.availability.errorSummary')}
          fieldErrors={summaryFields}
        />
        <div className="grid gap-1">
          <label className="inline-flex min-h-6 items-center gap-3 text-sm font-medium">
            <Checkbox
              checked={values.enabled}
              aria-describedby={`${formId}-enabled-hint`}
              onCheckedChange={(checked) => set('enabled', checked)}
            />
            {t('bookings.availability.enabled')}
          </label>
          <p id={`${formId}-enabled-hint`} className="text-sm text-muted-foreground">
            {t('bookings.availability.enabledHint')}
          </p>
        </div>
        <Group
          id={id('weeklyHours')}
          legend={t('bookings.availability.weeklyHours')}
          hint={t('bookings.availability.weeklyHoursHint')}
        >
          {WEEKDAYS.map((day) => {
            const ranges = values.weeklyHours[day];
            const dayError = errorOf(errors, `weeklyHours.${day}`);
            return (
              <fieldset
                key={day}
                id={id(`weeklyHours.${day}`)}
                tabIndex={-1}
                className="grid gap-2 border-t border-border pt-3"
                aria-describedby={dayError ? `${id(`weeklyHours.${day}`)}-error` : undefined}
              >
                <legend className="text-sm font-medium">{dayName(day)}</legend>
                {ranges.length === 0 && (
                  <p className="text-sm text-muted-foreground">
                    {t('bookings.availability.closed')}
                  </p>
                )}
                {ranges.map((range, index) => {
                  const path = `weeklyHours.${day}.${index}`;
                  const update = (key: 'start' | 'end', value: string) =>
                    setDay(
                      day,
                      ranges.map((other, at) =>
                        at === index ? { ...other, [key]: value } : other,
                      ),
                    );
                  return (
                    <div key={index} className="flex flex-wrap items-end gap-3">
                      <div className="grid gap-1">
                        <label htmlFor={id(`${path}.start`)} className="text-sm">
                          {t('bookings.availability.from')}
                        </label>
                        <Input
                          id={id(`${path}.start`)}
                          type="time"
                          value={range.start}
                          aria-invalid={errors[`${path}.start`] ? true : undefined}
                          onChange={(event) => update('start', event.target.value)}
                          className="w-32"
                        />
                      </div>
                      <div className="grid gap-1">
                        <label htmlFor={id(`${path}.end`)} className="text-sm">
                          {t('bookings.availability.to')}
                        </label>
                        <Input
                          id={id(`${path}.end`)}
                          type="time"
                          value={range.end}
                          aria-invalid={errors[`${path}.end`] ? true : undefined}
                          onChange={(event) => update('end', event.target.value)}
                          className="w-32"
                        />
                      </div>
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        onClick={() =>
                          setDay(
                            day,
                            ranges.filter((_, at) => at !== index),
                          )
                        }
                      >
                        {t('bookings.availability.removeRange', {
                          start: range.start,
                          end: range.end,
                          day: dayName(day),
                        })}
                      </Button>
                    </div>
                  );
                })}
                {ranges.length < MAX_RANGES_PER_DAY && (
                  <div>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        setDay(day, [
                          ...ranges,
                          ranges.length === 0
                            ? { start: '09:00', end: '17:00' }
                            : { start: ranges.at(-1)!.end, end: ranges.at(-1)!.end },
                        ])
                      }
                    >
                      {t('bookings.availability.addRange', { day: dayName(day) })}
                    </Button>
                  </div>
                )}
                {dayError && (
                  <p
                    id={`${id(`weeklyHours.${day}`)}-error`}
                    className="text-sm font-medium text-danger"
                  >
                    {dayError}
                  </p>
                )}
              </fieldset>
            );
          })}
        </Group>
        <div className="grid gap-4 sm:grid-cols-2">
          <NumberField
            id={id('slotMinutes')}
            label={t('bookings.availability.slotMinutes')}
            value={values.slotMinutes}
            error={errors.slotMinutes}
            onChange={(value) => set('slotMinutes', value)}
          />
          <NumberField
            id={id('bufferMinutes')}
            label={t('bookings.availability.bufferMinutes')}
            value={values.bufferMinutes}
            error={errors.bufferMinutes}
            onChange={(value) => set('bufferMinutes', value)}
          />
          <NumberField
            id={id('horizonDays')}
            label={t('bookings.availability.horizonDays')}
            value={values.horizonDays}
            error={errors.horizonDays}
            onChange={(value) => set('horizonDays', value)}
          />
          <NumberField
            id={id('minNoticeHours')}
            label={t('bookings.availability.minNoticeHours')}
            hint={t('bookings.availability.minNoticeHoursHint')}
            value={values.minNoticeHours}
            error={errors.minNoticeHours}
            onChange={(value) => set('minNoticeHours', value)}
          />
        </div>
        <Group
          id={id('meetingModes')}
          legend={t('bookings.availability.meetingModes')}
          error={errorOf(errors, 'meetingModes')}
        >
          <div className="flex flex-wrap gap-4">
            {MEETING_MODES.map((mode) => (
              <label key={mode} className="inline-flex min-h-6 items-center gap-2 text-sm">
                <Checkbox
                  checked={values.meetingModes.includes(mode)}
                  onCheckedChange={(checked) =>
                    set(
                      'meetingModes',
                      MEETING_MODES.filter((other) =>
                        other === mode ? checked : values.meetingModes.includes(other),
                      ),
                    )
                  }
                />
                {t(`bookings.meetingModes.${mode}`)}
              </label>
            ))}
          </div>
        </Group>
        <Group
          id={id('daysOff')}
          legend={t('bookings.availability.daysOff')}
          hint={t('bookings.availability.daysOffHint')}
          error={errorOf(errors, 'daysOff')}
        >
          {values.daysOff.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('bookings.availability.noDaysOff')}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {values.daysOff.map((day) => (
                <li key={day}>
                  <Button
                    type="button"
                    variant="outline"
                    size="sm"
                    aria-label={t('bookings.availability.removeDayOff', { day })}
                    onClick={() =>
                      set(
                        'daysOff',
                        values.daysOff.filter((other) => other !== day),
                      )
                    }
                  >
                    {day} ×
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <div className="flex flex-wrap items-end gap-3">
            <div className="grid gap-1">
              <label htmlFor={id('newDayOff')} className="text-sm">
                {t('bookings.availability.dayOff')}
              </label>
              <Input
                id={id('newDayOff')}
                type="date"
                value={newDayOff}
                onChange={(event) => setNewDayOff(event.target.value)}
                className="w-44"
              />
            </div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={newDayOff === ''}
              onClick={() => {
                if (!values.daysOff.includes(newDayOff)) {
                  set('daysOff', [...values.daysOff, newDayOff].sort());
                }
                setNewDayOff('');
              }}
            >
              {t('bookings.availability.addDayOff')}
            </Button>
          </div>
        </Group>
        <div>
          <Button type="submit" loading={save.isPending}>
            {save.isPending ? t('bookings.availability.saving') : t('bookings.availability.save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** The section: the saved availability loaded, then its form. */
export function AvailabilitySection() {
  const t = useT(bookingsMessages);
  const query = useQuery(myAvailabilityQueryOptions());
  if (query.isPending) return <Skeleton className="h-96 w-full" />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border border-border bg-muted p-4 text-sm">
        {t('bookings.availability.loadFailed')}
      </p>
    );
  }
  return <AvailabilityForm saved={query.data} />;
}
