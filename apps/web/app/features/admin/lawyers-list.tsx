import type { AdminLawyerRow } from '@cld/contract/admin';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { ConfirmDialog } from '@cld/ui/confirm-dialog';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Options, Select } from '@cld/ui/select';
import { Textarea } from '@cld/ui/textarea';
import { hideLawyerSchema, restoreLawyerSchema } from '@cld/validation/admin';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/links/index.ts';
import { callApi, useApiQuery } from '../../lib/api/api.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import { validateForm } from '../../lib/forms.ts';
import { AdminSection, PagedList } from './admin-ui.tsx';
import { ADMIN_KEY, useAdminMutation } from './queries.ts';

const VISIBILITIES = ['all', 'visible', 'hidden'] as const;
type Visibility = (typeof VISIBILITIES)[number];

/** Every lawyer, hidden ones included: search, filter by visibility, hide, restore, edit. */
export function LawyersList() {
  const t = useT(adminMessages);
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const visibility: Visibility =
    VISIBILITIES.find((value) => value === params.get('visibility')) ?? 'all';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const [draft, setDraft] = useState(search);

  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const lawyers = useApiQuery((api) => api.admin.lawyers, {
    queryKey: [...ADMIN_KEY, 'lawyers', { search, visibility, page }],
    queryData: { query: { search, visibility, page: String(page) } },
  });

  return (
    <AdminSection title={t('admin.lawyers.title')} description={t('admin.lawyers.intro')}>
      <form
        role="search"
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          update({ search: draft.trim(), page: '' });
        }}
      >
        <FormField label={t('admin.lawyers.search')}>
          <Input type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
        </FormField>
        <FormField label={t('admin.lawyers.visibility')}>
          <Select
            value={visibility}
            onChange={(event) => update({ visibility: event.target.value, page: '' })}
          >
            <Options
              items={VISIBILITIES}
              label={(value) => t(`admin.lawyers.visibilities.${value}`)}
            />
          </Select>
        </FormField>
        <Button type="submit">{t('admin.lawyers.searchSubmit')}</Button>
      </form>
      <PagedList
        query={lawyers}
        rows={(body) => body.lawyers}
        empty={t('admin.lawyers.empty')}
        count={(total) => t('admin.lawyers.count', { count: total })}
        onPageChange={(next) => update({ page: next > 1 ? String(next) : '' })}
      >
        {(lawyer) => <LawyerRow key={lawyer.id} lawyer={lawyer} />}
      </PagedList>
    </AdminSection>
  );
}

function LawyerRow({ lawyer }: { lawyer: AdminLawyerRow }) {
  const t = useT(adminMessages);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <Link
            to={`/admin/lawyers/${lawyer.id}`}
            className="rounded-sm hover:underline focus-visible:focus-ring"
          >
            {lawyer.name}
          </Link>
          {lawyer.isHidden && <Badge variant="destructive">{t('admin.lawyers.hidden')}</Badge>}
          <Badge variant={lawyer.verificationStatus === 'verified' ? 'success' : 'secondary'}>
            {t(`admin.statuses.${lawyer.verificationStatus}`)}
          </Badge>
        </p>
        <p className="truncate text-sm text-muted-foreground">
          {[
            lawyer.firmName,
            `${lawyer.city}, ${lawyer.province}`,
            lawyer.practiceArea,
            lawyer.email,
          ]
            .filter(Boolean)
            .join(' · ')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline" size="sm">
          <Link
            to={`/admin/lawyers/${lawyer.id}`}
            aria-label={t('admin.lawyers.editName', { name: lawyer.name })}
          >
            {t('admin.lawyers.edit')}
          </Link>
        </Button>
        <VisibilityDialog lawyer={lawyer} />
      </div>
    </li>
  );
}

/** Hiding asks why (kept in the audit trail); restoring may say why. */
export function VisibilityDialog({
  lawyer,
}: {
  lawyer: Pick<AdminLawyerRow, 'id' | 'name' | 'isHidden'>;
}) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const hide = !lawyer.isHidden;
  const change = useAdminMutation({
    call: (body: { reason?: string }): Promise<unknown> =>
      hide
        ? callApi((api) => api.admin.hideLawyer, {
            params: { id: lawyer.id },
            body: { reason: body.reason ?? '' },
          })
        : callApi((api) => api.admin.restoreLawyer, { params: { id: lawyer.id }, body }),
    success: hide
      ? t('admin.lawyers.hiddenToast', { name: lawyer.name })
      : t('admin.lawyers.restoredToast', { name: lawyer.name }),
    failure: t('admin.lawyers.changeFailed'),
    onSuccess: () => setOpen(false),
    onFieldErrors: (errors) => setError(errors.reason),
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(hide ? hideLawyerSchema : restoreLawyerSchema, { reason }, locale);
    setError(result.success ? undefined : result.errors.reason);
    if (result.success) change.mutate(result.data);
  }

  const label = hide ? t('admin.lawyers.hide') : t('admin.lawyers.restore');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        setReason('');
        setError(undefined);
      }}
      trigger={
        <Button
          variant={hide ? 'destructive' : 'secondary'}
          size="sm"
          aria-label={`${label}: ${lawyer.name}`}
        >
          {label}
        </Button>
      }
      title={
        hide
          ? t('admin.lawyers.hideTitle', { name: lawyer.name })
          : t('admin.lawyers.restoreTitle', { name: lawyer.name })
      }
      description={hide ? t('admin.lawyers.hideText') : t('admin.lawyers.restoreText')}
      cancelLabel={t('admin.cancel')}
      confirm={
        <Button type="submit" variant={hide ? 'destructive' : 'primary'} loading={change.isPending}>
          {label}
        </Button>
      }
      onSubmit={submit}
    >
      <FormField
        label={
          hide ? t('admin.fields.reason') : `${t('admin.fields.reason')} ${t('admin.optional')}`
        }
        error={error}
        required={hide}
      >
        <Textarea rows={3} value={reason} onChange={(event) => setReason(event.target.value)} />
      </FormField>
    </ConfirmDialog>
  );
}
