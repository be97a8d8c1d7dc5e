import type { Language } from '@cld/validation/i18n';
import { REGULATORS, type RegulatorSlug } from '@cld/reference/regulators';
import { lines, SIGNATURE, SITE_NAME, type MailDraft } from '../mail/templates.ts';

/**
 * The code that proves a claim (issue 39), sent to the address the register publishes: whoever
 * reads that mailbox is the person the register lists. It echoes nothing the claimant typed.
 */
export function claimCodeMail({
  to,
  language,
  code,
  validMinutes,
  regulator,
  purpose,
}: {
  to: string;
  language: Language;
  code: string;
  validMinutes: number;
  regulator: RegulatorSlug;
  purpose: 'claim' | 'removal';
}): MailDraft {
  const base = { kind: 'claim.code', to, replyTo: null } as const;
  const society = REGULATORS[regulator].name;
  if (language === 'fr') {
    return {
      ...base,
      subject: `Votre code de confirmation\u00a0: ${code}`,
      text: lines(
        'Bonjour,',
        '',
        purpose === 'claim'
          ? `Quelqu’un (vous, nous l’espérons) veut réclamer la fiche du ${SITE_NAME.fr} tirée du registre public de ${society}, qui indique cette adresse.`
          : `Quelqu’un (vous, nous l’espérons) demande le retrait de la fiche du ${SITE_NAME.fr} tirée du registre public de ${society}, qui indique cette adresse.`,
        '',
        `Votre code, valable ${validMinutes}\u00a0minutes\u00a0: ${code}`,
        '',
        'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: rien ne change.',
        '',
        SIGNATURE.fr,
      ),
    };
  }
  return {
    ...base,
    subject: `Your confirmation code: ${code}`,
    text: lines(
      'Hello,',
      '',
      purpose === 'claim'
        ? `Someone (hopefully you) wants to claim the listing on ${SITE_NAME.en} taken from the public register of the ${society}, which gives this address.`
        : `Someone (hopefully you) asked for the listing on ${SITE_NAME.en} taken from the public register of the ${society}, which gives this address, to be removed.`,
      '',
      `Your code, valid for ${validMinutes} minutes: ${code}`,
      '',
      'If you did not ask, ignore this e-mail: nothing changes.',
      '',
      SIGNATURE.en,
    ),
  };
}

/** An administrator's decision on a reviewed claim, to the claimant's account address. */
export function claimDecisionMail({
  to,
  language,
  approved,
  purpose,
  profileUrl,
}: {
  to: string;
  language: Language;
  approved: boolean;
  purpose: 'claim' | 'removal';
  profileUrl: string;
}): MailDraft {
  const base = { kind: 'claim.decision', to, replyTo: null } as const;
  if (language === 'fr') {
    return {
      ...base,
      subject: approved ? 'Votre demande est acceptée' : 'Votre demande n’est pas acceptée',
      text: lines(
        'Bonjour,',
        '',
        approved
          ? purpose === 'claim'
            ? 'L’équipe du répertoire a confirmé votre identité\u00a0: la fiche est maintenant votre profil. Complétez-le dans votre espace professionnel\u00a0:'
            : 'L’équipe du répertoire a confirmé votre identité\u00a0: la fiche est retirée du répertoire.'
          : 'L’équipe du répertoire n’a pas pu confirmer votre identité. Vous pouvez recommencer à partir de la fiche, avec plus de précisions.',
        approved && purpose === 'claim' && profileUrl,
        '',
        SIGNATURE.fr,
      ),
    };
  }
  return {
    ...base,
    subject: approved ? 'Your request is approved' : 'Your request was not approved',
    text: lines(
      'Hello,',
      '',
      approved
        ? purpose === 'claim'
          ? 'An administrator confirmed it is you: the listing is now your profile. Complete it in your dashboard:'
          : 'An administrator confirmed it is you: the listing is removed from the directory.'
        : 'An administrator could not confirm it is you. You may start again from the listing, with more detail.',
      approved && purpose === 'claim' && profileUrl,
      '',
      SIGNATURE.en,
    ),
  };
}
