import { LANGUAGES, type Language } from '@cld/contract/languages';
import { Button } from '@cld/ui/button';
import { toast } from '@cld/ui/toast-store';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { callApi } from '../../lib/api/api.ts';
import { failureMessage } from './account-mutations.ts';

export const MAIL_LANGUAGE_KEY = ['dashboard', 'mail-language'] as const;

/**
 * Each language named in itself, as language choices are: a reader who does not read the page's
 * language still finds their own.
 */
const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français' };

function useMailLanguage() {
  return useQuery({
    queryKey: MAIL_LANGUAGE_KEY,
    queryFn: async ({ signal }) =>
      (await callApi((api) => api.account.mailLanguage, { fetchOptions: { signal } })).body
        .language,
  });
}

function useSaveMailLanguage() {
  const t = useT(accountsMessages);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) =>
      (await callApi((api) => api.account.setMailLanguage, { body: { language } })).body.language,
    onSuccess: (language) => {
      queryClient.setQueryData(MAIL_LANGUAGE_KEY, language);
      toast({
        title: t('accounts.dashboard.mailLanguage.saved'),
        description: t(`accounts.dashboard.mailLanguage.savedText.${language}`),
      });
    },
    onError: (error) => {
      toast({
        title: failureMessage(error, t('accounts.dashboard.mailLanguage.saveFailed')),
        variant: 'destructive',
      });
    },
  });
}

/**
 * "Language of your e-mails": the language of the notifications and account e-mails the site
 * sends this account (a lawyer's new requests, the verification of their licence), whatever the
 * language of the page they are reading.
 */
export function MailLanguageSetting({ lawyer }: { lawyer: boolean }) {
  const t = useT(accountsMessages);
  const current = useMailLanguage();
  const save = useSaveMailLanguage();
  const [chosen, setChosen] = useState<Language>();
  const value = chosen ?? current.data;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value) save.mutate(value);
  }

  return (
    <section aria-labelledby="mail-language-title" className="border-t border-border pt-6">
      <form onSubmit={submit} className="grid gap-3">
        <fieldset
          disabled={current.isPending || save.isPending}
          aria-describedby="mail-language-intro"
          className="grid gap-3"
        >
          <legend id="mail-language-title" className="font-semibold">
            {t('accounts.dashboard.mailLanguage.title')}
          </legend>
          <p id="mail-language-intro" className="text-sm text-muted-foreground">
            {lawyer
              ? t('accounts.dashboard.mailLanguage.introLawyer')
              : t('accounts.dashboard.mailLanguage.intro')}
          </p>
          {current.isError && (
            <p role="alert" className="text-sm text-destructive">
              {t('accounts.dashboard.mailLanguage.loadFailed')}
            </p>
          )}
          <div className="flex flex-wrap gap-4">
            {LANGUAGES.map((language) => (
              <label key={language} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="mail-language"
                  value={language}
                  checked={value === language}
                  onChange={() => setChosen(language)}
                  className="size-4 accent-primary"
                />
                <span lang={language}>{LANGUAGE_NAMES[language]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <Button
            type="submit"
            variant="outline"
            loading={save.isPending}
            disabled={!value || current.isError}
          >
            {t('accounts.dashboard.mailLanguage.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
