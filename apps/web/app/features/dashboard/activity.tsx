import { Card } from '@cld/ui/card';
import { Skeleton } from '@cld/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useFormatters, useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { myActivityQueryOptions } from './queries.ts';

/** The lawyer's reach over the last 30 days, from the site's own analytics. */
export function Activity() {
  const t = useT(accountsMessages);
  const { number } = useFormatters();
  const activity = useQuery(myActivityQueryOptions());
  if (activity.isError) return null;
  const figures = [
    {
      label: t('accounts.dashboard.activity.profileViews'),
      value: activity.data?.profileViews30Days,
    },
    { label: t('accounts.dashboard.activity.requests'), value: activity.data?.requests30Days },
  ];
  return (
    <section aria-label={t('accounts.dashboard.activity.label')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        {figures.map(({ label, value }) => (
          <Card key={label} className="gap-1 p-5">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-3xl font-bold tabular-nums">
              {value === undefined ? <Skeleton className="h-9 w-16" /> : number(value)}
            </dd>
          </Card>
        ))}
      </dl>
    </section>
  );
}
