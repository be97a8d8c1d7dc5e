import { defineFrench, defineMessages } from '@cld/validation/i18n';

/**
 * The French of the API's own messages that a visitor or a lawyer can see (decision 029): its
 * 4xx answers, written in English where they are thrown, given their French here by their English
 * text. `sendError` answers in the request's language; the administration's stay English (issue
 * 19, item 7). The forms' field messages come from the validation package's table.
 */
defineFrench({
  // The error kinds' own words (error-handling.ts) and the HTTP layer's.
  'Bad request': 'Requête invalide.',
  'Not signed in': 'Connexion requise.',
  Forbidden: 'Accès refusé.',
  'Not found': 'Introuvable.',
  Conflict: 'Conflit.',
  Gone: 'N’existe plus.',
  'Unprocessable request': 'Requête impossible à traiter.',
  'Request took too long to arrive': 'La requête a mis trop de temps à arriver.',
  'Request body is too large': 'Le contenu de la requête est trop volumineux.',
  'URL is too long': 'L’adresse est trop longue.',
  'Unsupported content type: send application/json':
    'Type de contenu non pris en charge\u00a0: envoyez application/json.',
  'Request headers are too large': 'Les en-têtes de la requête sont trop volumineux.',
  'Too many requests': 'Trop de requêtes. Réessayez plus tard.',
  'Service temporarily unavailable': 'Service temporairement indisponible.',
  'Internal server error': 'Erreur interne du serveur.',
  'Malformed JSON body': 'Le contenu JSON de la requête est mal formé.',
  'Malformed URL: invalid percent-encoding':
    'Adresse mal formée\u00a0: encodage par pourcentage invalide.',
  'Must be valid percent-encoded UTF-8': 'Doit être de l’UTF-8 encodé par pourcentage valide.',
  'Must be languages or practiceAreas': 'Doit être languages ou practiceAreas.',
  'Cross-site request refused': 'Requête venant d’un autre site refusée.',
  'Too many attempts. Please try again later.': 'Trop de tentatives. Réessayez plus tard.',
  'This Idempotency-Key was already used with a different request. Use a new key.':
    'Cette clé Idempotency-Key a déjà servi pour une autre requête. Utilisez-en une nouvelle.',
  'A request with this Idempotency-Key is still being handled. Please retry shortly.':
    'Une requête avec cette clé Idempotency-Key est encore en traitement. Réessayez dans un instant.',

  // Accounts and sessions.
  'Please sign in': 'Connectez-vous pour continuer.',
  'Invalid email or password': 'Adresse courriel ou mot de passe incorrect.',
  'Could not create an account with this email. If it is yours, please sign in.':
    'Impossible de créer un compte avec cette adresse courriel. Si elle est la vôtre, connectez-vous.',
  'Invalid password': 'Mot de passe refusé.',
  'Account not found': 'Compte introuvable.',
  'Only lawyer accounts have a lawyer profile':
    'Seuls les comptes d’avocat ont un profil d’avocat.',
  'Only administrators may do this': 'Seuls les administrateurs peuvent faire cela.',

  // Messages and consultation requests.
  'You have sent too many messages. Please try again later.':
    'Vous avez envoyé trop de messages. Réessayez plus tard.',
  'This lawyer has received too many messages in the last hour. Please try again later.':
    'Ce profil a reçu trop de messages au cours de la dernière heure. Réessayez plus tard.',
  'You have sent too many replies. Please try again later.':
    'Vous avez envoyé trop de réponses. Réessayez plus tard.',
  'We are receiving too many messages right now. Please try again later.':
    'Nous recevons trop de messages en ce moment. Réessayez plus tard.',
  'This request does not exist': 'Cette demande n’existe pas.',
  // Consultation bookings (decision 037).
  'This lawyer has received too many bookings in the last hour. Please try again later.':
    'Ce profil a reçu trop de rendez-vous au cours de la dernière heure. Réessayez plus tard.',
  // A client's space (decision 039).
  'You have sent too many answers. Please try again later.':
    'Vous avez envoyé trop de réponses. Réessayez plus tard.',
  'Lawyer not found': 'Avocat introuvable.',

  // Reviews.
  'You have reported too many reviews. Please try again later.':
    'Vous avez signalé trop d’avis. Réessayez plus tard.',
  'This review link was already used': 'Ce lien pour donner votre avis a déjà servi.',
  'This review link has expired': 'Ce lien pour donner votre avis a expiré.',
  'This review does not exist': 'Cet avis n’existe pas.',
  'You have already replied to this review': 'Vous avez déjà répondu à cet avis.',

  // The lawyer's profile.
  'You have no lawyer profile yet': 'Vous n’avez pas encore de profil d’avocat.',
  'You already have a lawyer profile': 'Vous avez déjà un profil d’avocat.',
  'Invalid profile': 'Profil à corriger.',
  'Please select a practice area': 'Choisissez un domaine de pratique.',
  'Please select a city of the chosen province': 'Choisissez une ville de la province choisie.',
  'Addresses of at most 500 characters': 'L’adresse ne doit pas dépasser 500 caractères.',
  'Add your licence number and law society first':
    'Ajoutez d’abord votre numéro de permis et votre ordre professionnel de juristes.',
  'Your verification request is already waiting':
    'Votre demande de vérification est déjà en attente.',
  'Your profile is already verified': 'Votre profil est déjà vérifié.',
});

/** Messages the API builds at run time. */
export const { translate: apiText } = defineMessages({
  'request.invalid': { en: 'Invalid {fields}', fr: 'À corriger\u00a0: {fields}.' },
});
