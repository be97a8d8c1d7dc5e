import { Button } from '@cld/ui/button';
import { useT } from '../../i18n/i18n.ts';
import { localizePath } from '../../i18n/paths.ts';
import { ERROR_MESSAGES, type ErrorKind } from './error-kinds.ts';

/** Shown when a page fails in a way the page itself does not handle. */
export function ErrorScreen({ kind = 'unexpected' }: { kind?: ErrorKind }) {
  const t = useT();
  const messages = ERROR_MESSAGES[kind];
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t(`${messages}.title`)}</h1>
      <p className="mt-3 text-muted-foreground">{t(`${messages}.body`)}</p>
      <div className="mt-8">
        <Button asChild>
          {/* A full page load: whatever broke the app's state is gone after it. */}
          <a href={localizePath('/', t.locale)}>{t(`${messages}.home`)}</a>
        </Button>
      </div>
    </section>
  );
}
