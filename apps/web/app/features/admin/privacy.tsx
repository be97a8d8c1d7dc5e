import type { AdminUser, IncidentRecord, RetentionReport } from '@cld/contract/admin';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { ConfirmDialog } from '@cld/ui/confirm-dialog';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { toast } from '@cld/ui/toast-store';
import { useState, type FormEvent } from 'react';
import { callApi, useApiQuery } from '../../lib/api/api.ts';
import { downloadJson } from '../../lib/download.ts';
import { apiFailureOf } from '../../lib/forms.ts';
import { useFormatters, useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';
import { formatDay } from '../lawyers/index.ts';
import { AdminCard, AdminSection, formatDateTime, QueryList } from './admin-ui.tsx';
import { IncidentForm } from './incident-form.tsx';
import { ADMIN_KEY, useAdminMutation } from './queries.ts';

/** Privacy duties: the incident register, people's data requests and the retention job. */
export function Privacy() {
  const t = useT(adminMessages);
  return (
    <AdminSection title={t('admin.privacy.title')} description={t('admin.privacy.intro')}>
      <Incidents />
      <DataRequests />
      <Retention />
    </AdminSection>
  );
}

function Incidents() {
  const t = useT(adminMessages);
  const [editing, setEditing] = useState<IncidentRecord | 'new' | null>(null);
  const incidents = useApiQuery((api) => api.admin.incidents, {
    queryKey: [...ADMIN_KEY, 'incidents'],
  });
  return (
    <AdminCard
      title={t('admin.privacy.incidentsTitle')}
      description={t('admin.privacy.incidentsIntro')}
    >
      <div className="grid gap-4">
        {editing ? (
          <IncidentForm
            key={editing === 'new' ? 'new' : editing.id}
            incident={editing === 'new' ? undefined : editing}
            onDone={() => setEditing(null)}
          />
        ) : (
          <div>
            <Button onClick={() => setEditing('new')}>{t('admin.privacy.recordIncident')}</Button>
          </div>
        )}
        <QueryList query={incidents} empty={t('admin.privacy.noIncidents')}>
          {(incident) => (
            <li
              key={incident.id}
              className="grid gap-1 rounded-lg border border-border p-4 text-sm"
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h4 className="font-semibold">{incident.title}</h4>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(incident)}
                  aria-label={t('admin.privacy.editIncident', { title: incident.title })}
                >
                  {t('admin.privacy.edit')}
                </Button>
              </div>
              <p className="text-muted-foreground">
                {t('admin.privacy.incidentDates', {
                  occurred: incident.occurredOn.slice(0, 10),
                  discovered: incident.discoveredOn.slice(0, 10),
                })}
              </p>
              <p className="flex flex-wrap gap-2">
                {incident.riskOfSignificantHarm && (
                  <Badge variant="destructive">{t('admin.incident.riskOfSignificantHarm')}</Badge>
                )}
                <Badge variant={incident.reportedToRegulator ? 'success' : 'secondary'}>
                  {incident.reportedToRegulator
                    ? t('admin.privacy.reportedOn', {
                        date: incident.reportedOn?.slice(0, 10) ?? '',
                      })
                    : t('admin.privacy.notReported')}
                </Badge>
                <Badge variant={incident.individualsNotified ? 'success' : 'secondary'}>
                  {incident.individualsNotified
                    ? t('admin.privacy.notified')
                    : t('admin.privacy.notNotified')}
                </Badge>
              </p>
              <p className="text-muted-foreground">
                {t('admin.privacy.keepUntil', { date: formatDay(incident.keepUntil, 'en') })}
              </p>
            </li>
          )}
        </QueryList>
      </div>
    </AdminCard>
  );
}

function DataRequests() {
  const t = useT(adminMessages);
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const users = useApiQuery((api) => api.admin.users, {
    queryKey: [...ADMIN_KEY, 'users', email],
    queryData: { query: { email } },
    enabled: email.length > 0,
  });
  const [error, setError] = useState<string>();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = draft.trim();
    if (value.length < 3) return setError(t('admin.privacy.searchTooShort'));
    setError(undefined);
    setEmail(value);
  }

  return (
    <AdminCard
      title={t('admin.privacy.requestsTitle')}
      description={t('admin.privacy.requestsIntro')}
    >
      <div className="grid gap-4">
        <form role="search" noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
          <FormField
            label={t('admin.privacy.findByEmail')}
            error={error}
            className="min-w-0 flex-1"
          >
            <Input type="search" value={draft} onChange={(event) => setDraft(event.target.value)} />
          </FormField>
          <Button type="submit">{t('admin.privacy.find')}</Button>
        </form>
        {email && (
          <QueryList query={users} empty={t('admin.privacy.noAccounts')}>
            {(user) => <AccountRow key={user.id} user={user} />}
          </QueryList>
        )}
      </div>
    </AdminCard>
  );
}

