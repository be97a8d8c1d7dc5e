import { useState } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useApiQuery } from '../../lib/api/api.ts';
import { useFormatters, useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import { AdminCard, AdminFilter, AdminSection, QueryState } from './admin-ui.tsx';
import { ADMIN_KEY } from './queries.ts';

const PERIODS = ['7', '30', '90'] as const;

/** First-party analytics: visits per day, the most common searches and the most viewed profiles. */
export function Analytics() {
  const t = useT(adminMessages);
  const { number } = useFormatters();
  const [days, setDays] = useState<(typeof PERIODS)[number]>('30');
  const summary = useApiQuery((api) => api.analytics.summary, {
    queryKey: [...ADMIN_KEY, 'analytics', days],
    queryData: { query: { days } },
  });
  return (
    <AdminSection title={t('admin.analytics.title')} description={t('admin.analytics.intro')}>
      <AdminFilter
        label={t('admin.analytics.period')}
        value={days}
        items={PERIODS}
        itemLabel={(value) => t('admin.analytics.lastDays', { count: Number(value) })}
        onChange={(value) => setDays(value ?? '30')}
      />
      <QueryState query={summary}>
        {(body) => (
          <div className="grid gap-6 xl:grid-cols-2">
            <AdminCard title={t('admin.analytics.perDay')}>
              {body.days.length === 0 ? (
                <p className="text-sm">{t('admin.analytics.none')}</p>
              ) : (
                <table className="w-full text-sm">
                  <thead>
                    <tr className="border-b border-border text-left">
                      <th scope="col" className="py-2 pr-4">
                        {t('admin.analytics.date')}
                      </th>
                      <th scope="col" className="py-2 pr-4 text-right">
                        {t('admin.analytics.pageViews')}
                      </th>
                      <th scope="col" className="py-2 text-right">
                        {t('admin.analytics.events')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {body.days.map((day) => (
                      <tr key={day.date} className="border-b border-border last:border-0">
                        <th scope="row" className="py-2 pr-4 text-left font-normal">
                          {day.date}
                        </th>
                        <td className="py-2 pr-4 text-right tabular-nums">
                          {number(day.pageViews)}
                        </td>
                        <td className="py-2 text-right tabular-nums">{number(day.events)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </AdminCard>
            <div className="grid content-start gap-6">
              <AdminCard title={t('admin.analytics.topSearches')}>
                {body.topSearches.length === 0 ? (
                  <p className="text-sm">{t('admin.analytics.none')}</p>
                ) : (
                  <ol className="grid gap-1 text-sm">
                    {body.topSearches.map((search, index) => (
                      <li key={index} className="flex justify-between gap-4">
                        <span>
                          {[search.practiceArea, search.city, search.province]
                            .filter(Boolean)
                            .join(' · ') || t('admin.analytics.anySearch')}
                        </span>
                        <span className="tabular-nums">{number(search.count)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </AdminCard>
              <AdminCard title={t('admin.analytics.topProfiles')}>
                {body.topProfiles.length === 0 ? (
                  <p className="text-sm">{t('admin.analytics.none')}</p>
                ) : (
                  <ol className="grid gap-1 text-sm">
                    {body.topProfiles.map((profile) => (
                      <li key={profile.lawyerId} className="flex justify-between gap-4">
                        <Link
                          to={`/admin/lawyers/${profile.lawyerId}`}
                          className="rounded-sm text-primary hover:underline focus-visible:focus-ring"
                        >
                          {profile.name}
                        </Link>
                        <span className="tabular-nums">{number(profile.views)}</span>
                      </li>
                    ))}
                  </ol>
                )}
              </AdminCard>
            </div>
          </div>
        )}
      </QueryState>
    </AdminSection>
  );
}
