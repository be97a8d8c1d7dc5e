import { beforeAll, describe, expect, it } from 'vitest';
import { AREA_CODES } from './area-codes.ts';
import { loadCities } from './cities.server.ts';
import {
  DEFAULT_DIRECTORY_SIZE,
  describePracticeArea,
  generateDirectory,
} from './demo-directory.server.ts';
import type { DemoLawyer } from './demo-directory.types.ts';
import { FLAT_FEE_SERVICES } from './demo-directory-details.ts';
import { cityNameFr } from './city-names.fr.ts';
import { describePracticeAreaFr } from './demo-french-bios.ts';
import { NAME_POOLS } from './demo-names.ts';
import { FEE_STRUCTURES } from './fee-structures.ts';
import { LANGUAGES } from '@cld/reference/languages';
import type { PracticeAreaSlug } from '@cld/reference/practice-areas';
import {
  ACCEPTING_CLIENTS_VALID_DAYS,
  DEFAULT_OFFICE_HOURS,
  FUNDING_OPTIONS,
  MAX_FLAT_FEE_PRICE,
  MAX_FLAT_FEE_SERVICE_LENGTH,
  MAX_FREE_CONSULTATION_MINUTES,
  MAX_OPENINGS_PER_DAY,
  MEETING_MODES,
  MIN_FREE_CONSULTATION_MINUTES,
  STATED_FEE_OFFERS,
  WEEKDAYS,
} from '@cld/reference/practice-details';
import { PRACTICE_AREAS } from './practice-areas.ts';
import { PROVINCES } from './provinces.ts';
import { SPECIALIZATIONS } from './specializations.ts';

// Generous timeouts: the work takes about a second, but the suite may share two busy cores.
const SLOW = 60_000;

let lawyers: DemoLawyer[];

beforeAll(() => {
  lawyers = [...generateDirectory()];
}, SLOW);

const share = (list: readonly DemoLawyer[], test: (l: DemoLawyer) => boolean) =>
  list.filter(test).length / list.length;
const inProvince = (code: string) => lawyers.filter((l) => l.province === code);
const hostOf = (url: string) => new URL(url).hostname;
const EXAMPLE_HOST = /(^|\.)example\.(com|ca|org)$/;

describe('generateDirectory: determinism and size', () => {
  it('yields 8,200 lawyers by default', () => {
    expect(lawyers).toHaveLength(DEFAULT_DIRECTORY_SIZE);
    expect(DEFAULT_DIRECTORY_SIZE).toBe(8200);
  });

  it(
    'yields the same lawyers for the same seed and others for another seed',
    () => {
      expect([...generateDirectory()]).toEqual(lawyers);
      const other = [...generateDirectory({ count: 200, seed: 7 })];
      expect(other).toHaveLength(200);
      expect(other).not.toEqual(lawyers.slice(0, 200));
      expect([...generateDirectory({ count: 200, seed: 7 })]).toEqual(other);
    },
    SLOW,
  );

  it('refuses a count or seed that is not a whole number', () => {
    expect(() => generateDirectory({ count: -1 })).toThrow(RangeError);
    expect(() => generateDirectory({ count: 2.5 })).toThrow(RangeError);
    expect(() => generateDirectory({ seed: Number.NaN })).toThrow(RangeError);
    expect([...generateDirectory({ count: 0 })]).toEqual([]);
  });
});

describe('generateDirectory: places', () => {
  it('covers all 13 provinces and territories, the smallest included', () => {
    for (const { code } of PROVINCES) {
      expect(inProvince(code).length, code).toBeGreaterThanOrEqual(25);
    }
  });

  it('places every lawyer in a real city of their province, in at least 200 cities', () => {
    const real = new Set(loadCities().map((c) => `${c.name}|${c.province}`));
    for (const l of lawyers) expect(real.has(`${l.city}|${l.province}`), l.city).toBe(true);
    expect(new Set(lawyers.map((l) => `${l.city}|${l.province}`)).size).toBeGreaterThanOrEqual(200);
  });

  it('puts more lawyers in bigger cities', () => {
    const count = (city: string) => lawyers.filter((l) => l.city === city).length;
    expect(count('Toronto')).toBeGreaterThan(count('Ottawa'));
    expect(count('Montréal')).toBeGreaterThan(count('Sherbrooke'));
    expect(count('Vancouver')).toBeGreaterThan(count('Kelowna'));
  });

  it('gives every lawyer a street address', () => {
    for (const l of lawyers) expect(l.address).toMatch(/^(Suite \d+, )?\d+,? \S/);
    expect(share(inProvince('QC'), (l) => /^\d+, (rue|boulevard|avenue) /.test(l.address))).toBe(1);
  });
});

