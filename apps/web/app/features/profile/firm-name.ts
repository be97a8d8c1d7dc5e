import type { Lawyer } from '@cld/contract/lawyers';
import type { Translate } from '../../i18n/i18n.ts';
import type { profileMessages } from '../../i18n/namespaces.ts';

/** Spec §3: a lawyer without a firm practises as "{name} Law Office". */
export function firmNameOf(
  lawyer: Pick<Lawyer, 'name' | 'firmName'>,
  t: Translate<readonly [typeof profileMessages]>,
): string {
  return lawyer.firmName?.trim() || t('profile.defaultFirm', { name: lawyer.name });
}
