import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { DEFAULT_AVAILABILITY } from '@cld/validation/booking';
import type { Availability } from '@cld/validation/booking';
import { WEEKDAYS } from '@cld/reference/practice-details';
import { firstOpenSlot, gridSlots, openSlots, refusalOf } from './slots.ts';

const EVERY_DAY = (start: string, end: string) =>
  Object.fromEntries(
    ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [day, [{ start, end }]]),
  ) as Availability['weeklyHours'];

const rules = (overrides: Partial<Availability> = {}): Availability => ({
  ...DEFAULT_AVAILABILITY,
  minNoticeHours: 0,
  horizonDays: 180,
  ...overrides,
});

const starts = (slots: { startsAt: Date }[]) => slots.map((slot) => slot.startsAt.toISOString());
const at = (value: string) => new Date(value);

describe('gridSlots', () => {
  it('places every time as Luxon does, stepping through a range by time, on the nights the clocks change too', () => {
    // The grid before it stepped in milliseconds: each slot's start and end from Luxon's `plus`.
    const byLuxon = (
      rules: Availability,
      timeZone: string,
      from: Date,
      to: Date,
    ): [string, string][] => {
      const out: [string, string][] = [];
      const local = (day: DateTime, time: string) => {
        if (time === '24:00') return day.plus({ days: 1 }).startOf('day');
        const [hour, minute] = time.split(':').map(Number) as [number, number];
        return day.set({ hour, minute, second: 0, millisecond: 0 });
      };
      let day = DateTime.fromJSDate(from, { zone: timeZone }).startOf('day').minus({ days: 1 });
      const lastDay = DateTime.fromJSDate(to, { zone: timeZone }).startOf('day');
      for (; day <= lastDay; day = day.plus({ days: 1 }).startOf('day')) {
        const weekday = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const)[
          day.weekday - 1
        ]!;
        for (const range of rules.weeklyHours[weekday] ?? []) {
          const end = local(day, range.end);
          for (
            let start = local(day, range.start);
            start.plus({ minutes: rules.slotMinutes }) <= end;
            start = start.plus({ minutes: rules.slotMinutes + rules.bufferMinutes })
          ) {
            const startsAt = start.toJSDate();
            if (startsAt >= from && startsAt < to) {
              out.push([
                startsAt.toISOString(),
                start.plus({ minutes: rules.slotMinutes }).toJSDate().toISOString(),
              ]);
            }
          }
        }
      }
      return out.sort((a, b) => a[0].localeCompare(b[0]));
    };
    const time = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    fc.assert(
      fc.property(
        fc.constantFrom(
          'America/Toronto',
          'America/St_Johns',
          'America/Vancouver',
          'America/Regina',
          'America/Winnipeg',
          'America/Halifax',
        ),
        // Around both changes of 2026, and an ordinary week, from any minute of a day or two
        // before, for one to ten days.
        fc.constantFrom('2026-03-06T00:00:00Z', '2026-10-30T00:00:00Z', '2026-06-10T00:00:00Z'),
        fc.integer({ min: 0, max: 2 * 24 * 60 - 1 }),
        fc.integer({ min: 1, max: 10 }),
        fc.tuple(time, time),
        fc.constantFrom(15, 30, 45, 60, 90),
        fc.constantFrom(0, 10, 15, 30),
        (timeZone, fromIso, minutesLater, days, [a, b], slotMinutes, bufferMinutes) => {
          const [start, end] = a < b ? [a, b] : [b, a === b ? '24:00' : a];
          const slotRules = rules({
            weeklyHours: EVERY_DAY(start, end),
            slotMinutes,
            bufferMinutes,
          });
          const from = new Date(at(fromIso).getTime() + minutesLater * 60_000);
          const to = new Date(from.getTime() + days * 86_400_000);
          const slots = gridSlots({ rules: slotRules, timeZone, from, to });
          expect(
            slots.map((slot) => [slot.startsAt.toISOString(), slot.endsAt.toISOString()]),
          ).toEqual(byLuxon(slotRules, timeZone, from, to));
        },
      ),
      { seed: 20261206, numRuns: 200 },
    );
  });

  it('lays a Halifax morning on the grid, in UTC (Atlantic Standard Time, UTC−4)', () => {
    const slots = gridSlots({
      rules: rules({ weeklyHours: { ...EVERY_DAY('09:00', '10:30'), sat: [], sun: [] } }),
      timeZone: 'America/Halifax',
      from: at('2026-11-30T00:00:00Z'),
      to: at('2026-12-01T00:00:00Z'),
    });
    expect(starts(slots)).toEqual([
      '2026-11-30T13:00:00.000Z',
      '2026-11-30T13:30:00.000Z',
      '2026-11-30T14:00:00.000Z',
    ]);
    expect(slots[0]!.endsAt.toISOString()).toBe('2026-11-30T13:30:00.000Z');
  });

  it('follows Toronto across the end of daylight saving time (Sunday, November 1, 2026)', () => {
    const slots = gridSlots({
      rules: rules({ weeklyHours: EVERY_DAY('09:00', '09:30') }),
      timeZone: 'America/Toronto',
      from: at('2026-10-30T00:00:00Z'),
      to: at('2026-11-03T00:00:00Z'),
    });
    // 9:00 is 13:00 UTC under EDT (UTC−4), then 14:00 UTC under EST (UTC−5).
    expect(starts(slots)).toEqual([
      '2026-10-30T13:00:00.000Z',
      '2026-10-31T13:00:00.000Z',
      '2026-11-01T14:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
    ]);
  });

  it('follows Toronto across the start of daylight saving time (Sunday, March 8, 2026)', () => {
    const slots = gridSlots({
      rules: rules({ weeklyHours: EVERY_DAY('09:00', '09:30') }),
      timeZone: 'America/Toronto',
      from: at('2026-03-07T00:00:00Z'),
      to: at('2026-03-09T00:00:00Z'),
    });
    expect(starts(slots)).toEqual(['2026-03-07T14:00:00.000Z', '2026-03-08T13:00:00.000Z']);
  });

  it('keeps an early-morning range whole on the night the clocks go back', () => {
    // 00:00–04:00 on November 1 lasts five hours in Toronto: 01:00–02:00 happens twice.
    const slots = gridSlots({
      rules: rules({ weeklyHours: { ...EVERY_DAY('00:00', '04:00') }, slotMinutes: 60 }),
      timeZone: 'America/Toronto',
      from: at('2026-11-01T04:00:00Z'),
      to: at('2026-11-01T12:00:00Z'),
    });
    expect(starts(slots)).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-11-01T05:00:00.000Z',
      '2026-11-01T06:00:00.000Z',
      '2026-11-01T07:00:00.000Z',
      '2026-11-01T08:00:00.000Z',
    ]);
  });

  it("keeps Newfoundland's half hour, in winter and in summer", () => {
    const week = { weeklyHours: EVERY_DAY('09:00', '09:30') };
    const winter = gridSlots({
      rules: rules(week),
      timeZone: 'America/St_Johns',
      from: at('2026-12-01T00:00:00Z'),
      to: at('2026-12-02T00:00:00Z'),
    });
    const summer = gridSlots({
      rules: rules(week),
      timeZone: 'America/St_Johns',
      from: at('2026-07-01T00:00:00Z'),
      to: at('2026-07-02T00:00:00Z'),
    });
    expect(starts(winter)).toEqual(['2026-12-01T12:30:00.000Z']);
    expect(starts(summer)).toEqual(['2026-07-01T11:30:00.000Z']);
  });

  it('leaves the buffer between slots, takes several ranges a day, and a range to midnight', () => {
    const slots = gridSlots({
      rules: rules({
        weeklyHours: {
          ...EVERY_DAY('09:00', '09:00'),
          mon: [
            { start: '09:00', end: '11:00' },
            { start: '23:00', end: '24:00' },
          ],
        },
        slotMinutes: 45,
        bufferMinutes: 15,
      }),
      timeZone: 'America/Winnipeg',
      from: at('2026-11-30T06:00:00Z'),
      to: at('2026-12-02T00:00:00Z'),
    });
    // Central Standard Time is UTC−6: 9:00, 10:00 (10:45 ends before 11:00), 23:00.
    expect(starts(slots)).toEqual([
      '2026-11-30T15:00:00.000Z',
      '2026-11-30T16:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
    ]);
  });

  it('has nothing on a day off', () => {
    const slots = gridSlots({
      rules: rules({ weeklyHours: EVERY_DAY('09:00', '17:00'), daysOff: ['2026-12-25'] }),
      timeZone: 'America/Toronto',
      from: at('2026-12-25T00:00:00Z'),
      to: at('2026-12-26T05:00:00Z'),
    });
    expect(slots).toEqual([]);
  });
});

