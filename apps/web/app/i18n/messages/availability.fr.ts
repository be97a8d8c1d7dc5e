import type { Messages } from '../translate.ts';
import type { availabilityEn } from './availability.en.ts';

/**
 * French twin of `availability.en.ts`: the page of the reminder e-mail's link
 * (`/fr/confirmer-disponibilite?token=…`). Epicene wording: « une nouvelle clientèle ».
 */
export const availabilityFr = {
  metaTitle: 'Confirmez si vous acceptez une nouvelle clientèle | Répertoire des avocats du Canada',
  heading: 'Acceptez-vous toujours une nouvelle clientèle\u00a0?',
  intro:
    'Votre profil indique si vous acceptez une nouvelle clientèle pendant 90\u00a0jours après votre dernière confirmation. Répondez ci-dessous pour que votre profil public l’indique de nouveau, avec la date d’aujourd’hui.',
  question: 'Votre réponse',
  yes: 'Oui, j’accepte une nouvelle clientèle',
  no: 'Non, pas pour le moment',
  sending: 'Enregistrement de votre réponse…',
  confirmedTitle: 'Merci, votre réponse est enregistrée',
  confirmedYes:
    'Votre profil indique maintenant que vous acceptez une nouvelle clientèle (réponse confirmée le {date}). Nous vous poserons de nouveau la question dans 90\u00a0jours.',
  confirmedNo:
    'Votre profil indique maintenant que vous n’acceptez pas de nouvelle clientèle pour le moment (réponse confirmée le {date}). Vous pouvez changer votre réponse en tout temps dans votre tableau de bord.',
  invalidTitle: 'Ce lien ne fonctionne pas',
  invalid:
    'Le lien n’est pas valide, a expiré ou a déjà servi. Connectez-vous à votre tableau de bord pour indiquer si vous acceptez une nouvelle clientèle.',
  missing:
    'Cette page a besoin du lien du courriel de rappel. Connectez-vous à votre tableau de bord pour indiquer si vous acceptez une nouvelle clientèle.',
  failed: 'Votre réponse n’a pas pu être enregistrée. Réessayez dans un instant.',
  signIn: 'Me connecter à mon tableau de bord',
} as const satisfies Messages<typeof availabilityEn>;

export default availabilityFr;
