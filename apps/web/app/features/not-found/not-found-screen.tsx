import { Button } from '@cld/ui/button';
import { useLocation } from 'react-router';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';

export function NotFoundScreen() {
  const t = useT();
  const { pathname } = useLocation();
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('notFound.title')}</h1>
      <p className="mt-3 text-muted-foreground">{t('notFound.body')}</p>
      <p className="mt-6 rounded-md bg-muted px-4 py-2 font-mono text-sm text-muted-foreground">
        {t('notFound.hint', { path: pathname })}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">{t('notFound.home')}</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/browse-lawyers">{t('notFound.browse')}</Link>
        </Button>
      </div>
    </section>
  );
}
