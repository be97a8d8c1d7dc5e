import { describe, expect, it } from 'vitest';
import {
  formatDayButton,
  formatMomentIn,
  formatSlotTime,
  groupSlotsByDay,
  wallClockIn,
  zoneLabel,
} from './zoned-time.ts';

describe('booking times in a zone', () => {
  // Regina keeps UTC−6 all year. (Vancouver is UTC−7 all year from 2026 in the tz database
  // this runs on: British Columbia's permanent daylight time; a test of it would test the data.)
  it('shows a Halifax lawyer’s 9:00 slot to a Regina visitor at 7:00 a.m.', () => {
    // 9:00 in Halifax on Dec 1 2026 (AST, UTC−4) is 13:00 UTC.
    expect(wallClockIn('2026-12-01T13:00:00.000Z', 'America/Halifax')).toEqual({
      day: '2026-12-01',
      time: '09:00',
    });
    expect(formatSlotTime('2026-12-01T13:00:00.000Z', 'America/Regina', 'en')).toBe('7:00 a.m.');
    expect(formatSlotTime('2026-12-01T13:00:00.000Z', 'America/Regina', 'fr')).toBe('7\u00a0h');
  });

  it('keeps St. John’s half hour', () => {
    expect(wallClockIn('2026-12-01T13:00:00.000Z', 'America/St_Johns').time).toBe('09:30');
    expect(zoneLabel('America/St_Johns')).toBe('America/St Johns');
  });

  it('follows the change of time (Toronto, November 1 2026)', () => {
    expect(wallClockIn('2026-10-30T13:00:00Z', 'America/Toronto').time).toBe('09:00');
    expect(wallClockIn('2026-11-02T14:00:00Z', 'America/Toronto').time).toBe('09:00');
  });

  it('groups slots by the visitor’s day, in order, across midnight', () => {
    const slots = ['2026-12-02T05:30:00Z', '2026-12-01T17:00:00Z', '2026-12-02T06:30:00Z'];
    // In Regina (UTC−6), 05:30Z on Dec 2 is still Dec 1, 11:30 p.m.
    expect(groupSlotsByDay(slots, 'America/Regina')).toEqual([
      { day: '2026-12-01', slots: ['2026-12-01T17:00:00Z', '2026-12-02T05:30:00Z'] },
      { day: '2026-12-02', slots: ['2026-12-02T06:30:00Z'] },
    ]);
    expect(groupSlotsByDay(slots, 'UTC').map((group) => group.day)).toEqual([
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('writes days and moments in both languages', () => {
    expect(formatDayButton('2026-12-01', 'en')).toMatch(/Tue.*Dec.*1/);
    expect(formatDayButton('2026-12-01', 'fr')).toMatch(/mar.*1.*déc/);
    expect(formatMomentIn('2026-12-01T13:00:00Z', 'America/Halifax', 'en')).toBe(
      'Tuesday, December 1, 2026, 9:00 a.m.',
    );
    expect(formatMomentIn('2026-12-01T13:30:00Z', 'America/Halifax', 'fr')).toBe(
      'mardi 1 décembre 2026, 9\u00a0h\u00a030',
    );
  });
});
