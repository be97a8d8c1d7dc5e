import { defineFrench } from '@cld/validation/i18n';

/**
 * The claims' answers a lawyer or a person listed can see, in English where they are thrown and in
 * French here (decision 029: `sendError` answers in the request's language).
 */
export const CLAIM_MESSAGES = {
  notClaimable: 'This listing cannot be claimed or removed here',
  lawyersOnly: 'Only a lawyer account can claim a listing. Sign in or register as a lawyer.',
  hasProfile:
    'Your account already has a lawyer profile. Contact us to have it joined with this listing.',
  wrongLicence: 'This licence number is not the one the register gives for this listing',
  alreadyOwned: 'This listing already belongs to a lawyer. If it is yours, contact us.',
  alreadyClaimed:
    'Someone else is already claiming this listing. An administrator will look into it; contact us if it is yours.',
  claimNotFound: 'This claim does not exist',
  claimClosed: 'This claim is no longer open. Start again from the listing.',
  wrongCode: 'This code is not the one we sent, or it has expired',
  tooManyCodes: 'Too many wrong codes. Start the claim again from the listing.',
  notByCode: 'This claim is not proven by a code',
  notByReview: 'This claim is proven by a code sent to the register’s address, not by review',
  notPending: 'This claim is not waiting for a decision',
} as const;

defineFrench({
  [CLAIM_MESSAGES.notClaimable]: 'Cette fiche ne peut pas être réclamée ni retirée ici.',
  [CLAIM_MESSAGES.lawyersOnly]:
    'Seul un compte du portail des avocats peut réclamer une fiche. Connectez-vous ou inscrivez-vous au portail.',
  [CLAIM_MESSAGES.hasProfile]:
    'Votre compte a déjà un profil professionnel. Écrivez-nous pour le réunir avec cette fiche.',
  [CLAIM_MESSAGES.wrongLicence]:
    'Ce numéro de permis n’est pas celui que le registre indique pour cette fiche.',
  [CLAIM_MESSAGES.alreadyOwned]:
    'Cette fiche a déjà été réclamée par son titulaire. Si c’est la vôtre, écrivez-nous.',
  [CLAIM_MESSAGES.alreadyClaimed]:
    'Une autre personne réclame déjà cette fiche. L’équipe du répertoire va examiner la situation\u00a0; écrivez-nous si c’est la vôtre.',
  [CLAIM_MESSAGES.claimNotFound]: 'Cette demande n’existe pas.',
  [CLAIM_MESSAGES.claimClosed]:
    'Cette demande n’est plus ouverte. Recommencez à partir de la fiche.',
  [CLAIM_MESSAGES.wrongCode]: 'Ce code n’est pas celui que nous avons envoyé, ou il a expiré.',
  [CLAIM_MESSAGES.tooManyCodes]:
    'Trop de codes erronés. Recommencez la demande à partir de la fiche.',
  [CLAIM_MESSAGES.notByCode]: 'Cette demande ne se confirme pas par un code.',
  [CLAIM_MESSAGES.notByReview]:
    'Cette demande se confirme par un code envoyé à l’adresse du registre, pas par un examen.',
  [CLAIM_MESSAGES.notPending]: 'Cette demande n’attend pas de décision.',
});
