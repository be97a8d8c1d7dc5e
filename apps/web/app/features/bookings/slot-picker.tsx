import { cn } from '@cld/ui/cn';
import { useId, useMemo, useState } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { bookingsMessages } from '../../i18n/namespaces.ts';
import {
  formatDayButton,
  formatLongDay,
  formatMomentIn,
  formatSlotTime,
  groupSlotsByDay,
  zoneLabel,
} from './zoned-time.ts';

const choiceClasses =
  'inline-flex min-h-11 items-center justify-center rounded-md border px-3 text-sm font-medium transition-colors focus-visible:focus-ring aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground border-border bg-background hover:bg-muted aria-pressed:hover:bg-primary';

/**
 * The open slots as a day picker and the chosen day's times, in `timeZone` (the visitor's): toggle
 * buttons (`aria-pressed`) in labelled groups, 44 px tall, wrapping at any width. The chosen slot is
 * the form's `name` field (a hidden input) and is announced in words.
 */
export function SlotPicker({
  slots,
  timeZone,
  name,
  value,
  onChange,
  id,
  error,
}: {
  /** UTC instants of the open slots. */
  slots: readonly string[];
  timeZone: string;
  name: string;
  value: string | undefined;
  onChange: (slot: string | undefined) => void;
  /** The id the form's error summary links to (the day picker's first button). */
  id: string;
  error?: string;
}) {
  const t = useT(bookingsMessages);
  const locale = useLocale();
  const groups = useMemo(() => groupSlotsByDay(slots, timeZone), [slots, timeZone]);
  const chosenDay = value ? groups.find((group) => group.slots.includes(value))?.day : undefined;
  const [day, setDay] = useState<string | undefined>(chosenDay ?? groups[0]?.day);
  const shownDay = groups.some((group) => group.day === day) ? day : groups[0]?.day;
  const shown = groups.find((group) => group.day === shownDay);
  const daysLabel = useId();
  const timesLabel = useId();
  const errorId = `${id}-error`;

  if (groups.length === 0) return <p className="text-sm">{t('bookings.picker.none')}</p>;

  return (
    <div className="grid gap-3">
      <input type="hidden" name={name} value={value ?? ''} />
      <p className="text-sm text-muted-foreground">
        {t('bookings.picker.zone', { zone: zoneLabel(timeZone) })}
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
          {groups.map((group, index) => (
            <button
              key={group.day}
              id={index === 0 ? id : undefined}
              type="button"
              aria-pressed={group.day === shownDay}
              className={choiceClasses}
              onClick={() => setDay(group.day)}
            >
              {formatDayButton(group.day, locale)}
            </button>
          ))}
        </div>
      </div>
      {shown && (
        <div className="grid gap-2">
          <p id={timesLabel} className="text-sm font-medium">
            {t('bookings.picker.times', { day: formatLongDay(shown.day, locale) })}
          </p>
          <div role="group" aria-labelledby={timesLabel} className="flex flex-wrap gap-2">
            {shown.slots.map((slot) => (
              <button
                key={slot}
                type="button"
                aria-pressed={slot === value}
                className={cn(choiceClasses, 'min-w-24')}
                onClick={() => onChange(slot === value ? undefined : slot)}
              >
                {formatSlotTime(slot, timeZone, locale)}
              </button>
            ))}
          </div>
        </div>
      )}
      <p role="status" className="min-h-5 text-sm font-medium">
        {value
          ? t('bookings.picker.chosen', { moment: formatMomentIn(value, timeZone, locale) })
          : ''}
      </p>
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
