import type { AdminLawyer } from '@cld/contract/admin';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import type { LawyerProfile } from '@cld/validation/lawyer-profile';
import type { FormEvent } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/links/index.ts';
import { callApi, useApiQuery } from '../../lib/api/api.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import {
  checkedProfile,
  ProfileFields,
  savedProfileValues,
  useProfileFormValues,
} from '../dashboard/index.ts';
import { formatDay } from '../lawyers/index.ts';
import { AdminCard, AdminSection, formatDateTime, QueryState } from './admin-ui.tsx';
import { VisibilityDialog } from './lawyers-list.tsx';
import { ADMIN_KEY, useAdminMutation } from './queries.ts';

/** One lawyer as an administrator sees it, every profile field editable. */
export function LawyerEditor() {
  const t = useT(adminMessages);
  const id = useParams().id ?? '';
  const lawyer = useApiQuery((api) => api.admin.lawyer, {
    queryKey: [...ADMIN_KEY, 'lawyer', id],
    queryData: { params: { id } },
  });
  return (
    <AdminSection
      title={lawyer.data?.body.name ?? t('admin.editor.title')}
      actions={
        <Button asChild variant="outline">
          <Link to="/admin/lawyers">{t('admin.editor.back')}</Link>
        </Button>
      }
    >
      <QueryState query={lawyer}>
        {(body) => (
          <>
            <LawyerRecord lawyer={body} />
            <AdminCard
              title={t('admin.editor.formTitle')}
              description={t('admin.editor.formIntro')}
            >
              <EditorForm key={body.updatedAt} lawyer={body} />
            </AdminCard>
          </>
        )}
      </QueryState>
    </AdminSection>
  );
}

function LawyerRecord({ lawyer }: { lawyer: AdminLawyer }) {
  const t = useT(adminMessages);
  const rows: [string, string][] = [
    [t('admin.editor.owner'), lawyer.ownerEmail ?? t('admin.editor.noOwner')],
    [t('admin.editor.status'), t(`admin.statuses.${lawyer.verificationStatus}`)],
    [t('admin.fields.licenceClass'), lawyer.licenceClass ?? '—'],
    [
      t('admin.editor.verifiedAt'),
      lawyer.verifiedAt
        ? `${formatDay(lawyer.verifiedAt, 'en')} · ${lawyer.verifiedBy ?? ''}`
        : '—',
    ],
    [t('admin.fields.notes'), lawyer.verificationNotes ?? '—'],
    [t('admin.editor.rejectionReason'), lawyer.rejectionReason ?? '—'],
    [t('admin.editor.hiddenReason'), lawyer.hiddenReason ?? '—'],
    [t('admin.editor.updatedAt'), formatDateTime(lawyer.updatedAt)],
  ];
  return (
    <AdminCard title={t('admin.editor.recordTitle')}>
      <div className="grid gap-4">
        <p className="flex flex-wrap items-center gap-2">
          {lawyer.isHidden ? (
            <Badge variant="destructive">{t('admin.lawyers.hidden')}</Badge>
          ) : (
            <Badge variant="success">{t('admin.lawyers.visibleBadge')}</Badge>
          )}
          <VisibilityDialog lawyer={lawyer} />
        </p>
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-medium">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </AdminCard>
  );
}

function EditorForm({ lawyer }: { lawyer: AdminLawyer }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const form = useProfileFormValues(savedProfileValues(lawyer));
  const save = useAdminMutation({
    call: (body: LawyerProfile) =>
      callApi((api) => api.admin.updateLawyer, { params: { id: lawyer.id }, body }),
    success: t('admin.editor.saved'),
    failure: t('admin.editor.saveFailed'),
    onFieldErrors: form.setErrors,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = checkedProfile(form.values, locale, form.setErrors);
    if (data) save.mutate(data);
  }

  return (
    <form noValidate onSubmit={submit}>
      <fieldset disabled={save.isPending} className="grid gap-4">
        <ProfileFields form={form} />
        <div>
          <Button type="submit" loading={save.isPending}>
            {t('admin.editor.save')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
