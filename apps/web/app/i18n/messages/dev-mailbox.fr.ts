import type { Messages } from '../translate.ts';
import type { devMailboxEn } from './dev-mailbox.en.ts';

/** French twin of `dev-mailbox.en.ts`: the demo's mailbox (`/fr/dev/courriels`). */
export const devMailboxFr = {
  metaTitle: 'Courriels de la démonstration | Répertoire des avocats du Canada',
  heading: 'Courriels de la démonstration',
  intro:
    'Voici la boîte de réception de la démonstration. Sans serveur de courriel, le site garde les courriels qu’il enverrait et les affiche ici, du plus récent au plus ancien, pour que vous puissiez suivre leurs liens\u00a0: confirmer une adresse, réinitialiser un mot de passe, gérer un rendez-vous.',
  production:
    'En production, le serveur de courriel du site (SMTP) envoie chaque courriel, et cette page n’existe pas.',
  refresh: 'Vérifier s’il y a de nouveaux courriels',
  count: { one: '{count}\u00a0courriel', other: '{count}\u00a0courriels' },
  empty:
    'Aucun courriel pour l’instant. Créez un compte, demandez un nouveau mot de passe ou réservez une consultation, puis vérifiez de nouveau.',
  recipient: 'Destinataire',
  date: 'Date',
  links: 'Liens de ce courriel',
  text: 'Texte du courriel',
} as const satisfies Messages<typeof devMailboxEn>;

export default devMailboxFr;
