import { Button } from '@cld/ui/button';
import { Card } from '@cld/ui/card';
import { MapPinIcon } from '@cld/ui/icons';
import { Skeleton } from '@cld/ui/skeleton';
import { toast } from '@cld/ui/toast-store';
import { useQuery } from '@tanstack/react-query';
import { formatMediumDate } from '../../i18n/dates.ts';
import { elidesBefore } from '../../i18n/elision.ts';
import { useT } from '../../i18n/i18n.ts';
import { clientSpaceMessages } from '../../i18n/namespaces.ts';
import { REGIONAL_LOCALES } from '../../i18n/locale.ts';
import { Link } from '../../lib/links/index.ts';
import { CompareBar, CompareTick } from '../lawyers/index.ts';
import { useNames } from '../reference/index.ts';
import { EmptyState } from './empty-state.tsx';
import { savedLawyersQueryOptions } from './queries.ts';
import { useSetSaved } from './saved-mutations.ts';

/**
 * The lawyers the person saved with the heart, newest first, each with its profile, removal and
 * a "Compare" tick (issue 37): two or three ticked open the compare view from the bar below.
 */
export function SavedLawyers() {
  const t = useT(clientSpaceMessages);
  const names = useNames();
  const query = useQuery(savedLawyersQueryOptions());
  const change = useSetSaved({
    onError: () => toast({ title: t('lawyerCard.saveFailed'), variant: 'destructive' }),
  });
  if (query.isPending) return <Skeleton className="h-40 w-full" />;
  if (query.isError) return <p role="alert">{t('clientSpace.loadFailed')}</p>;
  if (query.data.length === 0) {
    return (
      <EmptyState
        title={t('clientSpace.saved.emptyTitle')}
        text={t('clientSpace.saved.emptyText')}
        action={{ to: '/browse-lawyers', label: t('clientSpace.requests.findLawyer') }}
      />
    );
  }
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label={t('clientSpace.saved.title')}>
        {query.data.map((lawyer) => (
          <li key={lawyer.lawyerId}>
            <Card className="h-full gap-3 p-5">
              <h3 className="text-lg font-semibold leading-tight" translate="no">
                {lawyer.name}
              </h3>
              {lawyer.firmName && (
                <p className="text-sm text-muted-foreground" translate="no">
                  {lawyer.firmName}
                </p>
              )}
              {lawyer.city && (
                <p className="inline-flex items-center gap-1 text-sm text-muted-foreground">
                  <MapPinIcon />
                  {names.place(lawyer.city, lawyer.province)}
                </p>
              )}
              <p className="text-xs text-muted-foreground">
                {t('clientSpace.saved.savedOn', {
                  date: formatMediumDate(REGIONAL_LOCALES[t.locale], new Date(lawyer.savedAt)),
                })}
              </p>
              <CompareTick
                lawyer={{ id: lawyer.lawyerId, name: lawyer.name }}
                className="mt-auto"
              />
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm">
                  <Link
                    to={`/lawyer/${lawyer.lawyerId}`}
                    aria-label={t(
                      elidesBefore(lawyer.name)
                        ? 'clientSpace.saved.viewProfileOfElided'
                        : 'clientSpace.saved.viewProfileOf',
                      { name: lawyer.name },
                    )}
                  >
                    {t('clientSpace.saved.viewProfile')}
                  </Link>
                </Button>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={t('clientSpace.saved.remove', { name: lawyer.name })}
                  onClick={() => change.mutate({ lawyer, saved: false })}
                >
                  {t('clientSpace.saved.removeShort')}
                </Button>
              </div>
            </Card>
          </li>
        ))}
      </ul>
      <CompareBar />
    </>
  );
}
