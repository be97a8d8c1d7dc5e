import { useLocation, useRouteLoaderData } from 'react-router';
import { Button } from '@cld/ui/button';
import { useLocale } from '../../i18n/i18n.ts';
import { LANGUAGE_WORDS } from '../../i18n/language-names.ts';
import type { Locale } from '../../i18n/locale.ts';

/**
 * Offers the page in the visitor's language when it is not the page's (issue 19): their recorded
 * choice, or on a first visit their browser's preference. Never a redirect. Each button records the
 * choice (a form post to /language, so it works without JavaScript) and the offer is not made again.
 */
export function LanguageOffer() {
  const root = useRouteLoaderData('root') as { languageOffer?: Locale | null } | undefined;
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const offered = root?.languageOffer;
  if (!offered || offered === locale) return null;
  const words = LANGUAGE_WORDS[offered];
  return (
    <aside
      lang={offered}
      aria-label={words.name}
      data-testid="language-offer"
      className="border-b border-border bg-primary-subtle text-primary-subtle-foreground"
    >
      <form
        method="post"
        action="/language"
        className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm sm:px-6 lg:px-8"
      >
        <input type="hidden" name="returnTo" value={pathname + search} />
        <p className="flex-1 basis-60">{words.offer}</p>
        <Button type="submit" name="locale" value={offered} size="sm">
          {words.go}
        </Button>
        <Button
          type="submit"
          name="locale"
          value={locale}
          lang={locale}
          size="sm"
          variant="outline"
        >
          {LANGUAGE_WORDS[locale].stay}
        </Button>
      </form>
    </aside>
  );
}
