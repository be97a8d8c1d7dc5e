import { Button } from '@cld/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useActionData, useNavigation, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { accountBasicsMessages } from '../../i18n/namespaces.ts';
import { Form, Link } from '../../lib/links/index.ts';
import { AuthCard } from './auth-card.tsx';
import { CURRENT_USER_KEY, useCurrentUser } from './current-user.ts';
import { ResetNotice } from './password-reset-fields.tsx';
import type { VerifyEmailActionData } from './verify-email-data.ts';

const linkClass =
  'inline-flex min-h-6 items-center rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:focus-ring';

/**
 * Every message of a refused submission, the token's then the form's own, each once: the API names
 * the token in its issue and in its message, with the same words.
 */
function refusalOf(actionData: VerifyEmailActionData | undefined): string[] {
  const errors = actionData?.result.error;
  if (!errors) return [];
  return [...new Set(Object.values(errors).flatMap((messages) => messages ?? []))];
}

/**
 * /verify-email?token=… (/fr/verifier-courriel?token=…), opened from the e-mailed link: a button
 * confirms the address (a POST to the route's action, with or without JavaScript). Opening the
 * page spends nothing, so a mail scanner that follows the link verifies nobody. A link the API
 * refuses (used, expired, forged, another account's) says why, announced.
 */
export function VerifyEmailPage() {
  const t = useT(accountBasicsMessages);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
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

  const onward = (
    <div className="flex flex-wrap gap-4">
      {user && (
        <Link
          to={user.role === 'client' ? '/my-space?tab=settings' : '/lawyer-dashboard'}
          className={linkClass}
        >
          {t('accountBasics.verify.toSettings')}
        </Link>
      )}
      <Link to="/" className={linkClass}>
        {t('accountBasics.verify.toHome')}
      </Link>
    </div>
  );

  let body;
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
    <AuthCard title={t('accountBasics.verify.title')} subtitle={t('accountBasics.verify.subtitle')}>
      {body}
    </AuthCard>
  );
}
