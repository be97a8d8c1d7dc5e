import { Button } from '@cld/ui/button';
import { SearchIcon } from '@cld/ui/icons';
import { Link } from '../../../lib/links/index.ts';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';

/** "Need Legal Advice?": the step from reading to finding a lawyer. */
export function LegalAdviceCta({
  title,
  body,
  action,
  to = '/',
}: {
  title?: string;
  body?: string;
  action?: string;
  to?: string;
}) {
  const t = useT(contentMessages);
  return (
    <section
      aria-labelledby="legal-advice-cta-title"
      className="rounded-xl bg-gradient-to-r from-brand-900 to-brand-700 p-6 text-white shadow-sm sm:p-8"
    >
      <h2 id="legal-advice-cta-title" className="text-2xl font-bold tracking-tight">
        {title ?? t('content.cta.title')}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-200">{body ?? t('content.cta.body')}</p>
      <Button
        asChild
        size="lg"
        // A long label wraps on a narrow phone instead of running past the screen.
        className="mt-6 h-auto min-h-11 whitespace-normal py-2 bg-accent text-accent-foreground hover:bg-accent-hover"
      >
        <Link to={to}>
          <SearchIcon />
          {action ?? t('content.cta.findLawyer')}
        </Link>
      </Button>
    </section>
  );
}