describe('openSlots and refusalOf', () => {
  const weekdays = rules({
    weeklyHours: { ...EVERY_DAY('09:00', '17:00'), sat: [], sun: [] },
    minNoticeHours: 24,
    horizonDays: 14,
  });
  const now = at('2026-11-30T15:00:00Z'); // Monday 10:00 in Toronto

  it('drops slots within the notice, beyond the horizon and those overlapping a booking', () => {
    const slots = openSlots({
      rules: weekdays,
      timeZone: 'America/Toronto',
      from: at('2026-11-30T00:00:00Z'),
      to: at('2026-12-31T00:00:00Z'),
      now,
      booked: [{ startsAt: at('2026-12-01T15:00:00Z'), endsAt: at('2026-12-01T15:30:00Z') }],
    });
    const first = slots[0]!.startsAt.toISOString();
    const last = slots.at(-1)!.startsAt.toISOString();
    expect(first).toBe('2026-12-01T15:30:00.000Z'); // Tuesday 10:30: 10:00 is booked.
    expect(last <= '2026-12-14T15:00:00.000Z').toBe(true);
    expect(starts(slots)).not.toContain('2026-12-01T15:00:00.000Z');
  });

  it('refuses Sunday at 11 p.m., a time off the grid, and a taken one', () => {
    const base = { rules: weekdays, timeZone: 'America/Toronto', now, booked: [] };
    // Sunday, December 6, 23:00 in Toronto.
    expect(refusalOf({ ...base, startsAt: at('2026-12-07T04:00:00Z') })).toEqual({
      refusal: 'closed',
    });
    expect(refusalOf({ ...base, startsAt: at('2026-12-02T15:10:00Z') })).toEqual({
      refusal: 'closed',
    });
    expect(refusalOf({ ...base, startsAt: at('2026-11-30T16:00:00Z') })).toEqual({
      refusal: 'closed',
    });
    expect(
      refusalOf({
        ...base,
        startsAt: at('2026-12-02T15:00:00Z'),
        booked: [{ startsAt: at('2026-12-02T14:45:00Z'), endsAt: at('2026-12-02T15:15:00Z') }],
      }),
    ).toEqual({ refusal: 'taken' });
    expect(refusalOf({ ...base, startsAt: at('2026-12-02T15:00:00Z') })).toEqual({
      slot: { startsAt: at('2026-12-02T15:00:00Z'), endsAt: at('2026-12-02T15:30:00Z') },
    });
  });
});

