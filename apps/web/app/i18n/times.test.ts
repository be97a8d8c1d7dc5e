import { describe, expect, it } from 'vitest';
import { formatTimeOfDay } from './times.ts';

function* everyMinuteOfTheDay() {
  for (let hours = 0; hours < 24; hours++) {
    for (let minutes = 0; minutes < 60; minutes++) {
      yield {
        time: `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
        date: new Date(Date.UTC(2026, 0, 5, hours, minutes)),
      };
    }
  }
}

const intlTime = (locale: string) =>
  new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

describe('formatTimeOfDay in English', () => {
  it('writes every minute of the day as Intl does in Canadian English', () => {
    const intl = intlTime('en-CA');
    for (const { time, date } of everyMinuteOfTheDay()) {
      expect(formatTimeOfDay('en', time)).toBe(intl.format(date));
    }
  });

  it.each([
    ['09:00', '9:00 a.m.'],
    ['12:00', '12:00 p.m.'],
    ['00:30', '12:30 a.m.'],
    ['18:45', '6:45 p.m.'],
  ])('%s → %s', (time, written) => {
    expect(formatTimeOfDay('en', time)).toBe(written);
  });
});

describe('formatTimeOfDay in French', () => {
  it.each([
    ['09:00', '9\u00a0h'],
    ['18:00', '18\u00a0h'],
    ['00:00', '0\u00a0h'],
    ['13:30', '13\u00a0h\u00a030'],
    ['08:05', '8\u00a0h\u00a005'],
  ])('%s → %j, as the OQLF writes it', (time, written) => {
    expect(formatTimeOfDay('fr', time)).toBe(written);
  });

  it('writes the hours and minutes Intl writes in Canadian French, without its « 00 » minutes', () => {
    const intl = intlTime('fr-CA');
    for (const { time, date } of everyMinuteOfTheDay()) {
      expect(formatTimeOfDay('fr', time)).toBe(
        intl
          .format(date)
          .replace(/\s/g, '\u00a0')
          .replace(/\u00a000$/, ''),
      );
    }
  });
});
