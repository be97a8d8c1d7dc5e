import { z } from 'zod';
import { emailField } from './fields.ts';
import { defineMessages } from './i18n.ts';
import { msg } from './messages.ts';
import { newPasswordSchema } from './password.ts';

/**
 * The two forms of a password reset by e-mail (issue 21, decision 036): asking for the link, and
 * choosing the new password from it. The link's own message lives here with its forms.
 */
const { msg: resetMsg } = defineMessages({
  'token.invalid': {
    en: 'This reset link is not valid, was already used or has expired. Please ask for a new one',
    fr: 'Ce lien de réinitialisation n’est pas valide, a déjà servi ou a expiré. Demandez-en un nouveau.',
  },
});

export const RESET_TOKEN_MESSAGE = resetMsg('token.invalid');

/** 32 random bytes in base64url, as the e-mailed link carries them. */
const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const resetTokenField = z
  .string({ error: RESET_TOKEN_MESSAGE })
  .regex(RESET_TOKEN, RESET_TOKEN_MESSAGE);

/** "Forgot your password?": the address the link goes to. */
export const passwordResetRequestSchema = z.object({
  email: emailField(msg('email.invalidShort')),
});

/** The reset page: the link's token and the new password, under the one password rule. */
export const passwordResetSchema = z.object({
  token: resetTokenField,
  password: newPasswordSchema,
});

export type PasswordResetRequest = z.output<typeof passwordResetRequestSchema>;
export type PasswordReset = z.output<typeof passwordResetSchema>;
