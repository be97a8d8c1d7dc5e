import type { CurrentUser } from '@cld/contract/auth';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountBasicsMessages, clientSpaceMessages } from '../../i18n/namespaces.ts';
// The resend button's namespace loads with the space.
// i18n-namespaces: accountBasicsMessages
import { ResendVerification } from '../auth/index.ts';

/**
 * At the head of the client space for as long as the account's address is unverified (issue 37):
 * the address the link went to, and a new link (the limits and their answers are the API's).
 * Nothing once it is verified.
 */
export function VerifyEmailBanner({ user }: { user: CurrentUser }) {
  const t = useT(accountBasicsMessages, clientSpaceMessages);
  const titleId = useId();
  if (user.isVerified) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="grid min-w-0 gap-3 rounded-lg border border-warning bg-warning-subtle p-4 break-words text-warning-subtle-foreground"
    >
      <h2 id={titleId} className="text-base font-semibold">
        {t('clientSpace.verifyBanner.title')}
      </h2>
      <p className="text-sm">{t('clientSpace.verifyBanner.text', { email: user.email })}</p>
      <ResendVerification email={user.email} />
    </section>
  );
}
