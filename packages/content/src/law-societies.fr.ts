import { frenchSource } from './french-sources.ts';
import { LAW_SOCIETIES, type LawSociety } from './law-societies.ts';
import { PROVINCE_LEGAL_INFO_FR } from './province-legal-info.fr.ts';

/**
 * French twin of `law-societies.ts` (decision 028): the same 14 regulators, slugs, websites and
 * phone numbers; the name comes from `province-legal-info.fr`, so the profile page and the guides
 * agree in French too.
 */
const PUBLIC_SERVICES_FR =
  'Confirme si un avocat a le droit d’exercer et est en règle, reçoit les plaintes contre les avocats et publie les décisions disciplinaires.';

const NOTARY_SERVICES_FR =
  'Confirme si un notaire est membre en règle et reçoit les plaintes contre les notaires.';

export const LAW_SOCIETIES_FR: readonly LawSociety[] = LAW_SOCIETIES.map((society) => {
  const english = LAW_SOCIETIES.filter((s) => s.province === society.province);
  const twin = PROVINCE_LEGAL_INFO_FR[society.province].regulators[english.indexOf(society)];
  if (!twin) throw new Error(`No French name for ${society.slug}`);
  return {
    ...society,
    name: twin.name,
    website: frenchSource(society.website),
    ...(society.lookupUrl ? { lookupUrl: frenchSource(society.lookupUrl) } : {}),
    publicServices: society.regulates === 'notaries' ? NOTARY_SERVICES_FR : PUBLIC_SERVICES_FR,
    source: frenchSource(society.source),
  };
});

export function findLawSocietiesFr(province: LawSociety['province']): LawSociety[] {
  return LAW_SOCIETIES_FR.filter((society) => society.province === province);
}
