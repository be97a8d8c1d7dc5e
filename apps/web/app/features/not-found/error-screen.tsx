import { Button } from '@cld/ui/button';
import { useT } from '../../i18n/i18n.ts';

/** Shown when a page fails in a way the page itself does not handle. */
export function ErrorScreen() {
  const t = useT();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('error.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('error.body')}</p>
      <div className="mt-8">
        <Button asChild>
          {/* A full page load: whatever broke the app's state is gone after it. */}
          <a href="/">{t('error.home')}</a>
        </Button>
      </div>
    </section>
  );
}
