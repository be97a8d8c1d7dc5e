import { describe, expect, it } from 'vitest';
import {
  appointmentTimes,
  formatCalendarDay,
  formatTimeOfDay,
  timeZoneName,
  wallClock,
} from './appointment-time.ts';
import { PROVINCE_TIME_ZONES } from './time-zones.ts';

describe('timeZoneName', () => {
  it('names every province’s zone as people say it, in both languages, never as an IANA id', () => {
    for (const zone of Object.values(PROVINCE_TIME_ZONES)) {
      for (const locale of ['en', 'fr'] as const) {
        const name = timeZoneName(zone, locale);
        expect(name).not.toContain('/');
        expect(name).not.toContain('_');
        expect(name).toMatch(/^(.+ Time|heure .+) \(.+\)$/);
      }
    }
    expect(timeZoneName('America/Winnipeg', 'en')).toBe('Central Time (Winnipeg)');
    expect(timeZoneName('America/Winnipeg', 'fr')).toBe('heure du Centre (Winnipeg)');
    expect(timeZoneName('America/St_Johns', 'en')).toBe('Newfoundland Time (St. John’s)');
    expect(timeZoneName('America/Halifax', 'fr')).toBe('heure de l’Atlantique (Halifax)');
  });

  it('names the office’s city when given, and a zone abroad by its generic name and city', () => {
    expect(timeZoneName('America/Toronto', 'fr', 'Montréal')).toBe('heure de l’Est (Montréal)');
    expect(timeZoneName('Europe/Paris', 'en')).toMatch(
      /^Central European (Standard )?Time \(Paris\)$/,
    );
    expect(timeZoneName('UTC', 'fr')).toBe('UTC');
  });
});

describe('formatCalendarDay and formatTimeOfDay', () => {
  it('write days and times as each language does (OQLF for French)', () => {
    expect(formatCalendarDay('2026-12-01', 'en')).toEqual({
      long: 'Tuesday, December 1, 2026',
      short: 'Tue, Dec 1',
    });
    expect(formatCalendarDay('2026-12-01', 'fr')).toEqual({
      long: 'mardi 1er\u00a0décembre\u00a02026',
      short: 'mar. 1er\u00a0déc.',
    });
    expect(formatTimeOfDay('en', '00:05')).toBe('12:05 a.m.');
    expect(formatTimeOfDay('en', '12:30')).toBe('12:30 p.m.');
    expect(formatTimeOfDay('fr', '09:00')).toBe('9\u00a0h');
    expect(formatTimeOfDay('fr', '13:30')).toBe('13\u00a0h\u00a030');
  });

  it('agree with Intl on the weekday of every day of a year', () => {
    const weekday = new Intl.DateTimeFormat('en-CA', { weekday: 'long', timeZone: 'UTC' });
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2028, 0, 1 + day));
      const key = date.toISOString().slice(0, 10);
      expect(formatCalendarDay(key, 'en').long.split(',')[0]).toBe(weekday.format(date));
    }
  });
});

describe('wallClock: one office zone, another visitor zone, across daylight saving time', () => {
  it('is 9:00 a.m. in Winnipeg for a Winnipeg visitor whatever the office', () => {
    // Monday, March 9, 2026, 14:00 UTC: Winnipeg is on daylight time (UTC−5) since the day before.
    const when = appointmentTimes({
      instant: '2026-03-09T14:00:00.000Z',
      officeZone: 'America/Toronto',
      visitorZone: 'America/Winnipeg',
      locale: 'en',
    });
    expect(when.office.text).toBe(
      'Monday, March 9, 2026, 10:00 a.m. Eastern Time (Toronto, UTC−4)',
    );
    expect(when.visitor?.text).toBe(
      'Monday, March 9, 2026, 9:00 a.m. Central Time (Winnipeg, UTC−5)',
    );
  });

  it('follows each zone’s own change on 2026-03-08 (clocks spring forward at 2 a.m. local)', () => {
    // 07:30 UTC: Toronto changed at 07:00 UTC, Winnipeg changes at 08:00 UTC.
    const early = '2026-03-08T07:30:00.000Z';
    expect(wallClock(early, 'America/Toronto', 'en')).toMatchObject({
      time: '3:30 a.m.',
      offset: 'UTC−4',
    });
    expect(wallClock(early, 'America/Winnipeg', 'en')).toMatchObject({
      time: '1:30 a.m.',
      offset: 'UTC−6',
    });
    // 15:00 UTC, after every change: Halifax and St. John's too.
    const later = '2026-03-08T15:00:00.000Z';
    expect(wallClock(later, 'America/Winnipeg', 'fr').text).toBe(
      'dimanche 8\u00a0mars\u00a02026 à 10\u00a0h, heure du Centre (Winnipeg, UTC−5)',
    );
    expect(wallClock(later, 'America/Halifax', 'en').text).toBe(
      'Sunday, March 8, 2026, 12:00 p.m. Atlantic Time (Halifax, UTC−3)',
    );
    expect(wallClock(later, 'America/St_Johns', 'en').text).toBe(
      'Sunday, March 8, 2026, 12:30 p.m. Newfoundland Time (St. John’s, UTC−2:30)',
    );
    // Saskatchewan keeps Central Standard Time all year.
    expect(wallClock(later, 'America/Regina', 'en').offset).toBe('UTC−6');
  });

  it('follows each zone’s own change on 2026-11-01 (clocks fall back at 2 a.m. local)', () => {
    // 06:30 UTC: Toronto is back on standard time (UTC−5), Winnipeg still on daylight time (UTC−5).
    const instant = '2026-11-01T06:30:00.000Z';
    const toronto = wallClock(instant, 'America/Toronto', 'en');
    const winnipeg = wallClock(instant, 'America/Winnipeg', 'en');
    expect([toronto.time, toronto.offset]).toEqual(['1:30 a.m.', 'UTC−5']);
    expect([winnipeg.time, winnipeg.offset]).toEqual(['1:30 a.m.', 'UTC−5']);
    // Same wall clock, yet two zones: the visitor's is still shown, named.
    expect(
      appointmentTimes({
        instant,
        officeZone: 'America/Toronto',
        visitorZone: 'America/Winnipeg',
        locale: 'fr',
      }).visitor?.text,
    ).toBe(
      'dimanche 1er\u00a0novembre\u00a02026 à 1\u00a0h\u00a030, heure du Centre (Winnipeg, UTC−5)',
    );
    // An hour later Winnipeg has fallen back too, and is an hour behind again.
    const after = wallClock('2026-11-01T07:30:00.000Z', 'America/Winnipeg', 'en');
    expect([after.time, after.offset]).toEqual(['1:30 a.m.', 'UTC−6']);
    expect(wallClock('2026-11-01T15:00:00.000Z', 'America/St_Johns', 'en').offset).toBe('UTC−3:30');
  });

  it('gives the visitor’s clock only when it is another zone', () => {
    const base = { instant: '2026-12-01T14:00:00.000Z', locale: 'en' as const };
    expect(
      appointmentTimes({ ...base, officeZone: 'America/Halifax', visitorZone: null }).visitor,
    ).toBeNull();
    expect(
      appointmentTimes({
        ...base,
        officeZone: 'America/Toronto',
        visitorZone: 'America/Montreal',
      }).visitor,
    ).toBeNull();
    expect(
      appointmentTimes({ ...base, officeZone: 'America/Halifax', visitorZone: 'America/Regina' })
        .visitor?.time,
    ).toBe('8:00 a.m.');
  });
});
