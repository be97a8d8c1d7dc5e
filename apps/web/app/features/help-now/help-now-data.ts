import type { ArrestAdvice, HelpLine, HelpNowLabels, ProvinceHelpNow } from '@cld/content/help-now';
import { PROVINCES, isProvinceCode, type ProvinceCode } from '@cld/reference/provinces';

/**
 * What the help page and the help block show, read by loaders rather than bundled with a page
 * (decision 040): the page's language's module only (decision 028), and for the block the one
 * province's entry. The profile is at its first-load budget, so nothing here is imported statically.
 */
export interface HelpNowPageData {
  labels: HelpNowLabels;
  call911: HelpLine;
  crisis: HelpLine;
  arrest: ArrestAdvice;
  /** The chosen province's lines; null until one is chosen (911 and 988 still show). */
  help: ProvinceHelpNow | null;
  provinces: readonly { code: ProvinceCode; name: string }[];
}

export interface HelpBlockData {
  labels: Pick<
    HelpNowLabels,
    | 'blockHeading'
    | 'emergency'
    | 'dutyCounsel'
    | 'legalAid'
    | 'call'
    | 'reachedThroughPolice'
    | 'localOffices'
    | 'seeAll'
  >;
  call911: Pick<HelpLine, 'phone'>;
  help: ProvinceHelpNow;
}

type Locale = 'en' | 'fr';

async function helpModule(locale: Locale) {
  if (locale === 'fr') {
    const fr = await import('@cld/content/help-now.fr');
    return {
      labels: fr.HELP_NOW_LABELS_FR,
      call911: fr.CALL_911_FR,
      crisis: fr.CRISIS_988_FR,
      arrest: fr.ARREST_ADVICE_FR,
      table: fr.HELP_NOW_FR,
    };
  }
  const en = await import('@cld/content/help-now');
  return {
    labels: en.HELP_NOW_LABELS,
    call911: en.CALL_911,
    crisis: en.CRISIS_988,
    arrest: en.ARREST_ADVICE,
    table: en.HELP_NOW,
  };
}

/** A province code from the address (`?province=qc`), or null for anything else. */
export function provinceFrom(value: string | null | undefined): ProvinceCode | null {
  if (!value || value.length > 2) return null;
  const code = value.toUpperCase();
  return isProvinceCode(code) ? code : null;
}

export async function loadHelpNowPage(
  locale: string,
  province: ProvinceCode | null,
): Promise<HelpNowPageData> {
  const lang: Locale = locale === 'fr' ? 'fr' : 'en';
  const help = await helpModule(lang);
  return {
    labels: help.labels,
    call911: help.call911,
    crisis: help.crisis,
    arrest: help.arrest,
    help: province ? help.table[province] : null,
    provinces: PROVINCES.map(({ code, name, nameFr }) => ({
      code,
      name: lang === 'fr' ? nameFr : name,
    })),
  };
}

/** The practice areas whose pages carry the help block (issue 22). */
const URGENT_AREAS = new Set(['Criminal Law', 'Family Law', 'criminal-law', 'family-law']);

export function isUrgentArea(...areas: readonly (string | null | undefined)[]): boolean {
  return areas.some((area) => !!area && URGENT_AREAS.has(area));
}

/** The block's data for one province, in the page's language. */
export async function loadHelpBlock(
  province: ProvinceCode,
  locale: string,
): Promise<HelpBlockData> {
  const { labels, call911, table } = await helpModule(locale === 'fr' ? 'fr' : 'en');
  return {
    labels: {
      blockHeading: labels.blockHeading,
      emergency: labels.emergency,
      dutyCounsel: labels.dutyCounsel,
      legalAid: labels.legalAid,
      call: labels.call,
      reachedThroughPolice: labels.reachedThroughPolice,
      localOffices: labels.localOffices,
      seeAll: labels.seeAll,
    },
    call911: { phone: call911.phone },
    help: table[province],
  };
}
