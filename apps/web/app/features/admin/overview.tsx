import { useApiQuery } from '../../lib/api/api.ts';
import { useFormatters, useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import { AdminSection, QueryState } from './admin-ui.tsx';
import { ADMIN_KEY } from './queries.ts';

/** The directory, accounts, requests, outbox and incidents in figures. */
export function AdminOverview() {
  const t = useT(adminMessages);
  const { number } = useFormatters();
  const stats = useApiQuery((api) => api.admin.stats, { queryKey: [...ADMIN_KEY, 'stats'] });
  return (
    <AdminSection title={t('admin.overview.title')} description={t('admin.overview.intro')}>
      <QueryState query={stats}>
        {(s) => {
          const figures = [
            [t('admin.overview.lawyersTotal'), s.lawyers.total],
            [t('admin.overview.lawyersVisible'), s.lawyers.visible],
            [t('admin.overview.lawyersHidden'), s.lawyers.hidden],
            [t('admin.overview.lawyersVerified'), s.lawyers.verified],
            [t('admin.overview.pendingVerification'), s.lawyers.pendingVerification],
            [t('admin.overview.clients'), s.users.clients],
            [t('admin.overview.lawyerAccounts'), s.users.lawyers],
            [t('admin.overview.admins'), s.users.admins],
            [t('admin.overview.requests30Days'), s.requestsLast30Days],
            [t('admin.overview.unhandledMessages'), s.siteContactMessagesUnhandled],
            [t('admin.overview.outboxPending'), s.outbox.pending],
            [t('admin.overview.outboxHeld'), s.outbox.held],
            [t('admin.overview.outboxFailed'), s.outbox.failed],
            [t('admin.overview.openIncidents'), s.openIncidents],
          ] as const;
          return (
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
              {figures.map(([label, value]) => (
                <div key={label} className="grid gap-1 rounded-lg border border-border bg-card p-4">
                  <dt className="text-sm text-muted-foreground">{label}</dt>
                  <dd className="text-2xl font-bold tabular-nums">{number(value)}</dd>
                </div>
              ))}
            </dl>
          );
        }}
      </QueryState>
    </AdminSection>
  );
}
