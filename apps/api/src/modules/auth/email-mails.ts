import type { Language } from '@cld/contract/languages';
import { SIGNATURE, SITE_NAME, lines } from '../mail/templates.ts';
import type { MailDraft } from '../mail/templates.ts';

/**
 * The mails of e-mail verification and of the Settings' changes (issue 21, decision 038), in the
 * account's language. They echo nothing anyone typed but the addresses themselves.
 */

/** The link that proves the account's own address, after registration or from Settings. */
export function verifyEmailMail({
  to,
  language,
  verifyUrl,
  validHours,
}: {
  to: string;
  language: Language;
  verifyUrl: string;
  validHours: number;
}): MailDraft {
  const base = { kind: 'account.verify-email', to, replyTo: null } as const;
  if (language === 'fr') {
    return {
      ...base,
      subject: 'Confirmez votre adresse courriel',
      text: lines(
        'Bonjour,',
        '',
        `Pour confirmer que cette adresse est bien celle de votre compte du ${SITE_NAME.fr}, ouvrez ce lien dans les ${validHours}\u00a0heures. Il ne fonctionne qu’une seule fois\u00a0:`,
        verifyUrl,
        '',
        'Vous pouvez utiliser le site sans attendre. Si le lien a expiré, demandez-en un autre dans les paramètres de votre compte.',
        '',
        'Si vous n’avez pas créé de compte, ignorez ce courriel.',
        '',
        SIGNATURE.fr,
      ),
    };
  }
  return {
    ...base,
    subject: 'Confirm your e-mail address',
    text: lines(
      'Hello,',
      '',
      `To confirm that this address is the one of your ${SITE_NAME.en} account, open this link within ${validHours} hours. It works once:`,
      verifyUrl,
      '',
      'You can use the site meanwhile. If the link has expired, ask for a new one in your account settings.',
      '',
      'If you did not create an account, ignore this e-mail.',
      '',
      SIGNATURE.en,
    ),
  };
}

/** To the new address asked for in Settings: the account switches to it once this link is used. */
export function confirmNewEmailMail({
  to,
  language,
  confirmUrl,
  validHours,
}: {
  to: string;
  language: Language;
  confirmUrl: string;
  validHours: number;
}): MailDraft {
  const base = { kind: 'account.confirm-new-email', to, replyTo: null } as const;
  if (language === 'fr') {
    return {
      ...base,
      subject: 'Confirmez votre nouvelle adresse courriel',
      text: lines(
        'Bonjour,',
        '',
        `Vous avez demandé que votre compte du ${SITE_NAME.fr} utilise désormais cette adresse. Pour confirmer, ouvrez ce lien dans les ${validHours}\u00a0heures. Il ne fonctionne qu’une seule fois\u00a0:`,
        confirmUrl,
        '',
        'D’ici là, votre compte garde son adresse actuelle.',
        '',
        'Si vous n’avez rien demandé, ignorez ce courriel\u00a0: rien ne change.',
        '',
        SIGNATURE.fr,
      ),
    };
  }
  return {
    ...base,
    subject: 'Confirm your new e-mail address',
    text: lines(
      'Hello,',
      '',
      `You asked for your ${SITE_NAME.en} account to use this address from now on. To confirm, open this link within ${validHours} hours. It works once:`,
      confirmUrl,
      '',
      'Until then, your account keeps its current address.',
      '',
      'If you did not ask, ignore this e-mail: nothing changes.',
      '',
      SIGNATURE.en,
    ),
  };
}

/** To the old address once the change is confirmed: the owner learns of it, and what to do. */
export function emailChangedMail({
  to,
  language,
  newEmail,
  resetUrl,
}: {
  to: string;
  language: Language;
  newEmail: string;
  resetUrl: string;
}): MailDraft {
  const base = { kind: 'account.email-changed', to, replyTo: null } as const;
  if (language === 'fr') {
    return {
      ...base,
      subject: 'L’adresse courriel de votre compte a changé',
      text: lines(
        'Bonjour,',
        '',
        `Votre compte du ${SITE_NAME.fr} utilise désormais l’adresse ${newEmail}. Cette adresse-ci n’y est plus associée.`,
        '',
        'Si ce n’est pas vous qui avez fait ce changement, quelqu’un connaît votre mot de passe. Écrivez-nous depuis la page «\u00a0Nous joindre\u00a0» du site, et changez votre mot de passe depuis cette page\u00a0:',
        resetUrl,
        '',
        SIGNATURE.fr,
      ),
    };
  }
  return {
    ...base,
    subject: 'Your account’s e-mail address has changed',
    text: lines(
      'Hello,',
      '',
      `Your ${SITE_NAME.en} account now uses the address ${newEmail}. This address is no longer linked to it.`,
      '',
      'If you did not make this change, someone knows your password. Write to us from the site’s Contact page, and change your password from this page:',
      resetUrl,
      '',
      SIGNATURE.en,
    ),
  };
}

/** After a change of password in Settings: the owner learns of it wherever else they are signed in. */
export function passwordChangedMail({
  to,
  language,
  resetUrl,
}: {
  to: string;
  language: Language;
  resetUrl: string;
}): MailDraft {
  const base = { kind: 'account.password-changed', to, replyTo: null } as const;
  if (language === 'fr') {
    return {
      ...base,
      subject: 'Le mot de passe de votre compte a changé',
      text: lines(
        'Bonjour,',
        '',
        `Le mot de passe de votre compte du ${SITE_NAME.fr} vient d’être changé depuis ses paramètres. Vos autres sessions sont fermées.`,
        '',
        'Si ce n’est pas vous, choisissez un nouveau mot de passe depuis cette page\u00a0:',
        resetUrl,
        '',
        SIGNATURE.fr,
      ),
    };
  }
  return {
    ...base,
    subject: 'Your account’s password has changed',
    text: lines(
      'Hello,',
      '',
      `The password of your ${SITE_NAME.en} account was just changed from its settings. Your other sessions have ended.`,
      '',
      'If it was not you, choose a new password from this page:',
      resetUrl,
      '',
      SIGNATURE.en,
    ),
  };
}
