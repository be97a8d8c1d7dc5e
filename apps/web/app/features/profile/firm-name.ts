import type { Lawyer } from '@cld/contract/lawyers';
import type { Translate } from '../../i18n/i18n.ts';

/** Spec §3: a lawyer without a firm practises as "{name} Law Office". */
export function firmNameOf(lawyer: Pick<Lawyer, 'name' | 'firmName'>, t: Translate): string {
  return lawyer.firmName?.trim() || t('profile.defaultFirm', { name: lawyer.name });
}
