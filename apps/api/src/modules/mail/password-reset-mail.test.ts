import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './templates.ts';

const NBSP = '\u00a0';
const resetUrl = 'https://lawyers.example/reset-password?token=abc';
const base = { to: 'ann@example.com', resetUrl, validMinutes: 30, providerName: null };

describe('the password reset mail', () => {
  it('gives the link, its 30 minutes, and what happens to the sessions, in English', () => {
    const mail = passwordResetMail({ ...base, language: 'en', hasPassword: true });
    expect(mail).toMatchObject({
      kind: 'account.password-reset',
      to: 'ann@example.com',
      replyTo: null,
      subject: 'Reset your password',
    });
    expect(mail.text).toContain(`within 30 minutes. It works once:\n${resetUrl}\n`);
    expect(mail.text).toContain('every session ends');
    expect(mail.text).toContain('your password does not change');
    expect(mail.text).not.toContain('Google');
  });

  it('writes French with its no-break spaces', () => {
    const mail = passwordResetMail({ ...base, language: 'fr', hasPassword: true });
    expect(mail.subject).toBe('Réinitialiser votre mot de passe');
    expect(mail.text).toContain(
      `dans les 30${NBSP}minutes. Il ne fonctionne qu’une seule fois${NBSP}:\n${resetUrl}`,
    );
    const prose = `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '');
    expect(prose).not.toMatch(/ [:;!?]/);
    expect(prose).not.toMatch(/'/);
  });

  it('tells an account that signs in with Google that the link gives it a password', () => {
    const en = passwordResetMail({
      ...base,
      language: 'en',
      hasPassword: false,
      providerName: 'Google',
    });
    expect(en.subject).toBe('Choose a password');
    expect(en.text).toContain('Your account has no password yet: you sign in with Google.');
    expect(en.text).toContain('Google sign-in still works');
    const fr = passwordResetMail({
      ...base,
      language: 'fr',
      hasPassword: false,
      providerName: 'Google',
    });
    expect(fr.subject).toBe('Choisir un mot de passe');
    expect(fr.text).toContain(
      `Votre compte n’a pas encore de mot de passe${NBSP}: vous vous connectez avec Google.`,
    );
    expect(fr.text).toContain('la connexion avec Google fonctionne toujours');
  });
});
