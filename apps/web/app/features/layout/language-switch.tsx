import { useLocation } from 'react-router';
import { cn } from '@cld/ui/cn';
import { useLocale } from '../../i18n/i18n.ts';
import { languageCookie } from '../../i18n/language-choice.ts';
import { LANGUAGE_WORDS, otherLocale } from '../../i18n/language-names.ts';
import { REGIONAL_LOCALES, type Locale } from '../../i18n/locale.ts';
import { pathIn } from '../../i18n/paths.ts';

/** Remembers a visitor's click on a language (the offer reads it on their next visits). */
export function rememberLanguage(locale: Locale) {
  document.cookie = languageCookie(locale, window.location.protocol === 'https:');
}

/**
 * The same page in the other language, with its filters and query (issue 19). A full page load:
 * the other language's messages and meta are another document's. A page with no twin (an address
 * that only exists in one language) links to the other language's home page.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const locale = useLocale();
  const { pathname, search, hash } = useLocation();
  const other = otherLocale(locale);
  const href = pathIn(pathname + search + hash, other) ?? (other === 'fr' ? '/fr' : '/');
  return (
    <a
      href={href}
      lang={other}
      hrefLang={REGIONAL_LOCALES[other]}
      data-testid="language-switch"
      onClick={() => rememberLanguage(other)}
      className={cn(
        'inline-flex h-10 min-w-10 items-center justify-center rounded-md px-3 text-sm font-medium text-muted-foreground',
        'hover:bg-muted hover:text-foreground focus-visible:focus-ring',
        className,
      )}
    >
      {LANGUAGE_WORDS[other].name}
    </a>
  );
}
