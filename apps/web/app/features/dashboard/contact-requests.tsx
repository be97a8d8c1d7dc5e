import type { Inquiry } from '@cld/contract/inquiries';
import { Button } from '@cld/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cld/ui/card';
import { MailIcon, PhoneIcon } from '@cld/ui/icons';
import { TextLink } from '@cld/ui/link';
import { Skeleton } from '@cld/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { CONSULTATION_TYPE_LABELS, formatTimeSlot } from '@cld/validation/inquiry-labels';
import { formatMediumDate } from '../../i18n/dates.ts';
import { useT } from '../../i18n/i18n.ts';
import { REGIONAL_LOCALES } from '../../i18n/locale.ts';
import { accountsMessages, inquiriesMessages } from '../../i18n/namespaces.ts';
import {
  Conversation,
  myContactRequestsQueryOptions,
  useConsultationIssueLabel,
  MarkAnsweredButton,
  MarkReadButton,
  ReplyBox,
  UnreadBadge,
} from '../inquiries/index.ts';

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <Card className="text-center">
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
        <CardDescription>{text}</CardDescription>
      </CardHeader>
    </Card>
  );
}

function RequestCard({ request }: { request: Inquiry }) {
  const t = useT(accountsMessages, inquiriesMessages);
  const issueLabel = useConsultationIssueLabel();
  return (
    <li>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle asChild>
              <h3 className={request.isRead ? 'font-medium' : 'font-bold'}>
                {t('accounts.dashboard.requestFrom', { name: request.name })}
              </h3>
            </CardTitle>
            <UnreadBadge request={request} />
          </div>
          <CardDescription>
            {t('accounts.dashboard.receivedOn')}{' '}
            <time dateTime={request.createdAt}>
              {formatMediumDate(REGIONAL_LOCALES[t.locale], new Date(request.createdAt))}
            </time>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
            <dt className="font-medium">{t('accounts.dashboard.requestEmail')}</dt>
            <dd>
              <TextLink href={`mailto:${request.email}`} className="break-all">
                {request.email}
              </TextLink>
            </dd>
            <dt className="font-medium">{t('accounts.dashboard.requestPhone')}</dt>
            <dd>
              <TextLink href={`tel:${request.phone}`}>{request.phone}</TextLink>
            </dd>
            <dt className="font-medium">{t('accounts.dashboard.legalIssue')}</dt>
            <dd>{issueLabel(request.legalIssue)}</dd>
            {request.kind === 'consultation' && (
              <>
                <dt className="font-medium">{t('accounts.dashboard.preferredTime')}</dt>
                <dd>
                  {request.preferredDate} {formatTimeSlot(request.preferredTime, t.locale)}
                </dd>
                <dt className="font-medium">{t('inquiries.inbox.consultationType')}</dt>
                <dd>{CONSULTATION_TYPE_LABELS[t.locale][request.consultationType]}</dd>
              </>
            )}
            <dt className="font-medium">{t('accounts.dashboard.message')}</dt>
            <dd className="whitespace-pre-line">{request.message}</dd>
          </dl>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm">
              <a
                href={`tel:${request.phone}`}
                aria-label={t('accounts.dashboard.callName', { name: request.name })}
              >
                <PhoneIcon />
                {t('accounts.dashboard.call')}
              </a>
            </Button>
            <Button asChild size="sm" variant="outline">
              <a
                href={`mailto:${request.email}`}
                aria-label={t('accounts.dashboard.emailName', { name: request.name })}
              >
                <MailIcon />
                {t('accounts.dashboard.emailAction')}
              </a>
            </Button>
            <MarkReadButton request={request} />
            <MarkAnsweredButton request={request} />
          </div>
          <Conversation
            label={t('inquiries.inbox.conversation', { name: request.name })}
            entries={request.conversation}
            ownSide="lawyer"
            authorOf={(entry) =>
              entry.from === 'lawyer'
                ? t('inquiries.inbox.fromYou')
                : t('inquiries.inbox.fromClient', { name: request.name })
            }
          />
          <ReplyBox request={request} />
        </CardContent>
      </Card>
    </li>
  );
}

/** The inquiries sent to the lawyer's profile, newest first; the spec's two empty states. */
export function ContactRequests({ hasProfile }: { hasProfile: boolean }) {
  const t = useT(accountsMessages, inquiriesMessages);
  const query = useQuery({ ...myContactRequestsQueryOptions(), enabled: hasProfile });
  if (!hasProfile) {
    return (
      <EmptyState
        title={t('accounts.dashboard.noProfileTitle')}
        text={t('accounts.dashboard.noProfileText')}
      />
    );
  }
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <p role="alert">{t('accounts.dashboard.loadFailed')}</p>;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title={t('accounts.dashboard.noRequestsTitle')}
        text={t('accounts.dashboard.noRequestsText')}
      />
    );
  }
  return (
    // The h2 over the requests' h3 (the tab names the panel, the outline needs its level too).
    <section aria-labelledby="contact-requests-title">
      <h2 id="contact-requests-title" className="sr-only">
        {t('accounts.dashboard.requestsTitle')}
      </h2>
      <ul className="grid gap-4">
        {query.data.map((request) => (
          <RequestCard key={`${request.kind}-${request.id}`} request={request} />
        ))}
      </ul>
    </section>
  );
}
