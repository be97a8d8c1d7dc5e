import type { SentRequest } from '@cld/contract/client-space';
import { replyBodySchema } from '@cld/contract/inquiries';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cld/ui/card';
import { FormField } from '@cld/ui/field';
import { TextLink } from '@cld/ui/link';
import { Skeleton } from '@cld/ui/skeleton';
import { Textarea } from '@cld/ui/textarea';
import { useQuery } from '@tanstack/react-query';
import { CONSULTATION_TYPE_LABELS, formatTimeSlot } from '@cld/validation/inquiry-labels';
import type { FormEvent } from 'react';
import { formatMediumDate } from '../../i18n/dates.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { accountsMessages, clientSpaceMessages, inquiriesMessages } from '../../i18n/namespaces.ts';
import { REGIONAL_LOCALES } from '../../i18n/locale.ts';
import { checkedValues, useFormValues } from '../../lib/forms.ts';
import { Link } from '../../lib/links/index.ts';
import { Conversation, useConsultationIssueLabel } from '../inquiries/index.ts';
import { useAnswerLawyer } from './answer-mutations.ts';
import { EmptyState } from './empty-state.tsx';
import { sentRequestsQueryOptions } from './queries.ts';

const STATUS_VARIANT = { sent: 'outline', read: 'secondary', answered: 'success' } as const;

/** The reply form under a conversation: e-mailed to the lawyer by the API. */
function AnswerForm({ request }: { request: SentRequest }) {
  const t = useT(accountsMessages, clientSpaceMessages, inquiriesMessages);
  const locale = useLocale();
  const form = useFormValues({ content: '' });
  const name = request.lawyer.name;
  const send = useAnswerLawyer({
    lawyerName: name,
    onSent: () => form.setValues({ content: '' }),
    onFieldErrors: form.setErrors,
  });
  const hintId = `answer-hint-${request.kind}-${request.id}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = checkedValues(replyBodySchema, form.values, locale, form.setErrors);
    if (data) send.mutate({ kind: request.kind, id: request.id, ...data });
  }

  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="grid gap-2 border-t border-border pt-4"
    >
      <fieldset disabled={send.isPending} className="grid gap-2">
        <FormField
          label={t('clientSpace.requests.answerLabel', { name })}
          error={form.errors.content}
        >
          <Textarea rows={3} aria-describedby={hintId} {...form.bind('content')} />
        </FormField>
        <p id={hintId} className="text-xs text-muted-foreground">
          {t('clientSpace.requests.answerHint', { name })}
        </p>
        <Button type="submit" size="sm" className="justify-self-start" loading={send.isPending}>
          {send.isPending ? t('clientSpace.requests.sending') : t('clientSpace.requests.send')}
        </Button>
      </fieldset>
    </form>
  );
}

function SentRequestCard({ request }: { request: SentRequest }) {
  const t = useT(accountsMessages, clientSpaceMessages, inquiriesMessages);
  const issueLabel = useConsultationIssueLabel();
  const { lawyer } = request;
  return (
    <li>
      <Card>
        <CardHeader>
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle asChild>
              <h3>
                {lawyer.listed ? (
                  <TextLink asChild>
                    <Link to={`/lawyer/${lawyer.id}`} translate="no">
                      {t('clientSpace.requests.to', { name: lawyer.name })}
                    </Link>
                  </TextLink>
                ) : (
                  t('clientSpace.requests.to', { name: lawyer.name })
                )}
              </h3>
            </CardTitle>
            <Badge variant={STATUS_VARIANT[request.status]}>
              <span className="sr-only">{t('clientSpace.requests.status.label')} </span>
              {t(`clientSpace.requests.status.${request.status}`)}
            </Badge>
          </div>
          <CardDescription>
            {request.kind === 'contact'
              ? t('clientSpace.requests.kindContact')
              : t('clientSpace.requests.kindConsultation')}
            {' · '}
            {t('clientSpace.requests.sentOn')}{' '}
            <time dateTime={request.createdAt}>
              {formatMediumDate(REGIONAL_LOCALES[t.locale], new Date(request.createdAt))}
            </time>
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <dl className="grid gap-2 sm:grid-cols-[max-content_1fr] sm:gap-x-4">
            <dt className="font-medium">{t('accounts.dashboard.legalIssue')}</dt>
            <dd>{issueLabel(request.legalIssue)}</dd>
            {request.kind === 'consultation' && (
              <>
                <dt className="font-medium">{t('clientSpace.requests.preferredTime')}</dt>
                <dd>
                  {request.preferredDate} {formatTimeSlot(request.preferredTime, t.locale)}
                </dd>
                <dt className="font-medium">{t('inquiries.inbox.consultationType')}</dt>
                <dd>{CONSULTATION_TYPE_LABELS[t.locale][request.consultationType]}</dd>
              </>
            )}
            <dt className="font-medium">{t('clientSpace.requests.yourMessage')}</dt>
            <dd className="whitespace-pre-line break-words">{request.message}</dd>
          </dl>
          <section aria-label={t('clientSpace.requests.conversation')} className="grid gap-2">
            {request.conversation.length === 0 ? (
              <p className="text-muted-foreground">{t('clientSpace.requests.noReplies')}</p>
            ) : (
              <Conversation
                label={t('clientSpace.requests.conversation')}
                entries={request.conversation}
                ownSide="client"
                authorOf={(entry) =>
                  entry.from === 'client'
                    ? t('clientSpace.requests.fromYou')
                    : t('clientSpace.requests.fromLawyer', { name: lawyer.name })
                }
              />
            )}
          </section>
          {lawyer.listed ? (
            <AnswerForm request={request} />
          ) : (
            <p className="text-muted-foreground">{t('clientSpace.requests.profileGone')}</p>
          )}
        </CardContent>
      </Card>
    </li>
  );
}

/** The requests the person sent, newest first, each with its status and conversation. */
export function SentRequests() {
  const t = useT(accountsMessages, clientSpaceMessages, inquiriesMessages);
  const query = useQuery(sentRequestsQueryOptions());
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <p role="alert">{t('clientSpace.loadFailed')}</p>;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title={t('clientSpace.requests.emptyTitle')}
        text={t('clientSpace.requests.emptyText')}
        action={{ to: '/browse-lawyers', label: t('clientSpace.requests.findLawyer') }}
      />
    );
  }
  return (
    <ul className="grid gap-4" aria-label={t('clientSpace.requests.title')}>
      {query.data.map((request) => (
        <SentRequestCard key={`${request.kind}-${request.id}`} request={request} />
      ))}
    </ul>
  );
}
