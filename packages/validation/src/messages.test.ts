import { describe, expect, it } from 'vitest';
import {
  accountDeletionSchema,
  hideLawyerSchema,
  incidentSchema,
  verificationDecisionSchema,
} from './admin.ts';
import { accountRegisterSchema, loginSchema, portalRegisterSchema } from './auth.ts';
import { createConsultationSchema } from './consultation.ts';
import { VALIDATION_MESSAGES } from './messages.ts';
import { lawyerContactSchema } from './lawyer-contact.ts';
import { lawyerProfileSchema } from './lawyer-profile.ts';
import { reviewReplySchema, reviewReportSchema, reviewSchema } from './review.ts';
import { refusingUnsafeText } from './safe-text.ts';
import { siteContactSchema } from './site-contact.ts';
import { messagesOf } from './test-helpers.ts';

const INCIDENT = {
  title: 'Lost laptop',
  description: 'A laptop was stolen from a car.',
  affected: 'Clients of one lawyer',
  personalInformation: 'Names and e-mail addresses',
  riskOfSignificantHarm: false,
  reportedToRegulator: false,
  individualsNotified: false,
};

describe('the French messages of the forms', () => {
  it('gives the site contact form’s rules in French', () => {
    const bad = { name: 'A', email: 'nope', phone: '12', category: 'Spam', subject: 'Hi' };
    expect(messagesOf(siteContactSchema, { ...bad, message: 'short' }, 'fr')).toEqual({
      name: 'Le nom doit compter au moins 2 caractères.',
      email: 'Entrez une adresse courriel valide.',
      phone: 'Entrez un numéro de téléphone valide.',
      category: 'Choisissez une catégorie.',
      subject: 'L’objet doit compter au moins 5 caractères.',
      message: 'Le message doit compter au moins 10 caractères.',
    });
    expect(messagesOf(siteContactSchema, { ...bad, message: 'x'.repeat(5001) }, 'fr').message).toBe(
      'Le message ne doit pas dépasser 5\u00a0000 caractères.',
    );
  });

  it('gives the profile’s two forms’ rules in French', () => {
    expect(messagesOf(lawyerContactSchema, {}, 'fr')).toEqual({
      name: 'Le nom doit compter au moins 2 caractères.',
      email: 'Entrez une adresse courriel valide.',
      phone: 'Entrez un numéro de téléphone valide.',
      legalIssue: 'Choisissez le type de problème juridique.',
      message: 'Le message doit compter au moins 10 caractères.',
    });
    const consultation = createConsultationSchema({ today: '2026-11-26' });
    expect(
      messagesOf(
        consultation,
        { preferredDate: '2026-11-25', preferredTime: '8:00 AM', legalIssue: 'x' },
        'fr',
      ),
    ).toMatchObject({
      preferredDate: 'La date souhaitée ne peut pas être déjà passée.',
      preferredTime: 'Choisissez l’heure souhaitée.',
      consultationType: 'Choisissez le type de consultation.',
      legalIssue: 'Indiquez la nature de votre problème juridique.',
    });
    expect(messagesOf(consultation, { preferredDate: '2026-02-30' }, 'fr').preferredDate).toBe(
      'Choisissez la date souhaitée.',
    );
  });

  it('gives sign-in and registration’s rules in French', () => {
    expect(messagesOf(loginSchema, { email: 'x', password: '' }, 'fr')).toEqual({
      email: 'Entrez une adresse courriel valide.',
      password: 'Le mot de passe est obligatoire.',
    });
    expect(messagesOf(portalRegisterSchema, { password: 'short' }, 'fr')).toMatchObject({
      password: 'Le mot de passe doit compter au moins 8 caractères.',
      firstName: 'Le prénom est obligatoire.',
      lastName: 'Le nom de famille est obligatoire.',
    });
    expect(messagesOf(portalRegisterSchema, { password: 'qwerty123' }, 'fr').password).toBe(
      'Ce mot de passe est trop facile à deviner. Évitez les caractères répétés et les suites de touches du clavier.',
    );
    expect(
      messagesOf(
        accountRegisterSchema,
        {
          firstName: 'A',
          lastName: 'B',
          email: 'a@b.ca',
          password: 'correct horse battery',
          userType: 'lawyer',
          province: 'XX',
          experience: '2.5',
          hourlyRate: '-1',
          bio: 'Too short',
          website: 'javascript:alert(1)',
        },
        'fr',
      ),
    ).toEqual({
      firstName: 'Le prénom doit compter au moins 2 caractères.',
      lastName: 'Le nom de famille doit compter au moins 2 caractères.',
      province: 'Choisissez une province ou un territoire.',
      experience: 'L’expérience doit être un nombre entier d’années.',
      hourlyRate: 'Le taux horaire ne peut pas être négatif.',
      website: 'Entrez une adresse de site Web valide.',
    });
    expect(
      messagesOf(
        accountRegisterSchema,
        {
          firstName: 'Ana',
          lastName: 'Roy',
          email: 'a@b.ca',
          password: 'correct horse battery',
          userType: 'lawyer',
          bio: 'Too short',
        },
        'fr',
      ),
    ).toEqual({
      bio: 'La biographie doit compter au moins 10 caractères.',
      userType: 'Tous les renseignements professionnels sont obligatoires pour un avocat.',
    });
    expect(messagesOf(accountRegisterSchema, { userType: 'robot' }, 'fr').userType).toBe(
      'Choisissez un type de compte.',
    );
  });

  it('gives the lawyer’s profile form’s rules in French', () => {
    expect(
      messagesOf(
        lawyerProfileSchema,
        { experience: '71', hourlyRate: '20000', specializations: [], languages: [] },
        'fr',
      ),
    ).toMatchObject({
      name: 'Le nom est obligatoire.',
      email: 'Entrez une adresse courriel valide.',
      phone: 'Le numéro de téléphone est obligatoire.',
      practiceArea: 'Le domaine de pratique est obligatoire.',
      city: 'La ville est obligatoire.',
      province: 'La province est obligatoire.',
      address: 'L’adresse est obligatoire.',
      experience: 'L’expérience ne peut pas dépasser 70 ans.',
      hourlyRate: 'Le taux horaire ne peut pas dépasser 10\u00a0000 $.',
      bio: 'La biographie doit compter au moins 10 caractères.',
      specializations: 'Indiquez au moins une spécialisation.',
      languages: 'Indiquez au moins une langue.',
      feeStructure: 'Le mode de facturation est obligatoire.',
    });
    expect(
      messagesOf(lawyerProfileSchema, { experience: '', licenceNumber: 'A#1' }, 'fr'),
    ).toMatchObject({
      experience: 'Le nombre d’années d’expérience est obligatoire.',
      licenceNumber:
        'Le numéro de permis ne peut contenir que des lettres, des chiffres, des espaces, des traits d’union et des barres obliques (40 au plus).',
    });
  });

  it('gives the reviews’ and the account’s rules in French', () => {
    expect(messagesOf(reviewSchema, { rating: 6, text: 'Good' }, 'fr')).toEqual({
      rating: 'Choisissez une note de 1 à 5 étoiles.',
      text: 'L’avis doit compter au moins 20 caractères.',
    });
    expect(messagesOf(reviewReplySchema, { reply: ' ' }, 'fr').reply).toBe('Rédigez une réponse.');
    expect(messagesOf(reviewReportSchema, { reason: 'x'.repeat(1001) }, 'fr').reason).toBe(
      'Le motif ne doit pas dépasser 1\u00a0000 caractères.',
    );
    expect(messagesOf(accountDeletionSchema, {}, 'fr').confirmEmail).toBe(
      'Entrez votre adresse courriel pour confirmer.',
    );
    expect(messagesOf(hideLawyerSchema, {}, 'fr').reason).toBe(
      'Indiquez un motif (au moins 5 caractères).',
    );
    expect(messagesOf(refusingUnsafeText(siteContactSchema), { name: 'a\u0000b' }, 'fr').name).toBe(
      'Ne doit pas contenir de caractère nul ni de caractère Unicode incomplet.',
    );
  });

  it.each([
    [
      loginSchema,
      { password: 'x'.repeat(129) },
      'password',
      'Le mot de passe ne doit pas dépasser 128 caractères.',
    ],
    [
      lawyerContactSchema,
      { name: 'x'.repeat(256) },
      'name',
      'Le nom ne doit pas dépasser 255 caractères.',
    ],
    [
      lawyerProfileSchema,
      { phone: '1'.repeat(21) },
      'phone',
      'Le numéro de téléphone ne doit pas dépasser 20 caractères.',
    ],
    [
      lawyerProfileSchema,
      { linkedin: 'ftp://x.ca' },
      'linkedin',
      'Entrez une adresse LinkedIn valide.',
    ],
    [
      lawyerProfileSchema,
      { regulator: 'nowhere' },
      'regulator',
      'Choisissez votre ordre professionnel de juristes.',
    ],
    [lawyerProfileSchema, { experience: 'ten' }, 'experience', 'L’expérience doit être un nombre.'],
    [
      lawyerProfileSchema,
      { specializations: Array.from({ length: 21 }, (_, i) => `S${i}`) },
      'specializations',
      'Indiquez au plus 20 spécialisations, d’au plus 100 caractères chacune.',
    ],
    [
      lawyerProfileSchema,
      { firmName: 'x'.repeat(201) },
      'firmName',
      'Le nom du cabinet ne doit pas dépasser 200 caractères.',
    ],
    [
      accountRegisterSchema,
      { city: 'x'.repeat(101) },
      'city',
      'La ville ne doit pas dépasser 100 caractères.',
    ],
    [
      reviewSchema,
      { text: 'x'.repeat(3001) },
      'text',
      'L’avis ne doit pas dépasser 3\u00a0000 caractères.',
    ],
    [
      verificationDecisionSchema,
      { decision: 'maybe' },
      'decision',
      'Choisissez de vérifier ou de refuser.',
    ],
    [
      verificationDecisionSchema,
      { decision: 'reject', reason: 'no' },
      'reason',
      'Expliquez votre décision à la personne qui a demandé la vérification (au moins 10 caractères).',
    ],
    [
      incidentSchema,
      { ...INCIDENT, occurredOn: '2026-11-20', discoveredOn: '2026-11-19' },
      'discoveredOn',
      'L’incident ne peut pas avoir été découvert avant d’avoir eu lieu.',
    ],
    [
      incidentSchema,
      { occurredOn: 'yesterday' },
      'occurredOn',
      'Entrez une date au format AAAA-MM-JJ.',
    ],
  ] as const)('gives %#: a rule of another field in French', (schema, input, field, french) => {
    expect(messagesOf(schema, input, 'fr')[field]).toBe(french);
  });

  it('keeps the English messages as they were', () => {
    expect(messagesOf(lawyerContactSchema, {}, 'en')).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      legalIssue: 'Please select a legal issue',
      message: 'Message must be at least 10 characters',
    });
  });

  it('writes each French message as a sentence with the English one’s values', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
    for (const [key, { en, fr }] of Object.entries(VALIDATION_MESSAGES)) {
      expect(fr, key).toMatch(/^[A-ZÀ-Ý].*\.$/su);
      // Typographic apostrophes, and a no-break space (not a space) before « ; : ! ? » and inside
      // « guillemets ».
      expect(fr, key).not.toMatch(/ [;:!?»]|« |'/);
      expect(placeholders(fr).sort(), key).toEqual(placeholders(en).sort());
    }
  });
});
