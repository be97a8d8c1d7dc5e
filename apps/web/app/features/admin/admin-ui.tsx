import { SectionCard } from '@cld/ui/section-card';
import { Pagination } from '@cld/ui/pagination';
import { Skeleton } from '@cld/ui/skeleton';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';

/** One section of the administration: its heading, what it is for, its content. */
export function AdminSection({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 className="text-2xl font-bold tracking-tight">{title}</h2>
          {description && <p className="text-muted-foreground">{description}</p>}
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}

export function AdminCard({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <SectionCard heading="h3" title={title} description={description}>
      {children}
    </SectionCard>
  );
}

/** Loading, failed or empty, else the content drawn from the answer's body. */
export function QueryState<TBody>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: { data?: { body: TBody } | undefined; isError: boolean };
  isEmpty?: (body: TBody) => boolean;
  empty?: string;
  children: (body: TBody) => ReactNode;
}) {
  const t = useT(adminMessages);
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border border-border bg-muted p-4 text-sm">
        {t('admin.loadFailed')}
      </p>
    );
  }
  if (!query.data) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only">{t('admin.loading')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  }
  if (isEmpty?.(query.data.body)) {
    return <p className="rounded-md border border-border bg-muted p-4 text-sm">{empty}</p>;
  }
  return <>{children(query.data.body)}</>;
}

/** Page links of a paged list; nothing when it fits on one page. */
export function AdminPagination({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const t = useT(adminMessages);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      label={t('pagination.label')}
      previousLabel={t('pagination.previous')}
      nextLabel={t('pagination.next')}
      getPageLabel={(number) => t('pagination.page', { page: String(number) })}
    />
  );
}

const DATE_TIME = new Intl.DateTimeFormat('en-CA', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/Toronto',
});

/** A timestamp as administrators read it (Eastern time, the operators' office). */
export function formatDateTime(timestamp: string): string {
  return DATE_TIME.format(new Date(timestamp));
}
