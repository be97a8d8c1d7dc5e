import { describe, expect, it } from 'vitest';
import { PROVINCE_CODES } from './provinces.ts';
import { PROVINCE_TIME_ZONES, provincesOfTimeZone, timeZoneOfProvince } from './time-zones.ts';

/** The UTC offset of a zone at an instant, as Intl writes it ("GMT-03:30"). */
function offsetAt(timeZone: string, instant: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    timeZoneName: 'longOffset',
  }).formatToParts(new Date(instant));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

describe('PROVINCE_TIME_ZONES', () => {
  it('gives every province and territory a zone the runtime knows', () => {
    expect(Object.keys(PROVINCE_TIME_ZONES).sort()).toEqual([...PROVINCE_CODES].sort());
    for (const zone of Object.values(PROVINCE_TIME_ZONES)) {
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
    }
  });

  it('has the offsets each province keeps in winter and in summer', () => {
    const winter = '2026-01-15T12:00:00Z';
    const summer = '2026-07-15T12:00:00Z';
    const expected: Record<string, [string, string]> = {
      BC: ['GMT-08:00', 'GMT-07:00'],
      AB: ['GMT-07:00', 'GMT-06:00'],
      // Saskatchewan keeps Central Standard Time all year.
      SK: ['GMT-06:00', 'GMT-06:00'],
      MB: ['GMT-06:00', 'GMT-05:00'],
      ON: ['GMT-05:00', 'GMT-04:00'],
      QC: ['GMT-05:00', 'GMT-04:00'],
      NB: ['GMT-04:00', 'GMT-03:00'],
      NS: ['GMT-04:00', 'GMT-03:00'],
      PE: ['GMT-04:00', 'GMT-03:00'],
      // Newfoundland's half hour.
      NL: ['GMT-03:30', 'GMT-02:30'],
      // Yukon keeps UTC-7 all year since 2020.
      YT: ['GMT-07:00', 'GMT-07:00'],
      NT: ['GMT-07:00', 'GMT-06:00'],
      NU: ['GMT-05:00', 'GMT-04:00'],
    };
    for (const [province, [inWinter, inSummer]] of Object.entries(expected)) {
      const zone = timeZoneOfProvince(province);
      expect([province, offsetAt(zone, winter), offsetAt(zone, summer)]).toEqual([
        province,
        inWinter,
        inSummer,
      ]);
    }
  });

  it("falls back to Toronto's zone for a code that is not a province", () => {
    expect(timeZoneOfProvince('XX')).toBe('America/Toronto');
    expect(timeZoneOfProvince('NL')).toBe('America/St_Johns');
  });
});

describe('provincesOfTimeZone', () => {
  it('names the province of each main zone, the more populous first where two share one', () => {
    expect(provincesOfTimeZone('America/Winnipeg')).toEqual(['MB']);
    expect(provincesOfTimeZone('America/Regina')).toEqual(['SK']);
    expect(provincesOfTimeZone('America/St_Johns')).toEqual(['NL']);
    expect(provincesOfTimeZone('America/Toronto')).toEqual(['ON', 'QC']);
    expect(provincesOfTimeZone('America/Halifax')).toEqual(['NS', 'PE']);
  });

  it('knows the secondary zones and older names a browser may report', () => {
    expect(provincesOfTimeZone('America/Montreal')).toEqual(['QC']);
    expect(provincesOfTimeZone('America/Rankin_Inlet')).toEqual(['NU']);
    expect(provincesOfTimeZone('America/Goose_Bay')).toEqual(['NL']);
    expect(provincesOfTimeZone('Canada/Central')).toEqual(['MB']);
  });

  it('finds every province from its own zone, and nothing outside Canada', () => {
    for (const province of PROVINCE_CODES) {
      expect(provincesOfTimeZone(PROVINCE_TIME_ZONES[province])).toContain(province);
    }
    for (const zone of ['UTC', 'Europe/Paris', 'America/New_York', '', 'toString', '__proto__']) {
      expect(provincesOfTimeZone(zone), zone).toEqual([]);
    }
  });
});
