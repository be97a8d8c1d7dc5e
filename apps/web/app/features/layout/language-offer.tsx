import { useLocation } from 'react-router';
import { Button } from '@cld/ui/button';
import { useLocale } from '../../i18n/i18n.ts';
import { LANGUAGE_NAMES } from '../../i18n/language-names.ts';
import type { Locale } from '../../i18n/locale.ts';

/**
 * What the offer says, each text in its own language: the visitor reads the offer in theirs, and
 * the button that keeps the page's language in the page's.
 */
const OFFER_WORDS = {
  en: {
    offer: 'This page is also available in English.',
    go: 'View it in English',
    stay: 'Continue in English',
  },
  fr: {
    offer: 'Cette page est aussi offerte en français.',
    go: 'La voir en français',
    stay: 'Continuer en français',
  },
} as const satisfies Record<Locale, Record<string, string>>;

/**
 * Offers the page in the visitor's language when it is not the page's (issue 19): their recorded
 * choice, or on a first visit their browser's preference. Never a redirect. Each button records the
 * choice (a form post to /language, so it works without JavaScript) and the offer is not made again.
 */
export default function LanguageOffer({ offered }: { offered: Locale }) {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const words = OFFER_WORDS[offered];
  return (
    <aside
      lang={offered}
      aria-label={LANGUAGE_NAMES[offered]}
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
          {OFFER_WORDS[locale].stay}
        </Button>
      </form>
    </aside>
  );
}
