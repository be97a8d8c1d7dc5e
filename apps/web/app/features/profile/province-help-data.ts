import type { ProvinceCode } from '@cld/reference/provinces';
import type { ProvinceLegalInfo } from '@cld/content/province-legal-info';

/**
 * Where to find help in a province, read by the profile's loaders rather than bundled with the
 * page: all thirteen provinces' entries weigh 1.3 KB gz, and the profile is at its first-load budget
 * (docs/performance.md). The server sends the one entry with the page; a navigation in the browser
 * loads the module then.
 */
export async function loadProvinceHelp(
  province: ProvinceCode,
  locale: string = 'en',
): Promise<ProvinceLegalInfo> {
  // The page's language's module only (decision 028).
  if (locale === 'fr') {
    const { getProvinceLegalInfoFr } = await import('@cld/content/province-legal-info.fr');
    return getProvinceLegalInfoFr(province);
  }
  const { getProvinceLegalInfo } = await import('@cld/content/province-legal-info');
  return getProvinceLegalInfo(province);
}

/**
 * What the lawyer's practice area covers, in a sentence in the page's language: read by the
 * profile's loaders like the province's help, so no page carries every area's summary.
 */
export async function loadAreaSummary(
  practiceArea: string,
  locale: string = 'en',
): Promise<string> {
  if (locale === 'fr') {
    const { practiceAreaSummaryFr } = await import('@cld/content/practice-areas.fr');
    return practiceAreaSummaryFr(practiceArea) ?? '';
  }
  const { practiceAreaSummary } = await import('@cld/content/practice-area-summaries');
  return practiceAreaSummary(practiceArea) ?? '';
}
