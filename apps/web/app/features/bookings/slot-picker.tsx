import type { Slots } from '@cld/contract/bookings';
import { cn } from '@cld/ui/cn';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { bookingsMessages } from '../../i18n/namespaces.ts';

const choiceClasses =
  'inline-flex min-h-11 items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors focus-visible:focus-ring aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground border-border bg-background hover:bg-muted aria-pressed:hover:bg-primary';

/**
 * The open slots as a day picker and the chosen day's times: toggle buttons (`aria-pressed`) in
 * labelled groups, 44 px tall, wrapping at any width. Every day, time and moment is the text the
 * server wrote (issue 37 item 2: one clock), on the clocks it names (`shownZone`): the browser's
 * own zone rules are never used. The chosen slot is the form's `name` field (a hidden input) and
 * is announced in words.
 */
export function SlotPicker({
  slots,
  name,
  value,
  onChange,
  id,
  error,
}: {
  slots: Pick<Slots, 'days' | 'slots' | 'shownZone'>;
  name: string;
  /** The chosen slot's start (a UTC instant), as the API takes it. */
  value: string | undefined;
  onChange: (slot: string | undefined) => void;
  /** The id the form's error summary links to (the day picker's first button). */
  id: string;
  error?: string;
}) {
  const t = useT(bookingsMessages);
  const { days } = slots;
  const chosen = value ? slots.slots.find((slot) => slot.startsAt === value) : undefined;
  const [day, setDay] = useState<string | undefined>(chosen?.day ?? days[0]?.day);
  const shown = days.find((group) => group.day === day) ?? days[0];
  const daysLabel = useId();
  const timesLabel = useId();
  const errorId = `${id}-error`;

  if (days.length === 0) return <p className="text-sm">{t('bookings.picker.none')}</p>;

  return (
    <div className="grid gap-3">
      <input type="hidden" name={name} value={value ?? ''} />
      <p className="text-sm text-muted-foreground">
        {t('bookings.picker.zone', { zone: slots.shownZone })}
      </p>
      <div className="grid gap-2">
        <p id={daysLabel} className="text-sm font-medium">
          {t('bookings.picker.days')}
        </p>
        <div
          role="group"
          aria-labelledby={daysLabel}
          aria-describedby={error ? errorId : undefined}
          className="flex flex-wrap gap-2"
        >
          {days.map((group, index) => (
            <button
              key={group.day}
              id={index === 0 ? id : undefined}
              type="button"
              aria-pressed={group.day === shown?.day}
              className={choiceClasses}
              onClick={() => setDay(group.day)}
            >
              {group.shortDate}
            </button>
          ))}
        </div>
      </div>
      {shown && (
        <div className="grid gap-2">
          <p id={timesLabel} className="text-sm font-medium">
            {t('bookings.picker.times', { day: shown.date })}
          </p>
          <div role="group" aria-labelledby={timesLabel} className="flex flex-wrap gap-2">
            {slots.slots
              .filter((slot) => slot.day === shown.day)
              .map((slot) => (
                <button
                  key={slot.startsAt}
                  type="button"
                  aria-pressed={slot.startsAt === value}
                  className={cn(choiceClasses, 'min-w-24')}
                  onClick={() => onChange(slot.startsAt === value ? undefined : slot.startsAt)}
                >
                  {slot.time}
                </button>
              ))}
          </div>
        </div>
      )}
      <p role="status" className="min-h-5 text-sm font-medium">
        {chosen ? t('bookings.picker.chosen', { moment: chosen.text }) : ''}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
