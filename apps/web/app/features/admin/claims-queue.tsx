import { type AdminClaim, CLAIM_STATUSES } from '@cld/contract/claims';
import { Badge, type BadgeVariant } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { useState } from 'react';
import { callApi, useApiQuery } from '../../lib/api/api.ts';
import { useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import { Link } from '../../lib/links/index.ts';
import { AdminFilter, AdminSection, formatDateTime, PagedList } from './admin-ui.tsx';
import { ADMIN_KEY, useAdminMutation } from './queries.ts';

type Status = (typeof CLAIM_STATUSES)[number];

const BADGES: Record<Status, BadgeVariant> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'secondary',
  refused: 'destructive',
  expired: 'secondary',
};

/**
 * Claims on register listings and requests to hide them (issue 39): every attempt, the refused
 * ones too (a second claimant, a listing already owned, a wrong licence number), and the ones an
 * administrator decides (no address in the register: the claimant's explanation).
 */
export function ClaimsQueue() {
  const t = useT(adminMessages);
  const [status, setStatus] = useState<Status | ''>('');
  const [page, setPage] = useState(1);
  const claims = useApiQuery((api) => api.claims.claimsQueue, {
    queryKey: [...ADMIN_KEY, 'claims', status, page],
    queryData: { query: { ...(status ? { status } : {}), page: String(page) } },
  });
  return (
    <AdminSection title={t('admin.claims.title')} description={t('admin.claims.intro')}>
      <AdminFilter
        label={t('admin.claims.filter')}
        value={status}
        items={CLAIM_STATUSES}
        allLabel={t('admin.claims.allStatuses')}
        itemLabel={(value) => t(`admin.claims.statuses.${value}`)}
        onChange={(value) => {
          setStatus(value ?? '');
          setPage(1);
        }}
      />
      <PagedList
        query={claims}
        rows={(body) => body.claims}
        empty={t('admin.claims.empty')}
        onPageChange={setPage}
      >
        {(claim) => <ClaimItem key={claim.id} claim={claim} />}
      </PagedList>
    </AdminSection>
  );
}

function ClaimItem({ claim }: { claim: AdminClaim }) {
  const t = useT(adminMessages);
  const decide = useAdminMutation({
    call: (decision: 'approve' | 'reject') =>
      callApi((api) => api.claims.decideClaim, {
        params: { id: claim.id },
        body: { decision },
      }),
    success: t('admin.claims.done'),
    failure: t('admin.claims.failed'),
  });
  return (
    <li className="grid gap-2 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold break-words">
          <Link to={`/lawyer/${claim.lawyerId}`} className="underline underline-offset-4">
            {claim.lawyerName}
          </Link>{' '}
          · {t(`admin.claims.purposes.${claim.purpose}`)}
        </h3>
        <Badge variant={BADGES[claim.status]}>{t(`admin.claims.statuses.${claim.status}`)}</Badge>
      </div>
      <p className="text-sm text-muted-foreground break-all">
        {t('admin.claims.who', {
          claimant: claim.claimantEmail ?? t('admin.claims.deletedAccount'),
          entered: claim.enteredLicenceNumber,
          register: claim.registerLicenceNumber ?? '—',
        })}{' '}
        · {formatDateTime(claim.createdAt)}
      </p>
      {claim.refusal && (
        <p className="text-sm text-danger">{t(`admin.claims.refusals.${claim.refusal}`)}</p>
      )}
      {claim.method && <p className="text-sm">{t(`admin.claims.methods.${claim.method}`)}</p>}
      {claim.explanation && (
        <blockquote className="border-l-4 border-border pl-3 text-sm whitespace-pre-line break-words">
          {claim.explanation}
        </blockquote>
      )}
      {claim.status === 'pending' && claim.method === 'admin-review' && (
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            disabled={decide.isPending || !claim.explanation}
            onClick={() => decide.mutate('approve')}
          >
            {t('admin.claims.approve')}
          </Button>
          <Button
            size="sm"
            variant="outline"
            disabled={decide.isPending}
            onClick={() => decide.mutate('reject')}
          >
            {t('admin.claims.reject')}
          </Button>
        </div>
      )}
    </li>
  );
}
