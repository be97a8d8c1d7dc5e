import { describe, expect, it } from 'vitest';
import { PROVINCES as REFERENCE_PROVINCES } from '@cld/reference/provinces';
import { auditContent } from './content-audit.ts';
import { EMERGENCY_SERVICES } from './emergency.ts';
import { typographyProblems, untranslated } from './french-check.ts';
import {
  ARREST_ADVICE,
  CALL_911,
  CRISIS_988,
  HELP_NOW,
  HELP_NOW_LABELS,
  telHref,
  type HelpLine,
  type ProvinceHelpNow,
} from './help-now.ts';
import { ARREST_ADVICE_FR, CALL_911_FR, HELP_NOW_FR, HELP_NOW_LABELS_FR } from './help-now.fr.ts';
import { LEGAL_AID } from './legal-aid.ts';
import { PROVINCE_LEGAL_INFO } from './province-legal-info.ts';

const CODES = REFERENCE_PROVINCES.map((province) => province.code);

function lines(entry: ProvinceHelpNow): HelpLine[] {
  return [entry.dutyCounsel, entry.legalAid, ...entry.crisis];
}

const ALL_LINES = (table: Record<string, ProvinceHelpNow>) => [
  ...Object.values(table).flatMap(lines),
];

describe('help now', () => {
  it('covers all 13 provinces and territories, in both languages', () => {
    expect(CODES).toHaveLength(13);
    expect(Object.keys(HELP_NOW).sort()).toEqual([...CODES].sort());
    expect(Object.keys(HELP_NOW_FR).sort()).toEqual([...CODES].sort());
    for (const code of CODES) {
      expect(HELP_NOW[code].province).toBe(code);
      expect(HELP_NOW[code].dutyCounsel.note.length).toBeGreaterThan(20);
    }
  });

  it('puts 911 first and reuses the legal resources page’s 911 and 988 records', () => {
    expect(CALL_911.phone).toBe('911');
    const page911 = EMERGENCY_SERVICES[0];
    expect(page911?.phone).toBe('911');
    expect(CALL_911.source).toBe(page911?.source);
    const page988 = EMERGENCY_SERVICES.find((line) => line.phone === '988');
    expect(CRISIS_988).toMatchObject({ phone: '988', source: page988?.source });
  });

  it('gives every phone number an official https source and the date it was checked', () => {
    const all = [CALL_911, ...ALL_LINES(HELP_NOW), CALL_911_FR, ...ALL_LINES(HELP_NOW_FR)];
    const phones = all.filter((line) => line.phone);
    expect(phones.length).toBeGreaterThan(26);
    for (const line of phones) {
      expect(new URL(line.source).protocol, line.name).toBe('https:');
      expect(line.asOf, line.name).toMatch(/^2026-\d{2}-\d{2}$/);
    }
    expect(auditContent([HELP_NOW, HELP_NOW_FR, [CALL_911, CALL_911_FR]])).toEqual([]);
    expect(auditContent([[ARREST_ADVICE, ARREST_ADVICE_FR]])).toEqual([]);
  });

  it('checked the duty-counsel entries on 26 November 2026', () => {
    for (const code of CODES) expect(HELP_NOW[code].dutyCounsel.asOf).toBe('2026-11-26');
  });

  it('states only numbers an official page publishes (no guessed duty-counsel line)', () => {
    const published = Object.fromEntries(
      CODES.flatMap((code) =>
        HELP_NOW[code].dutyCounsel.phone ? [[code, HELP_NOW[code].dutyCounsel.phone]] : [],
      ),
    );
    expect(published).toEqual({ QC: '1-800-842-2213', NL: '1-800-563-9911' });
    // Where no number is published, the entry says how duty counsel is reached.
    for (const code of CODES) {
      if (!HELP_NOW[code].dutyCounsel.phone) {
        expect(HELP_NOW[code].dutyCounsel.note).toMatch(/police/);
      }
    }
  });

  it('states each plan’s number as the profile and the resources page do', () => {
    for (const code of CODES) {
      const plan = LEGAL_AID.find((entry) => entry.province === code);
      expect(HELP_NOW[code].legalAid.phone).toBe(plan?.phone);
      expect(HELP_NOW[code].legalAid.phone).toBe(PROVINCE_LEGAL_INFO[code].legalAid.phone);
      expect(HELP_NOW[code].legalAid.source).toBe(plan?.source);
      // With no number, the page of the plan's offices (or its website) stands in.
      const legalAid = HELP_NOW[code].legalAid;
      expect(legalAid.phone ?? legalAid.localOffices ?? legalAid.website).toBeTruthy();
    }
  });

  it('keeps the same numbers and check dates in French', () => {
    for (const code of CODES) {
      const en = lines(HELP_NOW[code]).map(({ phone, asOf }) => ({ phone, asOf }));
      const fr = lines(HELP_NOW_FR[code]).map(({ phone, asOf }) => ({ phone, asOf }));
      expect(fr).toEqual(en);
    }
  });

  it('writes a tel: address in E.164, or the digits of a short service', () => {
    expect(telHref('911')).toBe('tel:911');
    expect(telHref('988')).toBe('tel:988');
    expect(telHref('1-800-842-2213')).toBe('tel:+18008422213');
    expect(telHref('416-979-1446')).toBe('tel:+14169791446');
    const all = [CALL_911, ...ALL_LINES(HELP_NOW)].flatMap((line) =>
      line.phone ? [telHref(line.phone)] : [],
    );
    for (const href of all) expect(href).toMatch(/^tel:(\+1\d{10}|\d{3})$/);
  });

  it('tells a person what to say and not say, citing the Charter', () => {
    expect(ARREST_ADVICE.source).toBe('https://laws-lois.justice.gc.ca/eng/const/page-12.html');
    expect(ARREST_ADVICE_FR.source).toBe('https://laws-lois.justice.gc.ca/fra/const/page-12.html');
    expect(ARREST_ADVICE.say.join(' ')).toMatch(/lawyer/);
    expect(ARREST_ADVICE_FR.say).toHaveLength(ARREST_ADVICE.say.length);
    expect(ARREST_ADVICE_FR.doNot).toHaveLength(ARREST_ADVICE.doNot.length);
  });

  it('is French throughout the French twin, with French typography', () => {
    const texts = [
      ...Object.values(HELP_NOW_LABELS_FR),
      ARREST_ADVICE_FR.heading,
      ...ARREST_ADVICE_FR.say,
      ...ARREST_ADVICE_FR.doNot,
      ...Object.values(HELP_NOW_FR).flatMap((entry) =>
        lines(entry).flatMap((line) => [line.name, line.note]),
      ),
    ];
    for (const text of texts) {
      expect(untranslated(text), text).toBeNull();
      expect(typographyProblems(text), text).toEqual([]);
    }
    expect(Object.keys(HELP_NOW_LABELS_FR).sort()).toEqual(Object.keys(HELP_NOW_LABELS).sort());
  });
});
