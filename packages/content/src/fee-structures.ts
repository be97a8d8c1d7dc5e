/**
 * The ways a lawyer may bill. A profile's `feeStructure` is one or more of these, in this order,
 * joined by ", " (e.g. "Hourly, Retainer").
 */
export const FEE_STRUCTURES = ['Hourly', 'Flat fee', 'Contingency', 'Retainer'] as const;

export type FeeStructure = (typeof FEE_STRUCTURES)[number];

export function formatFeeStructure(structures: readonly FeeStructure[]): string {
  return FEE_STRUCTURES.filter((s) => structures.includes(s)).join(', ');
}

export function parseFeeStructure(value: string): FeeStructure[] {
  const parts = value.split(',').map((part) => part.trim().toLowerCase());
  return FEE_STRUCTURES.filter((s) => parts.includes(s.toLowerCase()));
}