function AccountRow({ user }: { user: AdminUser }) {
  const t = useT(adminMessages);
  const [exporting, setExporting] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      const result = await callApi((api) => api.admin.exportUser, { params: { id: user.id } });
      downloadJson(result.body, `account-${user.id}-${result.body.exportedAt.slice(0, 10)}.json`);
      toast({ title: t('admin.privacy.exported') });
    } catch (error) {
      toast({
        title: apiFailureOf(error).message ?? t('admin.privacy.exportFailed'),
        variant: 'destructive',
      });
    } finally {
      setExporting(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border p-4 text-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="grid gap-0.5">
        <p className="font-semibold break-all">{user.email}</p>
        <p className="text-muted-foreground">
          {`${user.firstName} ${user.lastName}`.trim()} · {t(`admin.roles.${user.role}`)} ·{' '}
          {t('admin.privacy.since', { date: formatDay(user.createdAt, 'en') })}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="outline" loading={exporting} onClick={exportData}>
          {t('admin.privacy.export')}
        </Button>
        <DeleteUserDialog user={user} />
      </div>
    </li>
  );
}

function DeleteUserDialog({ user }: { user: AdminUser }) {
  const t = useT(adminMessages);
  const [open, setOpen] = useState(false);
  const remove = useAdminMutation({
    call: (id: number) => callApi((api) => api.admin.deleteUser, { params: { id } }),
    success: t('admin.privacy.deleted', { email: user.email }),
    failure: t('admin.privacy.deleteFailed'),
    onSuccess: () => setOpen(false),
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button size="sm" variant="destructive">
          {t('admin.privacy.delete')}
        </Button>
      }
      title={t('admin.privacy.deleteTitle', { email: user.email })}
      description={t('admin.privacy.deleteText')}
      cancelLabel={t('admin.cancel')}
      confirm={
        <Button
          variant="destructive"
          loading={remove.isPending}
          onClick={() => remove.mutate(user.id)}
        >
          {t('admin.privacy.confirmDelete')}
        </Button>
      }
    />
  );
}

function Retention() {
  const t = useT(adminMessages);
  const { number } = useFormatters();
  const [report, setReport] = useState<RetentionReport>();
  const run = useAdminMutation({
    call: () => callApi((api) => api.admin.runRetention, {}),
    success: t('admin.privacy.retentionDone'),
    failure: t('admin.privacy.retentionFailed'),
    onSuccess: (result) => {
      if (result.status === 200) setReport(result.body);
    },
  });
  const rows = report
    ? ([
        ['inquiriesAnonymised', report.inquiriesAnonymised],
        ['siteContactMessagesAnonymised', report.siteContactMessagesAnonymised],
        ['analyticsEventsDeleted', report.analyticsEventsDeleted],
        ['sessionsDeleted', report.sessionsDeleted],
        ['incidentsDeleted', report.incidentsDeleted],
      ] as const)
    : [];
  return (
    <AdminCard
      title={t('admin.privacy.retentionTitle')}
      description={t('admin.privacy.retentionIntro')}
    >
      <div className="grid gap-4">
        <div>
          <Button variant="outline" loading={run.isPending} onClick={() => run.mutate(undefined)}>
            {t('admin.privacy.runRetention')}
          </Button>
        </div>
        {report && (
          <div role="status" className="grid gap-2 text-sm">
            <p className="font-medium">
              {t('admin.privacy.retentionRanAt', { date: formatDateTime(report.ranAt) })}
            </p>
            <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
              {rows.map(([key, value]) => (
                <div key={key} className="contents">
                  <dt>{t(`admin.privacy.retention.${key}`)}</dt>
                  <dd className="tabular-nums">{number(value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        )}
      </div>
    </AdminCard>
  );
}
