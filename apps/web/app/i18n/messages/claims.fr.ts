import type { Messages } from '../translate.ts';
import type { claimsEn } from './claims.en.ts';

/** French twin of `claims.en.ts`: the register listings and their réclamation. */
export const claimsFr = {
  listing: {
    notice: 'Cette fiche provient d’un registre public',
    noContactForm:
      'L’avocate ou l’avocat n’a pas configuré cette fiche\u00a0: elle ne reçoit ni messages ni rendez-vous par ce site.',
    contactThroughRegister: 'Trouver ses coordonnées dans le répertoire de l’ordre',
    phoneFromRegister: 'Téléphone (tel que le registre l’indique)',
    areas: 'Domaines de droit (tels que le registre les indique)',
    languages: 'Langues (telles que le registre les indique)',
    licence: 'Numéro de permis ou de membre',
    isThisYou: 'C’est vous\u00a0?',
    claimIntro:
      'Réclamez ce profil pour le compléter\u00a0: vos honoraires, vos heures et la façon de vous joindre.',
    claim: 'Réclamer ce profil',
    removalIntro: 'Vous pouvez aussi nous demander de masquer cette fiche (vie privée).',
    removal: 'Demander le retrait',
  },
  page: {
    metaTitle: 'Réclamer une fiche | Répertoire des avocats du Canada',
    heading: 'Réclamer la fiche de {name}',
    removalHeading: 'Demander le retrait de la fiche de {name}',
    intro:
      'Pour prouver que cette fiche est la vôtre, entrez votre numéro de permis ou de membre tel que le registre de l’ordre ({regulator}) l’indique. Nous envoyons ensuite un code à l’adresse courriel que le registre publie, ou, s’il n’en publie pas, l’équipe du répertoire examine votre demande.',
    signInFirst: 'Connectez-vous d’abord',
    signInIntro:
      'Réclamer une fiche exige un compte du portail des avocats. Connectez-vous ou inscrivez-vous, puis vous reviendrez ici.',
    removalSignInIntro:
      'Demander un retrait exige un compte. Connectez-vous ou inscrivez-vous, puis vous reviendrez ici.',
    signIn: 'Se connecter',
    registerLawyer: 'S’inscrire au portail des avocats',
    register: 'Créer un compte',
    purpose: 'Que souhaitez-vous faire\u00a0?',
    purposeClaim: 'Réclamer ce profil et le compléter',
    purposeRemoval: 'Masquer cette fiche (vie privée)',
    licenceNumber: 'Numéro de permis ou de membre',
    start: 'Continuer',
    sending: 'Envoi en cours…',
    codeHeading: 'Consultez vos courriels',
    codeIntro:
      'Nous avons envoyé un code à 6\u00a0chiffres à {email}, l’adresse que publie le registre. Il est valable 30\u00a0minutes.',
    code: 'Code reçu par courriel',
    confirm: 'Confirmer',
    reviewHeading: 'L’équipe du répertoire va vérifier',
    reviewIntro:
      'Le registre ne publie aucune adresse courriel pour cette fiche. Dites-nous comment confirmer votre identité (par exemple, le numéro de téléphone de votre cabinet inscrit auprès de l’ordre, où nous pouvons vous rappeler). Nous ne recevons aucun document par ce site.',
    explanation: 'Comment pouvons-nous confirmer votre identité\u00a0?',
    sendReview: 'Envoyer à l’équipe du répertoire',
    reviewSent:
      'Votre demande est entre les mains de l’équipe du répertoire. Nous écrirons à l’adresse courriel de votre compte une fois la décision prise.',
    claimedTitle: 'La fiche est maintenant votre profil',
    claimedBody:
      'Complétez-le dans votre espace professionnel\u00a0: tant que vous n’avez pas ajouté votre description, la page n’affiche que les données du registre.',
    toDashboard: 'Aller à votre espace professionnel',
    removedTitle: 'La fiche est masquée',
    removedBody:
      'Elle n’apparaît plus dans le répertoire, et une nouvelle importation du registre ne l’affichera pas de nouveau.',
    failed: 'Votre demande n’a pas pu être envoyée. Réessayez dans un instant.',
    backToListing: 'Retour à la fiche',
    notClaimable: 'Cette fiche ne peut pas être réclamée ni retirée ici.',
  },
} as const satisfies Messages<typeof claimsEn>;

export default claimsFr;
