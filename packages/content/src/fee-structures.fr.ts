import type { FeeStructure } from './fee-structures.ts';

/**
 * French twin of `fee-structures.ts` (decision 028): the French label of each way a lawyer may
 * bill. Profiles store the English value; a French page shows these labels.
 */
export const FEE_STRUCTURE_LABELS_FR: Record<FeeStructure, string> = {
  Hourly: 'À l’heure',
  'Flat fee': 'Forfait',
  Contingency: 'Au pourcentage',
  Retainer: 'Provision',
};