describe('generateDirectory: fictional contact details', () => {
  it('uses only the 555-01xx range with an area code of the province', () => {
    for (const l of lawyers) {
      const match = /^(\d{3})55501\d{2}$/.exec(l.phone);
      expect(match, l.phone).not.toBeNull();
      expect(AREA_CODES[l.province]).toContain(match?.[1]);
    }
  });

  it('uses unique e-mail addresses at example domains only', () => {
    for (const l of lawyers) expect(l.email).toMatch(/^[a-z]+\.[a-z]+\d*@example\.(com|ca|org)$/);
    expect(new Set(lawyers.map((l) => l.email)).size).toBe(lawyers.length);
  });

  it('links websites and LinkedIn pages only at example domains, or not at all', () => {
    for (const l of lawyers) {
      if (l.website) expect(hostOf(l.website)).toMatch(EXAMPLE_HOST);
      if (l.linkedin) expect(hostOf(l.linkedin)).toMatch(EXAMPLE_HOST);
    }
    expect(share(lawyers, (l) => l.website === null)).toBeGreaterThan(0.2);
    expect(share(lawyers, (l) => l.linkedin === null)).toBeGreaterThan(0.2);
  });
});

describe('generateDirectory: office postal codes (issue 37)', () => {
  it('gives every office a postal code in Canada Post’s shape, with its province’s first letter', () => {
    const first: Record<string, RegExp> = {
      NL: /^A/,
      NS: /^B/,
      PE: /^C/,
      NB: /^E/,
      QC: /^[GHJ]/,
      ON: /^[KLMNP]/,
      MB: /^R/,
      SK: /^S/,
      AB: /^T/,
      BC: /^V/,
      NT: /^X/,
      NU: /^X/,
      YT: /^Y/,
    };
    for (const l of lawyers) {
      expect(l.postalCode).toMatch(/^[A-Z][1-9][A-Z] [0-9][A-Z][0-9]$/);
      expect(l.postalCode, `${l.city}, ${l.province}`).toMatch(first[l.province]!);
      if (l.city === 'Toronto') expect(l.postalCode).toMatch(/^M/);
      if (l.city === 'Montréal') expect(l.postalCode).toMatch(/^H/);
    }
  });
});

describe('generateDirectory: people', () => {
  it('rarely repeats a name in the same city', () => {
    const pairs = new Set(lawyers.map((l) => `${l.name}|${l.city}`));
    expect(pairs.size).toBe(lawyers.length);
  });

  it('gives most Quebec lawyers French names', () => {
    const french = new Set<string>(NAME_POOLS.french.last);
    const frenchName = (l: DemoLawyer) =>
      (l.name.split(' ').at(-1) ?? '').split('-').some((part) => french.has(part));
    expect(share(inProvince('QC'), frenchName)).toBeGreaterThan(0.7);
    expect(share(inProvince('ON'), frenchName)).toBeLessThan(0.15);
  });

  it('has solo lawyers and lawyers at firms', () => {
    const solo = share(lawyers, (l) => l.firmName === null);
    expect(solo).toBeGreaterThan(0.1);
    expect(solo).toBeLessThan(0.35);
    for (const l of lawyers) if (l.firmName !== null) expect(l.firmName.trim()).not.toBe('');
  });
});

