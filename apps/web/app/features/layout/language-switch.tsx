import { useLocation } from 'react-router';
import { cn } from '@cld/ui/cn';
import { useLocale } from '../../i18n/i18n.ts';
import { LANGUAGE_NAMES, otherLocale } from '../../i18n/language-names.ts';
import { REGIONAL_LOCALES } from '../../i18n/locale.ts';

/**
 * The same page in the other language, with its filters and query (issue 19), through
 * `/language`, which remembers the choice in a cookie (the offer reads it on later visits) and
 * answers with the page's address in that language: a full page load, as the other language's
 * messages and meta are another document's, and an English page needs no French paths. A page
 * with no twin (an address that only exists in one language) goes to the other home page.
 * `nofollow`: search engines find each page's twin by its `hreflang` links.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const other = otherLocale(locale);
  const choice = new URLSearchParams({ locale: other, returnTo: pathname + search });
  return (
    <a
      href={`/language?${choice.toString()}`}
      // The fragment, which the server never sees (nor renders: the link must hydrate as written),
      // goes along through the redirect.
      onClick={(event) => {
        event.currentTarget.hash = window.location.hash;
      }}
      lang={other}
      hrefLang={REGIONAL_LOCALES[other]}
      rel="nofollow"
      data-testid="language-switch"
      className={cn(
        'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium text-muted-foreground',
        'hover:bg-muted hover:text-foreground focus-visible:focus-ring',
        className,
      )}
    >
      {LANGUAGE_NAMES[other]}
    </a>
  );
}
