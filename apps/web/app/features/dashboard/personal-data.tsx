import type { CurrentUser } from '@cld/contract/auth';
import { Button } from '@cld/ui/button';
import { ConfirmDialog } from '@cld/ui/confirm-dialog';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { accountDeletionSchema } from '@cld/validation/admin';
import { useState, type FormEvent } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { validateForm } from '../../lib/forms.ts';
import { failureMessage, useDeleteMyAccount, useExportMyData } from './account-mutations.ts';
import { SettingsSection } from './settings-section.tsx';

/** Access and erasure (PIPEDA, Quebec Law 25): any signed-in account, from its settings. */
export function PersonalData({ user }: { user: CurrentUser }) {
  const t = useT(accountsMessages);
  const exportData = useExportMyData();
  return (
    <SettingsSection id="personal-data-title" title={t('accounts.dashboard.data.title')}>
      <p className="text-sm text-muted-foreground">{t('accounts.dashboard.data.intro')}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          loading={exportData.isPending}
          onClick={() => exportData.mutate()}
        >
          {t('accounts.dashboard.data.download')}
        </Button>
        <DeleteAccountDialog email={user.email} />
      </div>
    </SettingsSection>
  );
}

function DeleteAccountDialog({ email }: { email: string }) {
  const t = useT(accountsMessages);
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [confirmEmail, setConfirmEmail] = useState('');
  const [error, setError] = useState<string>();
  const remove = useDeleteMyAccount();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(accountDeletionSchema, { confirmEmail }, locale);
    if (!result.success) return setError(result.errors.confirmEmail);
    if (result.data.confirmEmail !== email.toLowerCase()) {
      return setError(t('accounts.dashboard.data.confirmMismatch'));
    }
    setError(undefined);
    remove.mutate(result.data.confirmEmail, {
      onError: (failure) =>
        setError(failureMessage(failure, t('accounts.dashboard.data.deleteFailed'))),
    });
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setConfirmEmail('');
          setError(undefined);
        }
      }}
      trigger={<Button variant="destructive">{t('accounts.dashboard.data.delete')}</Button>}
      title={t('accounts.dashboard.data.deleteTitle')}
      description={t('accounts.dashboard.data.deleteText')}
      cancelLabel={t('accounts.dashboard.data.cancel')}
      confirm={
        <Button variant="destructive" type="submit" loading={remove.isPending}>
          {t('accounts.dashboard.data.confirmDelete')}
        </Button>
      }
      onSubmit={submit}
    >
      <FormField label={t('accounts.dashboard.data.confirmLabel', { email })} error={error}>
        <Input
          type="email"
          autoComplete="off"
          value={confirmEmail}
          onChange={(event) => setConfirmEmail(event.target.value)}
        />
      </FormField>
    </ConfirmDialog>
  );
}
