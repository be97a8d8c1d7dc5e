import type { HeldMail } from '@cld/contract/dev';
import { Card, CardTitle } from '@cld/ui/card';
import { TextLink } from '@cld/ui/link';
import { useId } from 'react';
import { DEV_MAILBOX_PATHS } from '../../config/dev-mailbox.ts';
import { formatDateTime } from '../../i18n/dates.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { REGIONAL_LOCALES } from '../../i18n/locale.ts';
import { devMailboxMessages } from '../../i18n/namespaces.ts';
import { Link } from '../../lib/links/index.ts';

/**
 * A link of a mail as an address on this site: the API passes on only the site's own links, and a
 * path keeps the visitor on the host they came by (127.0.0.1 or localhost), with its cookies.
 */
function sitePathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}

function HeldMailCard({ mail }: { mail: HeldMail }) {
  const t = useT(devMailboxMessages);
  const locale = useLocale();
  const titleId = useId();
  const linksId = useId();
  const textId = useId();
  return (
    <Card>
      <article aria-labelledby={titleId} className="grid gap-4 p-4 sm:p-6">
        <header className="grid gap-2">
          <CardTitle asChild>
            <h2 id={titleId}>{mail.subject}</h2>
          </CardTitle>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t('devMailbox.recipient')}</dt>
            <dd className="break-all">{mail.to}</dd>
            <dt className="text-muted-foreground">{t('devMailbox.date')}</dt>
            <dd>
              {/* The visitor's time zone: the server's words may differ from the browser's. */}
              <time dateTime={mail.createdAt} suppressHydrationWarning>
                {formatDateTime(REGIONAL_LOCALES[locale], new Date(mail.createdAt))}
              </time>
            </dd>
          </dl>
        </header>
        {mail.links.length > 0 && (
          <section aria-labelledby={linksId} className="grid gap-2">
            <h3 id={linksId} className="text-sm font-semibold">
              {t('devMailbox.links')}
            </h3>
            <ul className="grid gap-2">
              {mail.links.map((link) => (
                <li key={link}>
                  <TextLink href={sitePathOf(link)} className="inline-block py-1 break-all">
                    {sitePathOf(link)}
                  </TextLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        <section aria-labelledby={textId} className="grid gap-2">
          <h3 id={textId} className="text-sm font-semibold">
            {t('devMailbox.text')}
          </h3>
          <pre className="rounded-md bg-muted p-3 font-sans text-sm whitespace-pre-wrap break-words">
            {mail.text}
          </pre>
        </section>
      </article>
    </Card>
  );
}

/**
 * The demo's mailbox (DESIGN §8.5): the e-mails a run without a mail server kept, newest first,
 * each with its links to the site as real links, on a phone first.
 */
export function DevMailboxPage({ messages }: { messages: readonly HeldMail[] }) {
  const t = useT(devMailboxMessages);
  const locale = useLocale();
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-8 sm:py-12">
      <div className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('devMailbox.heading')}</h1>
        <p>{t('devMailbox.intro')}</p>
        <p className="text-sm text-muted-foreground">{t('devMailbox.production')}</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p role="status" className="font-medium">
            {t('devMailbox.count', { count: messages.length })}
          </p>
          <TextLink asChild>
            <Link to={DEV_MAILBOX_PATHS[locale]} className="inline-block py-2">
              {t('devMailbox.refresh')}
            </Link>
          </TextLink>
        </div>
      </div>
      {messages.length === 0 ? (
        <p>{t('devMailbox.empty')}</p>
      ) : (
        <ol className="grid gap-4">
          {messages.map((mail) => (
            <li key={mail.id}>
              <HeldMailCard mail={mail} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
