import { specializationFr } from '@cld/content/specializations.fr';
import { registerFrench, registerSpecializationsFr } from './french.ts';
import { buildFrenchPack } from './french-pack.ts';
import { FRENCH_WORDS } from './french-words.ts';

/**
 * The server writes pages in both languages: it has every French table from the start (the
 * browser has them on French pages only: `routes/french.tsx`). Imported by entry.server.tsx and
 * by the unit tests' setup.
 */
registerFrench(buildFrenchPack(FRENCH_WORDS));
registerSpecializationsFr(specializationFr);
