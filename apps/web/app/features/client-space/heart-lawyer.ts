/** The lawyer a heart stands for: enough to show them in the list before the API answers. */
export interface HeartLawyer {
  lawyerId: number;
  name: string;
  firmName?: string | null;
  city?: string;
  province?: string;
}

/** The heart's lawyer from a directory entry (a card's or a profile's). */
export function heartLawyerOf(lawyer: {
  id: number;
  name: string;
  firmName?: string | null;
  city?: string;
  province?: string;
}): HeartLawyer {
  return {
    lawyerId: lawyer.id,
    name: lawyer.name,
    firmName: lawyer.firmName ?? null,
    ...(lawyer.city === undefined ? {} : { city: lawyer.city }),
    ...(lawyer.province === undefined ? {} : { province: lawyer.province }),
  };
}
