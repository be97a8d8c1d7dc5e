import type { Messages } from '../translate.ts';
import type { inquiriesTriggersEn } from './inquiries-triggers.en.ts';

/** French twin of `inquiries-triggers.en.ts`: the profile's two request buttons and their dialogs' headings. */
export const inquiriesTriggersFr = {
  contactLawyer: {
    open: 'Envoyer un message',
    title: 'Envoyer un message à {name}',
    description: '{name} communiquera avec vous d’ici un ou deux jours ouvrables.',
  },
  consultation: {
    open: 'Planifier une consultation',
    title: 'Planifier une consultation avec {name}',
    description: 'Choisissez quand vous aimeriez rencontrer {name}.',
  },
} as const satisfies Messages<typeof inquiriesTriggersEn>;

export default inquiriesTriggersFr;