describe('generateDirectory: practice', () => {
  const slugs = new Set<string>(PRACTICE_AREAS.map((a) => a.slug));

  it('lists 1 to 3 distinct practice areas of the taxonomy', () => {
    for (const l of lawyers) {
      expect(l.practiceAreas.length).toBeGreaterThanOrEqual(1);
      expect(l.practiceAreas.length).toBeLessThanOrEqual(3);
      expect(new Set(l.practiceAreas).size).toBe(l.practiceAreas.length);
      for (const area of l.practiceAreas) expect(slugs.has(area), area).toBe(true);
    }
    expect(new Set(lawyers.map((l) => l.practiceAreas[0])).size).toBe(PRACTICE_AREAS.length);
  });

  it('lists 1 to 4 specializations of the lawyer’s areas, at least one of the primary', () => {
    for (const l of lawyers) {
      expect(l.specializations.length).toBeGreaterThanOrEqual(1);
      expect(l.specializations.length).toBeLessThanOrEqual(4);
      expect(new Set(l.specializations).size).toBe(l.specializations.length);
      const allowed = l.practiceAreas.flatMap((a) => SPECIALIZATIONS[a]);
      for (const s of l.specializations) expect(allowed, s).toContain(s);
      const primary = SPECIALIZATIONS[l.practiceAreas[0] as keyof typeof SPECIALIZATIONS];
      expect(l.specializations.some((s) => primary.includes(s))).toBe(true);
    }
  });

  it('keeps experience 0–45 and whole-dollar rates 150–900 that rise with experience', () => {
    for (const l of lawyers) {
      expect(Number.isInteger(l.experience)).toBe(true);
      expect(l.experience).toBeGreaterThanOrEqual(0);
      expect(l.experience).toBeLessThanOrEqual(45);
      expect(Number.isInteger(l.hourlyRate)).toBe(true);
      expect(l.hourlyRate).toBeGreaterThanOrEqual(150);
      expect(l.hourlyRate).toBeLessThanOrEqual(900);
    }
    const mean = (list: DemoLawyer[]) => list.reduce((s, l) => s + l.hourlyRate, 0) / list.length;
    const junior = mean(lawyers.filter((l) => l.experience < 5));
    const senior = mean(lawyers.filter((l) => l.experience >= 25));
    expect(senior - junior).toBeGreaterThan(200);
  });

  it('combines known fee structures, contingency mostly for personal injury', () => {
    for (const l of lawyers) {
      const parts = l.feeStructure.split(', ');
      expect(parts.length).toBeGreaterThanOrEqual(1);
      for (const part of parts) expect(FEE_STRUCTURES, part).toContain(part);
    }
    expect(new Set(lawyers.map((l) => l.feeStructure)).size).toBeGreaterThanOrEqual(6);
    const injury = lawyers.filter((l) => l.practiceAreas[0] === 'personal-injury');
    expect(share(injury, (l) => l.feeStructure.includes('Contingency'))).toBeGreaterThan(0.8);
  });

  it('writes a bio of 2 to 4 sentences naming the city and every practice area', () => {
    for (const l of lawyers) {
      if (l.bio === null) continue;
      expect(l.bio).toContain(l.city);
      for (const area of l.practiceAreas) expect(l.bio).toContain(describePracticeArea(area));
      const plain = l.bio.replaceAll(l.name, 'X').replaceAll(l.city, 'Y');
      const sentences = plain.split(/(?<=\.)\s+(?=[A-Z])/);
      expect(sentences.length, l.bio).toBeGreaterThanOrEqual(2);
      expect(sentences.length, l.bio).toBeLessThanOrEqual(4);
    }
  });
});

