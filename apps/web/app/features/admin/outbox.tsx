import { MAIL_STATUSES } from '@cld/contract/inquiries';
import { Badge, type BadgeVariant } from '@cld/ui/badge';
import { useState } from 'react';
import { useApiQuery } from '../../lib/api/api.ts';
import { useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import { AdminFilter, AdminSection, formatDateTime, QueryList } from './admin-ui.tsx';
import { ADMIN_KEY } from './queries.ts';

type Status = (typeof MAIL_STATUSES)[number];

const BADGES: Record<Status, BadgeVariant> = {
  pending: 'secondary',
  sending: 'secondary',
  sent: 'success',
  failed: 'destructive',
  held: 'warning',
};

/** The newest outgoing e-mails; held ones wait for the SMTP server to be configured. */
export function Outbox() {
  const t = useT(adminMessages);
  const [status, setStatus] = useState<Status | ''>('');
  const outbox = useApiQuery((api) => api.inquiries.outbox, {
    queryKey: [...ADMIN_KEY, 'outbox', status],
    queryData: { query: status ? { status } : {} },
  });
  return (
    <AdminSection title={t('admin.outbox.title')} description={t('admin.outbox.intro')}>
      <AdminFilter
        label={t('admin.outbox.filter')}
        value={status}
        items={MAIL_STATUSES}
        allLabel={t('admin.outbox.allStatuses')}
        itemLabel={(value) => t(`admin.outbox.statuses.${value}`)}
        onChange={(value) => setStatus(value ?? '')}
      />
      <QueryList query={outbox} empty={t('admin.outbox.empty')}>
        {(mail) => (
          <li key={mail.id} className="grid gap-1 rounded-lg border border-border bg-card p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 className="font-semibold break-words">{mail.subject}</h3>
              <Badge variant={BADGES[mail.status]}>
                {t(`admin.outbox.statuses.${mail.status}`)}
              </Badge>
            </div>
            <p className="text-sm text-muted-foreground break-all">
              {t('admin.outbox.to', { to: mail.to })} · {mail.kind} ·{' '}
              {formatDateTime(mail.createdAt)}
            </p>
            {mail.lastError && (
              <p className="text-sm text-danger">
                {t('admin.outbox.lastError', {
                  error: mail.lastError,
                  attempts: String(mail.attempts),
                })}
              </p>
            )}
          </li>
        )}
      </QueryList>
    </AdminSection>
  );
}
