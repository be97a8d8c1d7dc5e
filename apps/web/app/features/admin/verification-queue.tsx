import { regulatorLink } from '@cld/reference/regulators';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@cld/ui/card';
import { useState } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useApiQuery } from '../../lib/api/api.ts';
import { useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import { AdminSection, formatDateTime, PagedList } from './admin-ui.tsx';
import { DecisionForm } from './decision-form.tsx';
import { ADMIN_KEY } from './queries.ts';

/** Lawyers who asked to be verified, oldest request first, each with its decision form. */
export function VerificationQueue() {
  const t = useT(adminMessages);
  const [page, setPage] = useState(1);
  const queue = useApiQuery((api) => api.admin.verificationQueue, {
    queryKey: [...ADMIN_KEY, 'verifications', page],
    queryData: { query: { status: 'pending', page: String(page) } },
  });
  return (
    <AdminSection
      title={t('admin.verifications.title')}
      description={t('admin.verifications.intro')}
    >
      <PagedList
        query={queue}
        rows={(body) => body.lawyers}
        empty={t('admin.verifications.empty')}
        count={(total) => t('admin.verifications.count', { count: total })}
        className="grid gap-4"
        onPageChange={setPage}
      >
        {(lawyer) => (
          <li key={lawyer.id}>
            <Card>
              <CardHeader>
                <CardTitle asChild>
                  <h3>
                    <Link
                      to={`/admin/lawyers/${lawyer.id}`}
                      className="rounded-sm hover:underline focus-visible:focus-ring"
                    >
                      {lawyer.name}
                    </Link>
                  </h3>
                </CardTitle>
                <CardDescription>
                  {[lawyer.firmName, `${lawyer.city}, ${lawyer.province}`, lawyer.email]
                    .filter(Boolean)
                    .join(' · ')}
                </CardDescription>
                <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
                  <dt className="font-medium">{t('admin.verifications.requestedAt')}</dt>
                  <dd>
                    {lawyer.verificationRequestedAt
                      ? formatDateTime(lawyer.verificationRequestedAt)
                      : '—'}
                  </dd>
                  <dt className="font-medium">{t('admin.verifications.claimed')}</dt>
                  <dd>
                    {[
                      lawyer.licenceNumber,
                      lawyer.regulator && regulatorLink(lawyer.regulator)?.name,
                    ]
                      .filter(Boolean)
                      .join(' · ') || '—'}
                  </dd>
                </dl>
              </CardHeader>
              <CardContent>
                <DecisionForm lawyer={lawyer} />
              </CardContent>
            </Card>
          </li>
        )}
      </PagedList>
    </AdminSection>
  );
}