describe('generateDirectory: bios in English and French (issue 19)', () => {
  const speaksFrench = (l: DemoLawyer) => l.languages.includes('French');

  it('gives every lawyer a bio, in French exactly for those who speak French', () => {
    for (const l of lawyers) {
      expect(l.bio ?? l.bioFr, l.name).not.toBeNull();
      expect(l.bioFr !== null, l.name).toBe(speaksFrench(l));
    }
  });

  it('gives Quebec’s French speakers a French bio, often an English one too', () => {
    const quebec = inProvince('QC').filter(speaksFrench);
    expect(quebec.length).toBeGreaterThan(1000);
    expect(quebec.every((l) => l.bioFr !== null)).toBe(true);
    const bilingual = quebec.filter((l) => l.languages.includes('English'));
    const withEnglish = share(bilingual, (l) => l.bio !== null);
    expect(withEnglish).toBeGreaterThan(0.5);
    expect(withEnglish).toBeLessThan(0.7);
    // Nobody writes in a language they do not speak.
    for (const l of quebec.filter((q) => !q.languages.includes('English'))) {
      expect(l.bio).toBeNull();
    }
  });

  it('gives everyone outside Quebec an English bio, and French speakers a French one too', () => {
    for (const code of ['NB', 'ON', 'MB']) {
      const french = inProvince(code).filter(speaksFrench);
      expect(french.length, code).toBeGreaterThan(code === 'MB' ? 5 : 50);
      for (const l of french) expect([l.bio !== null, l.bioFr !== null]).toEqual([true, true]);
    }
    expect(lawyers.filter((l) => l.province !== 'QC').every((l) => l.bio !== null)).toBe(true);
  });

  it('writes French bios of 2 to 5 sentences naming the city and every practice area', () => {
    const bios = lawyers.filter((l) => l.bioFr !== null);
    for (const l of bios) {
      const bio = l.bioFr as string;
      // « aux Coteaux », « au Bic »: the article merges with the preposition.
      expect(bio).toContain(cityNameFr(l.city).replace(/^Les? /, ''));
      for (const area of l.practiceAreas) expect(bio).toContain(describePracticeAreaFr(area));
      expect(bio, 'French typography: a no-break space before the colon').not.toMatch(/[^\u00a0]:/);
      expect(bio.replaceAll(l.city, 'Y')).not.toMatch(/\b(and|the|with|years)\b/);
      const sentences = bio
        .replaceAll(l.name, 'X')
        .replaceAll(l.city, 'Y')
        .split(/(?<=\.)\s+(?=\p{Lu})/u);
      expect(sentences.length, bio).toBeGreaterThanOrEqual(2);
      expect(sentences.length, bio).toBeLessThanOrEqual(5);
    }
    // Varied: most bios differ once names and places are set aside.
    const shapes = new Set(
      bios.map((l) => (l.bioFr as string).replaceAll(l.name, 'X').replaceAll(l.city, 'Y')),
    );
    expect(shapes.size).toBeGreaterThan(bios.length * 0.9);
  });

  it('leaves the rest of the directory as it was before French bios (their own stream)', () => {
    // The first lawyers of the default seed, as generated before the French bios existed.
    expect(lawyers.slice(0, 3).map((l) => l.name)).toEqual([
      'Claire Carter',
      'Abigail Pike',
      'Harrison Collins',
    ]);
  });
});

describe('generateDirectory: languages', () => {
  it('lists known, distinct languages for everyone', () => {
    for (const l of lawyers) {
      expect(l.languages.length).toBeGreaterThanOrEqual(1);
      expect(new Set(l.languages).size).toBe(l.languages.length);
      for (const language of l.languages) expect(LANGUAGES).toContain(language);
    }
  });

  it('has French for most of Quebec and many in New Brunswick, English for most', () => {
    const speaks = (language: string) => (l: DemoLawyer) => l.languages.includes(language);
    expect(share(inProvince('QC'), speaks('French'))).toBeGreaterThan(0.9);
    expect(share(inProvince('NB'), speaks('French'))).toBeGreaterThan(0.3);
    expect(share(inProvince('ON'), speaks('French'))).toBeGreaterThan(0.08);
    expect(share(lawyers, speaks('English'))).toBeGreaterThan(0.85);
  });

  it('includes the languages of Canada’s communities', () => {
    const spoken = new Set(lawyers.flatMap((l) => l.languages));
    for (const language of [
      'Punjabi',
      'Mandarin',
      'Cantonese',
      'Arabic',
      'Spanish',
      'Tagalog',
      'Italian',
      'Portuguese',
      'Hindi',
      'Urdu',
      'Farsi',
    ]) {
      expect(spoken.has(language), language).toBe(true);
    }
  });
});

