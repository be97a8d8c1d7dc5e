import { replyBodySchema, type Inquiry } from '@cld/contract/inquiries';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { CheckIcon } from '@cld/ui/icons';
import { FormField } from '@cld/ui/field';
import { Textarea } from '@cld/ui/textarea';
import type { FormEvent, ReactNode } from 'react';
import { formatDateTime } from '../../i18n/dates.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { REGIONAL_LOCALES } from '../../i18n/locale.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';
import { checkedValues, useFormValues } from '../../lib/forms.ts';
import { useMarkAnswered, useMarkRead, useReply } from './inbox-mutations.ts';

/** "New" beside a request the lawyer has not opened yet. */
export function UnreadBadge({ request }: { request: Inquiry }) {
  const t = useT(inquiriesMessages);
  if (request.isRead) return null;
  return <Badge variant="accent">{t('inquiries.inbox.unread')}</Badge>;
}

/** A button that changes one request's state (read, answered), busy while the API is asked. */
function RequestChangeButton({
  request,
  change,
  children,
}: {
  request: Inquiry;
  change: ReturnType<typeof useMarkRead>;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      variant="ghost"
      loading={change.isPending}
      onClick={() => change.mutate({ kind: request.kind, id: request.id })}
    >
      <CheckIcon />
      {children}
    </Button>
  );
}

export function MarkReadButton({ request }: { request: Inquiry }) {
  const t = useT(inquiriesMessages);
  const markRead = useMarkRead();
  if (request.isRead) return null;
  return (
    <RequestChangeButton request={request} change={markRead}>
      {t('inquiries.inbox.markRead')}
    </RequestChangeButton>
  );
}

/**
 * For a request answered by phone or the lawyer's own e-mail: it then counts as answered in the
 * lawyer's measured responsiveness, and its sender may be invited to review (decision 018).
 */
export function MarkAnsweredButton({ request }: { request: Inquiry }) {
  const t = useT(inquiriesMessages);
  const markAnswered = useMarkAnswered();
  if (request.answeredAt) {
    return (
      <p className="text-sm text-muted-foreground">
        {t('inquiries.inbox.answeredOn', {
          date: formatDateTime(REGIONAL_LOCALES[t.locale], new Date(request.answeredAt)),
        })}
      </p>
    );
  }
  return (
    <RequestChangeButton request={request} change={markAnswered}>
      {t('inquiries.inbox.markAnswered')}
    </RequestChangeButton>
  );
}

/** The dashboard's answer to one request: e-mailed to the sender by the API. */
export function ReplyBox({ request }: { request: Inquiry }) {
  const t = useT(inquiriesMessages);
  const locale = useLocale();
  const form = useFormValues({ content: '' });
  const send = useReply({
    name: request.name,
    onSent: () => form.setValues({ content: '' }),
    onFieldErrors: form.setErrors,
  });

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
      {request.repliedAt && (
        <p className="text-sm font-medium text-success-subtle-foreground">
          {t('inquiries.inbox.repliedOn', {
            date: formatDateTime(REGIONAL_LOCALES[t.locale], new Date(request.repliedAt)),
          })}
        </p>
      )}
      <fieldset disabled={send.isPending} className="grid gap-2">
        <FormField
          label={t('inquiries.inbox.replyLabel', { name: request.name })}
          error={form.errors.content}
        >
          <Textarea
            rows={3}
            placeholder={t('inquiries.inbox.replyPlaceholder', { email: request.email })}
            {...form.bind('content')}
          />
        </FormField>
        <Button type="submit" size="sm" className="justify-self-start" loading={send.isPending}>
          {send.isPending ? t('inquiries.inbox.sendingReply') : t('inquiries.inbox.sendReply')}
        </Button>
      </fieldset>
    </form>
  );
}
