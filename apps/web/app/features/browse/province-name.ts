import { findProvince } from '@cld/content/provinces';

/** A province's name for a chip, from its code (the code itself when unknown). */
export const provinceName = (code: string) => findProvince(code)?.name ?? code;