describe('generateDirectory: reputation', () => {
  it('rates 3.5–5.0 with one decimal, with 0–400 reviews', () => {
    for (const l of lawyers) {
      expect(l.rating).toBeGreaterThanOrEqual(3.5);
      expect(l.rating).toBeLessThanOrEqual(5);
      expect(Math.round(l.rating * 10) / 10).toBe(l.rating);
      expect(Number.isInteger(l.reviewCount)).toBe(true);
      expect(l.reviewCount).toBeGreaterThanOrEqual(0);
      expect(l.reviewCount).toBeLessThanOrEqual(400);
    }
  });

  it('verifies about 60% of lawyers', () => {
    const verified = share(lawyers, (l) => l.isVerified);
    expect(verified).toBeGreaterThan(0.55);
    expect(verified).toBeLessThan(0.65);
  });
});

describe('generateDirectory: scale', () => {
  // Speed is measured by `pnpm bench` (seeding), never by a timed test; this checks 100,000 stay valid.
  it(
    'generates 100,000 lawyers with unique emails and fictional phones',
    () => {
      const emails = new Set<string>();
      let count = 0;
      for (const lawyer of generateDirectory({ count: 100_000, seed: 3 })) {
        count++;
        emails.add(lawyer.email);
        expect(lawyer.phone).toMatch(/^\d{3}55501\d{2}$/);
      }
      expect(count).toBe(100_000);
      expect(emails.size).toBe(100_000);
    },
    SLOW,
  );
});

