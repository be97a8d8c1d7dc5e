import { FormField } from '@cld/ui/field';
import { SectionCard } from '@cld/ui/section-card';
import { Options, Select } from '@cld/ui/select';
import { Pagination } from '@cld/ui/pagination';
import { Skeleton } from '@cld/ui/skeleton';
import { useState, type ReactNode } from 'react';
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

/** What `QueryState` reads of a query: its answer, if any, and whether it failed. */
type QueryLike<TBody> = { data?: { body: TBody } | undefined; isError: boolean };

/** Loading, failed or empty, else the content drawn from the answer's body. */
export function QueryState<TBody>({
  query,
  isEmpty,
  empty,
  children,
}: {
  query: QueryLike<TBody>;
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

/** A list section's filter: one select over `items`, with an optional first "all" choice (''). */
export function AdminFilter<T extends string>({
  label,
  value,
  items,
  onChange,
  itemLabel,
  allLabel,
}: {
  label: string;
  value: T | '';
  items: readonly T[];
  onChange: (value: T | undefined) => void;
  itemLabel?: (item: T) => ReactNode;
  allLabel?: string;
}) {
  return (
    <FormField label={label} className="max-w-xs">
      <Select
        value={value}
        onChange={(event) => onChange(items.find((item) => item === event.target.value))}
      >
        {allLabel !== undefined && <option value="">{allLabel}</option>}
        <Options items={items} label={itemLabel} />
      </Select>
    </FormField>
  );
}

/** A filter and the page shown under it: choosing another filter goes back to the first page. */
export function useFilterPage<T extends string>(initial: T) {
  const [filter, setFilter] = useState<T>(initial);
  const [page, setPage] = useState(1);
  const changeFilter = (next: T | undefined) => {
    setFilter(next ?? initial);
    setPage(1);
  };
  return { filter, changeFilter, page, setPage };
}

/** A list answered whole (an array): loading, failed or empty states, then one row per item. */
export function QueryList<TItem>({
  query,
  empty,
  className = 'grid gap-3',
  children,
}: {
  query: QueryLike<readonly TItem[]>;
  empty: string;
  className?: string;
  children: (row: TItem) => ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={(body) => body.length === 0} empty={empty}>
      {(body) => <ul className={className}>{body.map((row) => children(row))}</ul>}
    </QueryState>
  );
}

/** A paged answer: one page of rows and where it stands in the whole list. */
type PagedBody = { total: number; page: number; pageSize: number };

/**
 * A paged list from a query: loading, failed or empty states, an optional count line, one `<li>`
 * per row (drawn by `children`, keyed by the caller) and the page links under it.
 */
export function PagedList<TBody extends PagedBody, TItem>({
  query,
  rows,
  empty,
  count,
  className = 'grid gap-3',
  onPageChange,
  children,
}: {
  query: QueryLike<TBody>;
  rows: (body: TBody) => readonly TItem[];
  empty: string;
  count?: (total: number) => string;
  className?: string;
  onPageChange: (page: number) => void;
  children: (row: TItem) => ReactNode;
}) {
  return (
    <QueryState query={query} isEmpty={(body) => rows(body).length === 0} empty={empty}>
      {(body) => (
        <>
          {count && <p className="text-sm text-muted-foreground">{count(body.total)}</p>}
          <ul className={className}>{rows(body).map((row) => children(row))}</ul>
          <AdminPagination
            page={body.page}
            pageSize={body.pageSize}
            total={body.total}
            onPageChange={onPageChange}
          />
        </>
      )}
    </QueryState>
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