describe('firstOpenSlot', () => {
  const HOUR = 3_600_000;
  const time = fc
    .tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 30))
    .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
  const range = fc
    .tuple(time, time)
    .map(([a, b]) => (a < b ? { start: a, end: b } : { start: b, end: a === b ? '24:00' : a }));
  // Some days closed, some open: a week of hours as a lawyer may set them.
  const weeklyHours = fc
    .tuple(...WEEKDAYS.map(() => fc.option(range, { freq: 3 })))
    .map((days) =>
      Object.fromEntries(WEEKDAYS.map((day, i) => [day, days[i] ? [days[i]] : []])),
    ) as fc.Arbitrary<Availability['weeklyHours']>;

  it('is the slot picker’s first over the whole horizon, whatever the notice, hours, days off and bookings', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'America/Winnipeg',
          'America/St_Johns',
          'America/Toronto',
          'America/Vancouver',
        ),
        // Around both clock changes of 2026, and an ordinary week.
        fc.constantFrom('2026-03-06T21:10:00Z', '2026-10-30T15:00:00Z', '2026-12-04T22:45:00Z'),
        weeklyHours,
        fc.constantFrom(0, 2, 12, 24, 48, 72, 168),
        fc.constantFrom(7, 14, 30, 60),
        fc.constantFrom(15, 30, 60),
        fc.array(fc.integer({ min: 0, max: 20 }), { maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 24 * 20 }), { maxLength: 30 }),
        (
          timeZone,
          nowIso,
          hours,
          minNoticeHours,
          horizonDays,
          slotMinutes,
          offDays,
          bookedHours,
        ) => {
          const now = new Date(nowIso);
          const rules = {
            ...DEFAULT_AVAILABILITY,
            weeklyHours: hours,
            slotMinutes,
            bufferMinutes: 0,
            minNoticeHours,
            horizonDays,
            daysOff: offDays.map((d) =>
              new Date(now.getTime() + d * 24 * HOUR).toISOString().slice(0, 10),
            ),
          };
          const booked = bookedHours.map((h) => ({
            startsAt: new Date(now.getTime() + h * HOUR),
            endsAt: new Date(now.getTime() + h * HOUR + 2 * HOUR),
          }));
          const horizon = new Date(now.getTime() + horizonDays * 24 * HOUR + 1);
          expect(firstOpenSlot({ rules, timeZone, now, booked })).toEqual(
            openSlots({ rules, timeZone, from: now, to: horizon, now, booked })[0],
          );
        },
      ),
      { seed: 20261207, numRuns: 300 },
    );
  });
});
