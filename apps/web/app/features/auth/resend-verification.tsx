import { Button } from '@cld/ui/button';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useActionData, useFetcher, useLocation } from 'react-router';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { accountBasicsMessages } from '../../i18n/namespaces.ts';
import { localizePath } from '../../i18n/paths.ts';
import { CURRENT_USER_KEY } from './current-user.ts';
import { withReturnTo } from './return-to.ts';
import {
  RESEND_INTENT,
  type ResendOutcome,
  type VerifyEmailActionData,
} from './verify-email-data.ts';

/** Sent is good news, a refusal is not; already confirmed is neither. */
const toneOf = (outcome: ResendOutcome | undefined) =>
  outcome?.sent ? 'text-success' : outcome?.reason === 'verified' ? undefined : 'text-danger';

/** The person's words for an outcome of asking for a new link. */
function useOutcomeText(outcome: ResendOutcome | undefined, email: string): string | undefined {
  const t = useT(accountBasicsMessages);
  if (outcome === undefined) return undefined;
  if (outcome.sent) return t('accountBasics.settings.resent', { email });
  switch (outcome.reason) {
    case 'limited':
      return t('accountBasics.settings.resendLimited', { count: outcome.minutes });
    case 'verified':
      return t('accountBasics.settings.resendVerified');
    case 'signedOut':
      return t('accountBasics.settings.resendSignedOut');
    case 'failed':
      return t('accountBasics.settings.resendFailed');
  }
}

/**
 * "Resend the verification e-mail", wherever an unverified address is shown (the notice after
 * registering, the client space's banner, Settings). It posts to the verification page's action
 * (features/auth/verify-email-action.server.ts): with JavaScript through a fetcher, the page
 * staying put; without, as a plain form, the verification page then saying what happened and
 * leading on to `returnTo`. The outcome is announced: sent, or why not (a wait, with its minutes).
 */
export function ResendVerification({
  email,
  returnTo,
}: {
  /** The account's address, named when a new link is on its way. */
  email: string;
  /**
   * Where the verification page leads on to when the form posts without JavaScript: by default
   * the page the form is on (its path and query).
   */
  returnTo?: string;
}) {
  const t = useT(accountBasicsMessages);
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const back = returnTo ?? `${pathname}${search}`;
  const fetcher = useFetcher<VerifyEmailActionData>();
  // Without JavaScript the post lands on the verification page, whose action answered it.
  const posted = useActionData<VerifyEmailActionData | undefined>();
  const outcome = fetcher.data?.resend ?? posted?.resend;
  const text = useOutcomeText(outcome, email);
  const pending = fetcher.state !== 'idle';
  const queryClient = useQueryClient();
  const verifiedMeanwhile = outcome?.sent === false && outcome.reason === 'verified';

  // Confirmed meanwhile (another tab): the badge, the banner and the notice read the account again.
  useEffect(() => {
    if (verifiedMeanwhile) void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [verifiedMeanwhile, queryClient]);

  return (
    <div className="grid gap-2 text-sm">
      <fetcher.Form
        method="post"
        action={localizePath(withReturnTo('/verify-email', back), locale)}
      >
        <input type="hidden" name={RESEND_INTENT.name} value={RESEND_INTENT.value} />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          // Its French label is wider than a 320 px screen's room inside a notice: it wraps.
          className="h-auto min-h-9 max-w-full py-1.5 whitespace-normal"
          loading={pending}
          disabled={pending || outcome?.sent === true}
        >
          {pending ? t('accountBasics.settings.resending') : t('accountBasics.settings.resend')}
        </Button>
      </fetcher.Form>
      <div aria-live="polite">{text && <p className={toneOf(outcome)}>{text}</p>}</div>
    </div>
  );
}
