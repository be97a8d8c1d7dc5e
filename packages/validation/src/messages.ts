import { defineMessages, type Texts } from './i18n.ts';

/**
 * Every message of the forms' schemas, in English and in French (fr-CA), side by side (decision
 * 029). English keeps the wording the forms have always had; French is a sentence, with its period.
 * `{min}` and `{max}` are the schema's own numbers.
 */
export const VALIDATION_MESSAGES = {
  // Contact details (site contact, the profile's two forms).
  'name.min': {
    en: 'Name must be at least {min} characters',
    fr: 'Le nom doit compter au moins {min} caractères.',
  },
  'name.max': {
    en: 'Name must be at most {max} characters',
    fr: 'Le nom ne doit pas dépasser {max} caractères.',
  },
  'name.required': { en: 'Name is required', fr: 'Le nom est obligatoire.' },
  'email.invalid': {
    en: 'Please enter a valid email address',
    fr: 'Entrez une adresse courriel valide.',
  },
  'email.invalidShort': { en: 'Invalid email address', fr: 'Entrez une adresse courriel valide.' },
  'phone.invalid': {
    en: 'Please enter a valid phone number',
    fr: 'Entrez un numéro de téléphone valide.',
  },
  'phone.required': { en: 'Phone is required', fr: 'Le numéro de téléphone est obligatoire.' },
  'phone.max': {
    en: 'Phone must be at most {max} characters',
    fr: 'Le numéro de téléphone ne doit pas dépasser {max} caractères.',
  },
  'message.min': {
    en: 'Message must be at least {min} characters',
    fr: 'Le message doit compter au moins {min} caractères.',
  },
  'message.max': {
    en: 'Message must be at most {max} characters',
    fr: 'Le message ne doit pas dépasser {max} caractères.',
  },
  'legalIssue.option': {
    en: 'Please select a legal issue',
    fr: 'Choisissez le type de problème juridique.',
  },
  'category.required': { en: 'Please select a category', fr: 'Choisissez une catégorie.' },
  'subject.min': {
    en: 'Subject must be at least {min} characters',
    fr: 'L’objet doit compter au moins {min} caractères.',
  },
  'subject.max': {
    en: 'Subject must be at most {max} characters',
    fr: 'L’objet ne doit pas dépasser {max} caractères.',
  },

  // Consultation.
  'preferredDate.required': {
    en: 'Please select a preferred date',
    fr: 'Choisissez la date souhaitée.',
  },
  'preferredDate.past': {
    en: 'Preferred date cannot be in the past',
    fr: 'La date souhaitée ne peut pas être déjà passée.',
  },
  'preferredTime.required': {
    en: 'Please select a preferred time',
    fr: 'Choisissez l’heure souhaitée.',
  },
  'consultationType.required': {
    en: 'Please select consultation type',
    fr: 'Choisissez le type de consultation.',
  },
  'consultationIssue.required': {
    en: 'Please describe your legal issue',
    fr: 'Indiquez la nature de votre problème juridique.',
  },

  // Accounts and passwords.
  'firstName.min': {
    en: 'First name must be at least {min} characters',
    fr: 'Le prénom doit compter au moins {min} caractères.',
  },
  'firstName.required': { en: 'First name is required', fr: 'Le prénom est obligatoire.' },
  'firstName.max': {
    en: 'First name must be at most {max} characters',
    fr: 'Le prénom ne doit pas dépasser {max} caractères.',
  },
  'lastName.min': {
    en: 'Last name must be at least {min} characters',
    fr: 'Le nom de famille doit compter au moins {min} caractères.',
  },
  'lastName.required': { en: 'Last name is required', fr: 'Le nom de famille est obligatoire.' },
  'lastName.max': {
    en: 'Last name must be at most {max} characters',
    fr: 'Le nom de famille ne doit pas dépasser {max} caractères.',
  },
  'userType.required': { en: 'Please select a user type', fr: 'Choisissez un type de compte.' },
  'professionalFields.required': {
    en: 'All professional fields are required for lawyers',
    fr: 'Tous les renseignements professionnels sont obligatoires pour un avocat.',
  },
  'password.min': {
    en: 'Password must be at least {min} characters',
    fr: 'Le mot de passe doit compter au moins {min} caractères.',
  },
  'password.max': {
    en: 'Password must be at most {max} characters',
    fr: 'Le mot de passe ne doit pas dépasser {max} caractères.',
  },
  'password.required': { en: 'Password is required', fr: 'Le mot de passe est obligatoire.' },
  'password.common': {
    en: 'This password is too common. Please choose a less common password',
    fr: 'Ce mot de passe est trop courant. Choisissez-en un moins répandu.',
  },
  'password.predictable': {
    en: 'This password is too easy to guess. Please avoid repeated characters and keyboard sequences',
    fr: 'Ce mot de passe est trop facile à deviner. Évitez les caractères répétés et les suites de touches du clavier.',
  },

  // A lawyer's professional details (registration and the dashboard's profile).
  'practiceArea.required': {
    en: 'Practice area is required',
    fr: 'Le domaine de pratique est obligatoire.',
  },
  'practiceArea.max': {
    en: 'Practice area must be at most {max} characters',
    fr: 'Le domaine de pratique ne doit pas dépasser {max} caractères.',
  },
  'location.required': { en: 'Location is required', fr: 'Le lieu est obligatoire.' },
  'location.max': {
    en: 'Location must be at most {max} characters',
    fr: 'Le lieu ne doit pas dépasser {max} caractères.',
  },
  'city.required': { en: 'City is required', fr: 'La ville est obligatoire.' },
  'city.max': {
    en: 'City must be at most {max} characters',
    fr: 'La ville ne doit pas dépasser {max} caractères.',
  },
  'address.required': { en: 'Address is required', fr: 'L’adresse est obligatoire.' },
  'address.max': {
    en: 'Address must be at most {max} characters',
    fr: 'L’adresse ne doit pas dépasser {max} caractères.',
  },
  'postalCode.invalid': {
    en: 'Enter a Canadian postal code, like A1A 1A1',
    fr: 'Entrez un code postal canadien, par exemple A1A 1A1.',
  },
  'province.required': { en: 'Province is required', fr: 'La province est obligatoire.' },
  'province.choose': {
    en: 'Please select a province or territory',
    fr: 'Choisissez une province ou un territoire.',
  },
  'experience.wholeYears': {
    en: 'Experience must be a whole number of years',
    fr: 'L’expérience doit être un nombre entier d’années.',
  },
  'experience.number': {
    en: 'Experience must be a number',
    fr: 'L’expérience doit être un nombre.',
  },
  'experience.required': {
    en: 'Experience is required',
    fr: 'Le nombre d’années d’expérience est obligatoire.',
  },
  'experience.min': {
    en: 'Experience must be positive',
    fr: 'L’expérience ne peut pas être négative.',
  },
  'experience.max': {
    en: 'Experience must be at most {max} years',
    fr: 'L’expérience ne peut pas dépasser {max} ans.',
  },
  'hourlyRate.whole': {
    en: 'Hourly rate must be a whole number',
    fr: 'Le taux horaire doit être un nombre entier.',
  },
  'hourlyRate.number': {
    en: 'Hourly rate must be a number',
    fr: 'Le taux horaire doit être un nombre.',
  },
  'hourlyRate.required': { en: 'Hourly rate is required', fr: 'Le taux horaire est obligatoire.' },
  'hourlyRate.min': {
    en: 'Hourly rate must be positive',
    fr: 'Le taux horaire ne peut pas être négatif.',
  },
  'hourlyRate.max': {
    en: 'Hourly rate must be at most {max}',
    fr: 'Le taux horaire ne peut pas dépasser {max} $.',
  },
  'bio.min': {
    en: 'Bio must be at least {min} characters',
    fr: 'La biographie doit compter au moins {min} caractères.',
  },
  'bio.max': {
    en: 'Bio must be at most {max} characters',
    fr: 'La biographie ne doit pas dépasser {max} caractères.',
  },
  'firmName.max': {
    en: 'Firm name must be at most {max} characters',
    fr: 'Le nom du cabinet ne doit pas dépasser {max} caractères.',
  },
  'feeStructure.required': {
    en: 'Fee structure is required',
    fr: 'Le mode de facturation est obligatoire.',
  },
  'feeStructure.max': {
    en: 'Fee structure must be at most {max} characters',
    fr: 'Le mode de facturation ne doit pas dépasser {max} caractères.',
  },
  'specializations.required': {
    en: 'At least one specialization is required',
    fr: 'Indiquez au moins une spécialisation.',
  },
  'specializations.max': {
    en: 'At most {max} specializations, of at most {length} characters each',
    fr: 'Indiquez au plus {max} spécialisations, d’au plus {length} caractères chacune.',
  },
  'languages.required': {
    en: 'At least one language is required',
    fr: 'Indiquez au moins une langue.',
  },
  'languages.max': {
    en: 'At most {max} languages, of at most {length} characters each',
    fr: 'Indiquez au plus {max} langues, d’au plus {length} caractères chacune.',
  },
  'website.invalid': {
    en: 'Please enter a valid website address',
    fr: 'Entrez une adresse de site Web valide.',
  },
  'linkedin.invalid': {
    en: 'Please enter a valid LinkedIn address',
    fr: 'Entrez une adresse LinkedIn valide.',
  },
  'regulator.required': {
    en: 'Please choose your law society',
    fr: 'Choisissez votre ordre professionnel de juristes.',
  },
  'licenceNumber.required': {
    en: 'Licence number is required',
    fr: 'Le numéro de permis est obligatoire.',
  },
  'licenceNumber.format': {
    en: 'Licence number may contain only letters, digits, spaces, hyphens and slashes (at most {max})',
    fr: 'Le numéro de permis ne peut contenir que des lettres, des chiffres, des espaces, des traits d’union et des barres obliques ({max} au plus).',
  },

  // Reviews.
  'rating.required': {
    en: 'Please choose a rating from 1 to 5 stars',
    fr: 'Choisissez une note de 1 à 5 étoiles.',
  },
  'review.min': {
    en: 'Review must be at least {min} characters',
    fr: 'L’avis doit compter au moins {min} caractères.',
  },
  'review.max': {
    en: 'Review must be at most {max} characters',
    fr: 'L’avis ne doit pas dépasser {max} caractères.',
  },
  'reply.required': { en: 'Please write a reply', fr: 'Rédigez une réponse.' },
  'reply.max': {
    en: 'Reply must be at most {max} characters',
    fr: 'La réponse ne doit pas dépasser {max} caractères.',
  },
  'report.min': {
    en: 'Please say what is wrong with this review (at least {min} characters)',
    fr: 'Dites-nous ce qui ne va pas dans cet avis (au moins {min} caractères).',
  },
  'reason.max': {
    en: 'Reason must be at most {max} characters',
    fr: 'Le motif ne doit pas dépasser {max} caractères.',
  },
  'hideReview.reason': {
    en: 'Please give the reason for hiding this review',
    fr: 'Indiquez pourquoi cet avis est masqué.',
  },

  // The API's own checks of what a form posts (packages/contract).
  'lawyer.unavailable': {
    en: 'This lawyer is not available',
    fr: 'Ce profil n’est pas disponible.',
  },
  'inquiryKind.unknown': { en: 'Unknown kind of request', fr: 'Type de demande inconnu.' },
  'reviewLink.invalid': {
    en: 'This review link is not valid',
    fr: 'Ce lien pour donner votre avis n’est pas valide.',
  },
  'number.whole': { en: 'Must be a whole number', fr: 'Doit être un nombre entier.' },
  'number.decimal': {
    en: 'Must be a decimal number such as 45.56',
    fr: 'Doit être un nombre décimal comme 45.56.',
  },
  'boolean.text': { en: 'Must be true or false', fr: 'Doit être « true » ou « false ».' },

  // Any text.
  'text.unsafe': {
    en: 'Must not contain a NUL character or an unpaired surrogate',
    fr: 'Ne doit pas contenir de caractère nul ni de caractère Unicode incomplet.',
  },

  // The account's closing and the administration's forms.
  'deleteAccount.confirm': {
    en: 'Please type your e-mail address to confirm',
    fr: 'Entrez votre adresse courriel pour confirmer.',
  },
  'notes.max': {
    en: 'Notes must be at most {max} characters',
    fr: 'Les notes ne doivent pas dépasser {max} caractères.',
  },
  'licenceClass.required': {
    en: 'Please choose the licence class',
    fr: 'Choisissez la catégorie de permis.',
  },
  'verification.rejectReason': {
    en: 'Please give the lawyer a reason (at least {min} characters)',
    fr: 'Expliquez votre décision à la personne qui a demandé la vérification (au moins {min} caractères).',
  },
  'verification.decision': {
    en: 'Please choose verify or reject',
    fr: 'Choisissez de vérifier ou de refuser.',
  },
  'hideLawyer.reason': {
    en: 'Please give a reason (at least {min} characters)',
    fr: 'Indiquez un motif (au moins {min} caractères).',
  },
  'date.format': {
    en: 'Please enter a date as YYYY-MM-DD',
    fr: 'Entrez une date au format AAAA-MM-JJ.',
  },
  'incident.title': {
    en: 'Please describe the incident in a few words',
    fr: 'Décrivez l’incident en quelques mots.',
  },
  'incident.titleMax': {
    en: 'Title must be at most {max} characters',
    fr: 'Le titre ne doit pas dépasser {max} caractères.',
  },
  'incident.description': {
    en: 'Please describe what happened (at least {min} characters)',
    fr: 'Décrivez ce qui s’est passé (au moins {min} caractères).',
  },
  'incident.descriptionMax': {
    en: 'Description must be at most {max} characters',
    fr: 'La description ne doit pas dépasser {max} caractères.',
  },
  'incident.occurredOn': {
    en: 'Please enter when it happened',
    fr: 'Indiquez la date de l’incident.',
  },
  'incident.discoveredOn': {
    en: 'Please enter when it was discovered',
    fr: 'Indiquez la date de sa découverte.',
  },
  'incident.affected': {
    en: 'Please say who was affected',
    fr: 'Indiquez qui a été touché.',
  },
  'incident.affectedMax': {
    en: 'Who was affected must be at most {max} characters',
    fr: 'La description des personnes touchées ne doit pas dépasser {max} caractères.',
  },
  'incident.affectedCount': {
    en: 'Number affected must be a whole number',
    fr: 'Le nombre de personnes touchées doit être un nombre entier.',
  },
  'incident.personalInformation': {
    en: 'Please say what personal information was involved',
    fr: 'Indiquez quels renseignements personnels sont en cause.',
  },
  'incident.personalInformationMax': {
    en: 'Personal information must be at most {max} characters',
    fr: 'La description des renseignements personnels ne doit pas dépasser {max} caractères.',
  },
  'incident.risk': {
    en: 'Please say whether there is a real risk of harm',
    fr: 'Indiquez s’il existe un risque réel de préjudice grave.',
  },
  'incident.reported': {
    en: 'Please say whether it was reported',
    fr: 'Indiquez si l’incident a été signalé.',
  },
  'incident.notified': {
    en: 'Please say whether people were notified',
    fr: 'Indiquez si les personnes touchées ont été avisées.',
  },
  'incident.measuresMax': {
    en: 'Measures must be at most {max} characters',
    fr: 'La description des mesures ne doit pas dépasser {max} caractères.',
  },
  'incident.discoveredBeforeOccurred': {
    en: 'It cannot have been discovered before it happened',
    fr: 'L’incident ne peut pas avoir été découvert avant d’avoir eu lieu.',
  },
  'incident.reportedOn': {
    en: 'Please enter when it was reported',
    fr: 'Indiquez la date du signalement.',
  },

  // A profile's practice details (issue 20).
  'otherPracticeAreas.max': {
    en: 'Choose at most {max} other practice areas',
    fr: 'Choisissez au plus {max} autres domaines de pratique.',
  },
  'otherPracticeAreas.item': {
    en: 'Choose practice areas from the list',
    fr: 'Choisissez les domaines de pratique dans la liste.',
  },
  'freeConsultationMinutes.number': {
    en: 'Enter the free consultation’s length in minutes, from {min} to {max}',
    fr: 'Indiquez la durée de la consultation gratuite en minutes, de {min} à {max}.',
  },
  'flatFees.max': {
    en: 'List at most {max} flat-fee services',
    fr: 'Indiquez au plus {max} services à forfait.',
  },
  'flatFees.service': {
    en: 'Name the service in 2 to {max} characters',
    fr: 'Nommez le service en 2 à {max} caractères.',
  },
  'flatFees.price': {
    en: 'Enter a price in whole dollars, from 0 to {max}',
    fr: 'Indiquez un prix en dollars entiers, de 0 à {max}.',
  },
  'flatFees.range': {
    en: 'The highest price must be at least the lowest',
    fr: 'Le prix le plus élevé doit être au moins égal au prix le plus bas.',
  },
  'feeOffers.option': {
    en: 'Choose payment options from the list',
    fr: 'Choisissez les modalités de paiement dans la liste.',
  },
  'funding.option': {
    en: 'Choose funding from the list',
    fr: 'Choisissez le financement dans la liste.',
  },
  'meetingModes.required': {
    en: 'Choose at least one way to meet clients',
    fr: 'Choisissez au moins une façon de rencontrer vos clients.',
  },
  'yesNo.option': { en: 'Choose yes, no or not stated', fr: 'Choisissez oui, non ou non précisé.' },
  'officeHours.time': {
    en: 'Enter times as HH:MM, 24-hour clock',
    fr: 'Indiquez les heures au format HH:MM (24 heures).',
  },
  'officeHours.order': {
    en: 'Closing time must be after opening time',
    fr: 'L’heure de fermeture doit suivre l’heure d’ouverture.',
  },
  'officeHours.max': {
    en: 'List at most {max} openings a day',
    fr: 'Indiquez au plus {max} plages d’ouverture par jour.',
  },

  // Register listings and their claims (issue 39).
  'register.status': {
    en: 'Status must be one of practising, non-practising, suspended, revoked, deceased',
    fr: 'Le statut doit être practising, non-practising, suspended, revoked ou deceased.',
  },
  'register.city': {
    en: 'City is required (at most {max} characters)',
    fr: 'La ville est obligatoire ({max} caractères au plus).',
  },
  'register.firm': {
    en: 'Firm must be at most {max} characters',
    fr: 'Le cabinet ne doit pas dépasser {max} caractères.',
  },
  'register.practiceArea': {
    en: 'Unknown practice area (use the directory’s practice areas, at most {max})',
    fr: 'Domaine de droit inconnu (utilisez les domaines du répertoire, {max} au plus).',
  },
  'register.language': {
    en: 'Unknown language (use the directory’s languages, at most {max})',
    fr: 'Langue inconnue (utilisez les langues du répertoire, {max} au plus).',
  },
  'register.date': {
    en: 'Please enter the register’s date as YYYY-MM-DD, not in the future',
    fr: 'Entrez la date du registre au format AAAA-MM-JJ, sans dépasser aujourd’hui.',
  },
  'register.entries': {
    en: 'Send between 1 and {max} register entries',
    fr: 'Envoyez entre 1 et {max} inscriptions du registre.',
  },
  'register.duplicate': {
    en: 'This licence number appears twice in the file',
    fr: 'Ce numéro de permis figure deux fois dans le fichier.',
  },
  'register.unknownCity': {
    en: 'Unknown city in this province',
    fr: 'Ville inconnue dans cette province.',
  },
  'claim.code': {
    en: 'Enter the 6-digit code from the e-mail',
    fr: 'Entrez le code à 6 chiffres reçu par courriel.',
  },
  'claim.explanation': {
    en: 'Explain how we can confirm it is you ({min} to {max} characters)',
    fr: 'Expliquez comment nous pouvons confirmer votre identité (de {min} à {max} caractères).',
  },
  'claim.purpose': {
    en: 'Please choose to claim the listing or to ask for its removal',
    fr: 'Choisissez de réclamer la fiche ou d’en demander le retrait.',
  },
  'claim.decision': {
    en: 'Please choose approve or reject',
    fr: 'Choisissez d’approuver ou de refuser.',
  },
} as const satisfies Record<string, Texts>;

export const { msg, translate } = defineMessages(VALIDATION_MESSAGES);
