import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { callApi, useApiQuery } from '../../lib/api/api.ts';
import { useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import {
  AdminFilter,
  AdminSection,
  formatDateTime,
  PagedList,
  useFilterPage,
} from './admin-ui.tsx';
import { ADMIN_KEY, useAdminMutation } from './queries.ts';

const FILTERS = ['false', 'true', 'all'] as const;
type Filter = (typeof FILTERS)[number];

/** The contact page's messages, newest first; answering one starts its retention period. */
export function ContactMessages() {
  const t = useT(adminMessages);
  const { filter: handled, changeFilter, page, setPage } = useFilterPage<Filter>('false');
  const messages = useApiQuery((api) => api.admin.contactMessages, {
    queryKey: [...ADMIN_KEY, 'contact-messages', handled, page],
    queryData: {
      query: { handled: handled === 'all' ? undefined : handled, page: String(page) },
    },
  });
  const markHandled = useAdminMutation({
    call: (id: number) => callApi((api) => api.admin.markContactMessageHandled, { params: { id } }),
    success: t('admin.messages.handledToast'),
    failure: t('admin.messages.handleFailed'),
  });
  return (
    <AdminSection title={t('admin.messages.title')} description={t('admin.messages.intro')}>
      <AdminFilter
        label={t('admin.messages.filter')}
        value={handled}
        items={FILTERS}
        itemLabel={(value) => t(`admin.messages.filters.${value}`)}
        onChange={changeFilter}
      />
      <PagedList
        query={messages}
        rows={(body) => body.messages}
        empty={t('admin.messages.empty')}
        onPageChange={setPage}
      >
        {(message) => (
          <li key={message.id} className="grid gap-2 rounded-lg border border-border bg-card p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="grid gap-0.5">
                <h3 className="font-semibold">{message.subject}</h3>
                <p className="text-sm text-muted-foreground">
                  {[message.name, message.email, message.phone, message.category]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <p className="text-xs text-muted-foreground">{formatDateTime(message.createdAt)}</p>
              </div>
              {message.handledAt ? (
                <Badge variant="success">
                  {t('admin.messages.handledOn', { date: formatDateTime(message.handledAt) })}
                </Badge>
              ) : (
                <Button
                  size="sm"
                  variant="outline"
                  loading={markHandled.isPending && markHandled.variables === message.id}
                  onClick={() => markHandled.mutate(message.id)}
                  aria-label={t('admin.messages.markHandledSubject', { subject: message.subject })}
                >
                  {t('admin.messages.markHandled')}
                </Button>
              )}
            </div>
            <p className="whitespace-pre-line text-sm">{message.message}</p>
          </li>
        )}
      </PagedList>
    </AdminSection>
  );
}
