import { FormField } from '@cld/ui/field';
import { useId, type ReactElement } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';

/**
 * The bio in English, French or both (issue 19): one group, two fields each marked with the
 * language it is written in, either one enough.
 */
export function BioFields({
  english,
  french,
  errors,
  ids = {},
}: {
  english: ReactElement;
  french: ReactElement;
  errors: { bio?: string | undefined; bioFr?: string | undefined };
  /** The controls' ids when a form's error summary links to them. */
  ids?: { bio?: string; bioFr?: string };
}) {
  const t = useT(accountsMessages);
  const hintId = useId();
  return (
    <fieldset className="grid gap-3" aria-describedby={hintId}>
      <legend className="text-sm font-medium">
        {t('accounts.profileFields.bio')}
        <span aria-hidden="true" className="ml-0.5 text-danger">
          *
        </span>
      </legend>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('accounts.profileFields.bioHint')}
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id={ids.bio} label={t('accounts.profileFields.bioEnglish')} error={errors.bio}>
          {english}
        </FormField>
        <FormField
          id={ids.bioFr}
          label={t('accounts.profileFields.bioFrench')}
          error={errors.bioFr}
        >
          {french}
        </FormField>
      </div>
    </fieldset>
  );
}
