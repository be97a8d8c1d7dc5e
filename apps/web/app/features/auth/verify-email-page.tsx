import type { CurrentUser } from '@cld/contract/auth';
import { Button } from '@cld/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useActionData, useNavigation, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { accountBasicsMessages } from '../../i18n/namespaces.ts';
import { Form, Link } from '../../lib/links/index.ts';
import { AuthCard } from './auth-card.tsx';
import { CURRENT_USER_KEY, useCurrentUser } from './current-user.ts';
import { ResetNotice } from './password-reset-fields.tsx';
import { ResendVerification } from './resend-verification.tsx';
import { accountHomeOf, RETURN_TO_PARAM, safeReturnTo, withReturnTo } from './return-to.ts';
import type { VerifyEmailActionData } from './verify-email-data.ts';

const linkClass =
  'inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring';

/**
 * Every message of a refused submission, the token's then the form's own, each once: the API names
 * the token in its issue and in its message, with the same words.
 */
function refusalOf(actionData: VerifyEmailActionData | undefined): string[] {
  const errors = actionData?.result?.error;
  if (!errors) return [];
  return [...new Set(Object.values(errors).flatMap((messages) => messages ?? []))];
}

/** The page of `?returnTo=` (a path of this site only, not home), if the person came from one. */
function useReturnTo(): string | undefined {
  const [searchParams] = useSearchParams();
  const returnTo = safeReturnTo(searchParams.get(RETURN_TO_PARAM), '/');
  return returnTo === '/' ? undefined : returnTo;
}

/**
 * Where the person goes next, one primary button: back to the page they came from (`returnTo`,
 * kept from the sign-in or registration page), else a customer's requests or a lawyer's
 * dashboard; signed out, the sign-in page, which then leads there. The account's home stays as a
 * plain link under a `returnTo`. The frame's "Back to home" is the only link home.
 */
function Onward({ user, returnTo }: { user: CurrentUser | null | undefined; returnTo?: string }) {
  const t = useT(accountBasicsMessages);
  const homeLabel = (role: CurrentUser['role']) =>
    role === 'client'
      ? t('accountBasics.verify.toRequests')
      : t('accountBasics.verify.toDashboard');
  let primary: { to: string; label: string };
  let secondary: { to: string; label: string } | undefined;
  if (!user) {
    primary = {
      to: withReturnTo('/auth/login', returnTo ?? '/my-space'),
      label: t('accountBasics.verify.signIn'),
    };
  } else if (returnTo !== undefined) {
    primary = { to: returnTo, label: t('accountBasics.verify.toReturn') };
    secondary = { to: accountHomeOf(user.role), label: homeLabel(user.role) };
  } else {
    primary = { to: accountHomeOf(user.role), label: homeLabel(user.role) };
  }
  return (
    <nav aria-label={t('accountBasics.verify.onwardLabel')} className="grid gap-3">
      <Button asChild className="w-full">
        <Link to={primary.to}>{primary.label}</Link>
      </Button>
      {secondary && (
        <Link to={secondary.to} className={`${linkClass} justify-self-center`}>
          {secondary.label}
        </Link>
      )}
    </nav>
  );
}

/**
 * "Check your e-mail": after registering, and whenever a signed-in account opens the page without
 * a link while its address is unverified. It names the address, offers a new link, and a way on.
 */
function CheckEmail({ user, returnTo }: { user: CurrentUser; returnTo?: string }) {
  const t = useT(accountBasicsMessages);
  const settings = user.role === 'client' ? '/my-space?tab=settings' : '/lawyer-dashboard';
  return (
    <div className="grid gap-4 text-sm">
      <p>{t('accountBasics.verify.checkText', { email: user.email })}</p>
      <p className="text-muted-foreground">{t('accountBasics.verify.checkSpam')}</p>
      <ResendVerification email={user.email} returnTo={returnTo} />
      <Onward user={user} returnTo={returnTo} />
      <Link to={settings} className={`${linkClass} justify-self-center`}>
        {t('accountBasics.verify.wrongAddress')}
      </Link>
    </div>
  );
}

/**
 * /verify-email?token=… (/fr/verifier-courriel?token=…), opened from the e-mailed link: a button
 * confirms the address (a POST to the route's action, with or without JavaScript). Opening the
 * page spends nothing, so a mail scanner that follows the link verifies nobody. A link the API
 * refuses (used, expired, forged, another account's) says why, announced. Confirmed, the page
 * leads to the person's requests (a lawyer's dashboard), or back to `?returnTo=`.
 *
 * Without a token it is the "check your e-mail" page registration ends on (`?returnTo=` kept):
 * for a signed-in account whose address is unverified, the address, a new link, and a way on.
 */
export function VerifyEmailPage() {
  const t = useT(accountBasicsMessages);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const returnTo = useReturnTo();
  const actionData = useActionData<VerifyEmailActionData>();
  const navigation = useNavigation();
  const pending = navigation.state === 'submitting';
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const confirmed = actionData?.done ? actionData.confirmed : undefined;
  const refusal = refusalOf(actionData);

  // The badge in Settings and the header read the account again.
  useEffect(() => {
    if (confirmed) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [confirmed, queryClient]);

  const onward = <Onward user={user} returnTo={returnTo} />;
  let frame = {
    title: t('accountBasics.verify.title'),
    subtitle: t('accountBasics.verify.subtitle'),
  };
  let body: ReactNode;
  if (confirmed || (token === '' && user?.isVerified)) {
    frame = { ...frame, subtitle: t('accountBasics.verify.doneSubtitle') };
  }
  if (confirmed) {
    body = (
      <ResetNotice
        title={
          confirmed.purpose === 'change'
            ? t('accountBasics.verify.changedTitle')
            : t('accountBasics.verify.verifiedTitle')
        }
        text={
          confirmed.purpose === 'change'
            ? t('accountBasics.verify.changedText', { email: confirmed.email })
            : t('accountBasics.verify.verifiedText', { email: confirmed.email })
        }
      >
        {onward}
      </ResetNotice>
    );
  } else if (token === '' && user && !user.isVerified) {
    frame = {
      title: t('accountBasics.verify.checkTitle'),
      subtitle: t('accountBasics.verify.checkSubtitle'),
    };
    body = <CheckEmail user={user} returnTo={returnTo} />;
  } else if (token === '' && user) {
    body = (
      <ResetNotice
        title={t('accountBasics.verify.verifiedTitle')}
        text={t('accountBasics.verify.alreadyText', { email: user.email })}
      >
        {onward}
      </ResetNotice>
    );
  } else if (token === '') {
    body = (
      <div className="grid gap-3 text-sm">
        <p>{t('accountBasics.verify.noToken')}</p>
        {onward}
      </div>
    );
  } else {
    body = (
      <Form method="post" aria-label={t('accountBasics.verify.formLabel')} className="grid gap-4">
        <input type="hidden" name="token" value={token} />
        <div role="alert" className="grid gap-2 text-sm text-danger empty:hidden">
          {refusal.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
        <Button type="submit" className="w-full" loading={pending} disabled={pending}>
          {pending ? t('accountBasics.verify.confirming') : t('accountBasics.verify.submit')}
        </Button>
        {refusal.length > 0 && onward}
      </Form>
    );
  }

  return (
    <AuthCard title={frame.title} subtitle={frame.subtitle}>
      {body}
    </AuthCard>
  );
}
