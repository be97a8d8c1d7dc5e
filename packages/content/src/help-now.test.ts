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
  HELP_NOW_REVIEWED,
  WITHOUT_A_PUBLISHED_NUMBER,
  telHref,
  type HelpLine,
  type ProvinceHelpNow,
} from './help-now.ts';
import { ARREST_ADVICE_FR, CALL_911_FR, HELP_NOW_FR, HELP_NOW_LABELS_FR } from './help-now.fr.ts';
import { LEGAL_AID } from './legal-aid.ts';
import { PROVINCE_LEGAL_INFO } from './province-legal-info.ts';

const CODES = REFERENCE_PROVINCES.map((province) => province.code);

function lines(entry: ProvinceHelpNow): HelpLine[] {
  return [entry.dutyCounsel, entry.legalAid, ...entry.moreHelp, ...entry.crisis];
}

/** The lines of a province a person can call for legal help (not 911, not the crisis line). */
function legalHelpToCall(entry: ProvinceHelpNow): HelpLine[] {
  return [entry.dutyCounsel, entry.legalAid, ...entry.moreHelp].filter((line) => line.phone);
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

  it('dates each duty-counsel entry by its own check, and Manitoba’s by Legal Aid Manitoba’s page', () => {
    for (const code of CODES) {
      expect(['2026-11-26', '2026-12-06'], code).toContain(HELP_NOW[code].dutyCounsel.asOf);
    }
    // Issue 37: no longer Justice Canada's 2003 review shown as checked last week.
    expect(HELP_NOW.MB.dutyCounsel).toMatchObject({
      source: 'https://www.legalaid.mb.ca/q-a/',
      asOf: '2026-12-06',
    });
    expect(HELP_NOW_REVIEWED).toBe('2026-12-06');
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

  it('gives every province and territory a legal-help number to call, sourced and dated', () => {
    const without = CODES.filter((code) => legalHelpToCall(HELP_NOW[code]).length === 0);
    // The list may only shrink: a number found for one of them must take it off.
    expect(without).toEqual([...WITHOUT_A_PUBLISHED_NUMBER]);
    expect(WITHOUT_A_PUBLISHED_NUMBER).toEqual(['NT']);
    for (const code of CODES) {
      for (const line of [
        ...legalHelpToCall(HELP_NOW[code]),
        ...legalHelpToCall(HELP_NOW_FR[code]),
      ]) {
        expect(telHref(line.phone!), `${code} ${line.name}`).toMatch(/^tel:\+1\d{10}$/);
        expect(new URL(line.source).protocol, line.name).toBe('https:');
        expect(line.asOf, line.name).toMatch(/^2026-\d{2}-\d{2}$/);
      }
    }
    expect(HELP_NOW.MB.legalAid).toMatchObject({
      name: 'Legal Aid Manitoba',
      phone: '204-985-8500',
      asOf: '2026-12-06',
    });
    expect(HELP_NOW_FR.MB.legalAid).toMatchObject({
      name: 'Aide juridique Manitoba',
      phone: '204-985-8500',
    });
  });

  it('claims night service only where a cited page says so, and says the hours it has', () => {
    const atNight = CODES.filter((code) =>
      lines(HELP_NOW[code]).some((line) => line.hours?.atNight),
    );
    expect(atNight).toEqual(['ON', 'QC', 'BC', 'AB', 'NS', 'NB', 'NL', 'YT']);
    for (const line of Object.values(HELP_NOW).flatMap(lines)) {
      if (!line.hours) continue;
      expect(new URL(line.hours.source).protocol, line.name).toBe('https:');
      expect(line.hours.asOf, line.name).toMatch(/^2026-\d{2}-\d{2}$/);
    }
    // The plans' own hours, where their pages state them: none answers at night.
    expect(HELP_NOW.ON.legalAid.hours).toMatchObject({
      text: 'Monday to Friday, 8:00 AM to 5:00 PM',
      atNight: false,
    });
    expect(HELP_NOW.MB.legalAid.hours).toBeUndefined();
    expect(HELP_NOW_FR.SK.legalAid.hours?.text).toBe('du lundi au vendredi, de 8 h à 16 h 45');
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

  it('keeps the same numbers, check dates and night claims in French', () => {
    const facts = (line: HelpLine) => ({
      phone: line.phone,
      asOf: line.asOf,
      atNight: line.hours?.atNight,
      hoursAsOf: line.hours?.asOf,
    });
    for (const code of CODES) {
      expect(lines(HELP_NOW_FR[code]).map(facts), code).toEqual(lines(HELP_NOW[code]).map(facts));
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
        lines(entry).flatMap((line) => [line.name, line.note, line.hours?.text ?? '']),
      ),
    ];
    for (const text of texts) {
      expect(untranslated(text), text).toBeNull();
      expect(typographyProblems(text), text).toEqual([]);
    }
    expect(Object.keys(HELP_NOW_LABELS_FR).sort()).toEqual(Object.keys(HELP_NOW_LABELS).sort());
  });
});
