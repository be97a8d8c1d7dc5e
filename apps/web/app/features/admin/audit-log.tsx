import { AUDIT_ACTIONS } from '@cld/contract/admin';
import { useSearchParams } from 'react-router';
import { useApiQuery } from '../../lib/api/api.ts';
import { useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import { AdminFilter, AdminSection, formatDateTime, PagedList } from './admin-ui.tsx';
import { ADMIN_KEY } from './queries.ts';

type Action = (typeof AUDIT_ACTIONS)[number];

/** Who did what to which record, newest first; filtered by action. */
export function AuditLog() {
  const t = useT(adminMessages);
  const [params, setParams] = useSearchParams();
  const action: Action | undefined = AUDIT_ACTIONS.find((value) => value === params.get('action'));
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const entries = useApiQuery((api) => api.admin.auditLog, {
    queryKey: [...ADMIN_KEY, 'audit-log', action ?? '', page],
    queryData: { query: { action, page: String(page) } },
  });
  const update = (next: { action?: string; page?: number }) => {
    const search = new URLSearchParams();
    const nextAction = next.action ?? action;
    if (nextAction) search.set('action', nextAction);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    setParams(search);
  };
  return (
    <AdminSection title={t('admin.audit.title')} description={t('admin.audit.intro')}>
      <AdminFilter
        label={t('admin.audit.filter')}
        value={action ?? ''}
        items={AUDIT_ACTIONS}
        allLabel={t('admin.audit.allActions')}
        onChange={(value) => update({ action: value ?? '' })}
      />
      <PagedList
        query={entries}
        rows={(body) => body.entries}
        empty={t('admin.audit.empty')}
        className="grid gap-2"
        onPageChange={(next) => update({ page: next })}
      >
        {(entry) => (
          <li
            key={entry.id}
            className="grid gap-1 rounded-lg border border-border bg-card p-3 text-sm"
          >
            <p className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-mono font-semibold">{entry.action}</span>
              <span className="text-muted-foreground">{formatDateTime(entry.createdAt)}</span>
            </p>
            <p className="text-muted-foreground break-all">
              {t('admin.audit.by', {
                actor: entry.actorEmail ?? t('admin.audit.deletedActor'),
              })}
              {entry.targetType && ` · ${entry.targetType} ${entry.targetId ?? ''}`}
            </p>
            {Object.keys(entry.details).length > 0 && (
              <details>
                <summary className="cursor-pointer rounded-sm focus-visible:focus-ring">
                  {t('admin.audit.details')}
                </summary>
                <pre className="mt-2 overflow-x-auto rounded-md bg-muted p-2 text-xs">
                  {JSON.stringify(entry.details, null, 2)}
                </pre>
              </details>
            )}
          </li>
        )}
      </PagedList>
    </AdminSection>
  );
}
