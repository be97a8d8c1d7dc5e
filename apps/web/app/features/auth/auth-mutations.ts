import type { AuthResult, RegisterBody } from '@cld/contract/auth';
import type { Login } from '@cld/validation/auth';
import { toast } from '@cld/ui/toast-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { setCurrentUser } from './current-user.ts';
import { callApi } from '../../lib/api/api.ts';
import { apiFailureOf, type FieldErrors } from '../../lib/forms.ts';
import { track } from '../../lib/analytics/events.ts';

interface AuthMutationOptions {
  /** Where to go once signed in (the portal: the dashboard; the account page: home). */
  onSignedIn: () => void | Promise<void>;
  /** The server's field messages, shown under the fields. */
  onFieldErrors?: (errors: FieldErrors) => void;
}

async function callLogin(body: Login): Promise<AuthResult> {
  return (await callApi((api) => api.auth.login, { body })).body;
}

async function callRegister(body: RegisterBody): Promise<AuthResult> {
  return (await callApi((api) => api.auth.register, { body })).body;
}

/**
 * Sign-in and registration share what follows: the session cookie is already set by the API, so
 * the user goes into the cache, a toast says so, and the page moves on. Failures keep the form.
 */
function useAuthMutation<TBody>({
  call,
  event,
  success,
  failure,
  onSignedIn,
  onFieldErrors,
}: AuthMutationOptions & {
  call: (body: TBody) => Promise<AuthResult>;
  event: 'login' | 'register';
  success: { title: string; description: string };
  failure: string;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async ({ user }) => {
      track({ name: event });
      setCurrentUser(queryClient, user);
      toast(success);
      await onSignedIn();
    },
    onError: (error) => {
      const { message, fieldErrors } = apiFailureOf(error);
      onFieldErrors?.(fieldErrors);
      toast({ title: message ?? failure, variant: 'destructive' });
    },
  });
}

export function useLogin(options: AuthMutationOptions) {
  const t = useT();
  return useAuthMutation({
    ...options,
    call: callLogin,
    event: 'login',
    success: {
      title: t('accounts.toasts.loginTitle'),
      description: t('accounts.toasts.loginText'),
    },
    failure: t('accounts.toasts.loginFailed'),
  });
}

export function useRegister({
  returnTo,
  ...options
}: AuthMutationOptions & {
  /** The page the verification link leads back to (issue 37); none for the form's default. */
  returnTo?: string | undefined;
}) {
  const t = useT();
  // The new account's e-mails are in the language of the page it was made on.
  const locale = useLocale();
  return useAuthMutation({
    ...options,
    call: (body: RegisterBody) =>
      callRegister({ ...body, locale, ...(returnTo === undefined ? {} : { returnTo }) }),
    event: 'register',
    success: {
      title: t('accounts.toasts.registerTitle'),
      description: t('accounts.toasts.registerText'),
    },
    failure: t('accounts.toasts.registerFailed'),
  });
}