describe('generateDirectory: practice details (issue 20)', () => {
  const has = <T>(list: readonly T[] | undefined, item: T) => (list ?? []).includes(item);
  const within = (value: number, target: number, tolerance = 0.05) => {
    expect(value).toBeGreaterThan(target - tolerance);
    expect(value).toBeLessThan(target + tolerance);
  };

  it('gives a realistic share of lawyers each option', () => {
    within(
      share(lawyers, (l) => l.freeConsultationMinutes !== null),
      0.35,
    );
    within(
      share(lawyers, (l) => (l.flatFees ?? []).length > 0),
      0.3,
    );
    within(
      share(lawyers, (l) => has(l.feeOffers, 'limited-scope')),
      0.25,
    );
    within(
      share(lawyers, (l) => has(l.feeOffers, 'sliding-scale')),
      0.15,
    );
    within(
      share(lawyers, (l) => has(l.feeOffers, 'payment-plans')),
      0.3,
    );
    within(
      share(lawyers, (l) => has(l.funding, 'legal-aid')),
      0.25,
    );
    within(
      share(lawyers, (l) => has(l.funding, 'pro-bono')),
      0.1,
      0.03,
    );
    within(
      share(lawyers, (l) => has(l.meetingModes, 'video')),
      0.6,
    );
    within(
      share(lawyers, (l) => has(l.meetingModes, 'phone')),
      0.5,
    );
    within(
      share(lawyers, (l) => has(l.meetingModes, 'in-person')),
      0.9,
    );
    within(
      share(lawyers, (l) => l.stepFreeAccess !== null),
      0.5,
    );
    within(
      share(lawyers, (l) => l.acceptingClients !== null),
      0.7,
    );
    const injury = lawyers.filter((l) => l.practiceAreas[0] === 'personal-injury');
    within(
      share(injury, (l) => has(l.funding, 'contingency')),
      0.4,
    );
    expect(
      lawyers.filter((l) => has(l.funding, 'contingency')).every((l) => injury.includes(l)),
    ).toBe(true);
    // Legal aid goes mostly to the areas the plans cover.
    const primary = (area: string) => lawyers.filter((l) => l.practiceAreas[0] === area);
    for (const area of ['family-law', 'criminal-law', 'immigration-law']) {
      expect(
        share(primary(area), (l) => has(l.funding, 'legal-aid')),
        area,
      ).toBeGreaterThan(0.5);
    }
    expect(share(primary('corporate-law'), (l) => has(l.funding, 'legal-aid'))).toBe(0);
    // Step-free access is mostly stated as yes, and only for an office clients visit.
    const stated = lawyers.filter((l) => l.stepFreeAccess !== null);
    expect(share(stated, (l) => l.stepFreeAccess === true)).toBeGreaterThan(0.7);
    expect(stated.every((l) => has(l.meetingModes, 'in-person'))).toBe(true);
  });

  it('dates "accepting new clients" over the last 120 days, so about a quarter have lapsed', () => {
    const stated = lawyers.flatMap((l) => (l.acceptingClients ? [l.acceptingClients] : []));
    for (const { confirmedDaysAgo } of stated) {
      expect(Number.isInteger(confirmedDaysAgo)).toBe(true);
      expect(confirmedDaysAgo).toBeGreaterThanOrEqual(0);
      expect(confirmedDaysAgo).toBeLessThan(120);
    }
    const lapsed = stated.filter((s) => s.confirmedDaysAgo > ACCEPTING_CLIENTS_VALID_DAYS);
    within(lapsed.length / stated.length, 0.25);
    within(stated.filter((s) => s.accepting).length / stated.length, 0.85);
  });

  it('keeps every value within the profile form’s rules and the database’s checks', () => {
    // Problems are collected, not asserted one by one: 8,200 lawyers make a million expectations.
    const time = /^([01]\d|2[0-3]):[0-5]\d$/;
    const problems: string[] = [];
    const check = (ok: boolean, l: DemoLawyer, what: string) => {
      if (!ok) problems.push(`${l.name} (${l.city}): ${what}`);
    };
    for (const l of lawyers) {
      const minutes = l.freeConsultationMinutes;
      check(
        minutes === null ||
          (minutes !== undefined &&
            [15, 30, 60].includes(minutes) &&
            minutes >= MIN_FREE_CONSULTATION_MINUTES &&
            minutes <= MAX_FREE_CONSULTATION_MINUTES),
        l,
        `free consultation ${minutes}`,
      );
      const fees = l.flatFees ?? [];
      check(fees.length <= 4, l, 'more than 4 flat fees');
      check(new Set(fees.map((fee) => fee.service)).size === fees.length, l, 'repeated service');
      for (const fee of fees) {
        check(
          fee.service.length >= 2 && fee.service.length <= MAX_FLAT_FEE_SERVICE_LENGTH,
          l,
          `service ${fee.service}`,
        );
        check(Number.isInteger(fee.minPrice) && fee.minPrice > 0, l, `price ${fee.minPrice}`);
        check(fee.maxPrice === null || fee.maxPrice > fee.minPrice, l, `range ${fee.maxPrice}`);
        check((fee.maxPrice ?? fee.minPrice) <= MAX_FLAT_FEE_PRICE, l, 'price too high');
      }
      // A price list only where the fee structure says "Flat fee": the two never disagree.
      check(fees.length === 0 || l.feeStructure.includes('Flat fee'), l, 'flat fees unannounced');
      check(
        (l.feeOffers ?? []).every((offer) => STATED_FEE_OFFERS.includes(offer)),
        l,
        `offers ${l.feeOffers}`,
      );
      check(
        (l.funding ?? []).every((funding) => FUNDING_OPTIONS.includes(funding)),
        l,
        `funding ${l.funding}`,
      );
      check(
        (l.meetingModes ?? []).length >= 1 &&
          (l.meetingModes ?? []).every((mode) => MEETING_MODES.includes(mode)),
        l,
        `meeting modes ${l.meetingModes}`,
      );
      check(
        JSON.stringify(Object.keys(l.officeHours ?? {})) === JSON.stringify(WEEKDAYS),
        l,
        'office hours days',
      );
      for (const day of WEEKDAYS) {
        const openings = l.officeHours?.[day] ?? [];
        check(openings.length <= MAX_OPENINGS_PER_DAY, l, `${day}: too many openings`);
        openings.forEach((opening, index) => {
          check(
            time.test(opening.opens) && time.test(opening.closes) && opening.opens < opening.closes,
            l,
            `${day}: ${opening.opens}-${opening.closes}`,
          );
          check(index === 0 || openings[index - 1]!.closes < opening.opens, l, `${day}: overlap`);
        });
      }
      check((l.location ?? '').length > 0 && (l.location ?? '').length <= 200, l, 'location');
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('varies office hours: closed Saturdays, Saturday mornings, evenings and lunch breaks', () => {
    const hours = lawyers.map((l) => l.officeHours!);
    expect(share(lawyers, (l) => l.officeHours!.sat.length === 0)).toBeGreaterThan(0.4);
    expect(hours.some((week) => week.sat[0]?.closes === '12:00')).toBe(true);
    expect(hours.some((week) => WEEKDAYS.some((day) => week[day].at(-1)?.closes === '20:00'))).toBe(
      true,
    );
    expect(hours.some((week) => week.mon.length === 2)).toBe(true);
    expect(
      hours.some((week) => JSON.stringify(week) === JSON.stringify(DEFAULT_OFFICE_HOURS)),
    ).toBe(true);
    expect(new Set(hours.map((week) => JSON.stringify(week))).size).toBeGreaterThan(20);
  });

  it('names flat-fee services of the lawyer’s areas, in French for Quebec’s French writers', () => {
    const names = (area: PracticeAreaSlug, language: 'en' | 'fr') =>
      FLAT_FEE_SERVICES[area].map((service) => service[language]);
    for (const l of lawyers) {
      if (!l.flatFees?.length) continue;
      const language = l.province === 'QC' && l.bioFr !== null ? 'fr' : 'en';
      const known = new Set(l.practiceAreas.flatMap((area) => names(area, language)));
      for (const fee of l.flatFees) expect(known.has(fee.service), fee.service).toBe(true);
    }
    const french = lawyers.filter((l) => l.province === 'QC' && l.bioFr && l.flatFees?.length);
    expect(french.length).toBeGreaterThan(50);
    // A closing in Quebec is a notary's work: no Quebec lawyer lists one.
    expect(
      lawyers.some(
        (l) =>
          l.province === 'QC' &&
          l.flatFees?.some((fee) => /Residential purchase|Achat d’une propriété/.test(fee.service)),
      ),
    ).toBe(false);
    for (const service of Object.values(FLAT_FEE_SERVICES).flat()) {
      expect(service.min).toBeLessThan(service.max);
      expect(service.fr).not.toMatch(/'/);
    }
  });

  it('writes the location as a lawyer types it, naming the city', () => {
    for (const l of lawyers) {
      expect(l.location!.includes(cityNameFr(l.city)) || l.location!.includes(l.city)).toBe(true);
    }
    const kinds = new Set(
      lawyers.map((l) =>
        l.location === l.city
          ? 'city'
          : /^(Downtown|Centre-ville)/.test(l.location!)
            ? 'downtown'
            : 'with province',
      ),
    );
    expect([...kinds].sort()).toEqual(['city', 'downtown', 'with province']);
    expect(lawyers.some((l) => l.location === 'Laval, QC')).toBe(true);
  });

  it('has several French-speaking family lawyers within 25 km of Laval with a free first consultation and legal aid', () => {
    const cities = new Map(loadCities().map((c) => [`${c.name}|${c.province}`, c]));
    const laval = cities.get('Laval|QC')!;
    const radians = Math.PI / 180;
    const km = (city: { lat: number; lng: number }) => {
      const h =
        Math.sin(((city.lat - laval.lat) * radians) / 2) ** 2 +
        Math.cos(laval.lat * radians) *
          Math.cos(city.lat * radians) *
          Math.sin(((city.lng - laval.lng) * radians) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(h));
    };
    const found = lawyers.filter(
      (l) =>
        l.province === 'QC' &&
        km(cities.get(`${l.city}|QC`)!) <= 25 &&
        l.languages.includes('French') &&
        l.practiceAreas.includes('family-law') &&
        l.freeConsultationMinutes !== null &&
        has(l.funding, 'legal-aid'),
    );
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(new Set(found.map((l) => l.city)).size).toBeGreaterThanOrEqual(2);
  });
});
