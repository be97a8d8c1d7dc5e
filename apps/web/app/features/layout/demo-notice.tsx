import { useT } from '../../i18n/i18n.ts';
import { useApiQuery } from '../../lib/api/api.ts';
import { statsQuery } from '../reference/index.ts';

/**
 * While the directory holds the fictional demo data, every page says so (decision 019): in the
 * page's flow above the header (it covers nothing), with no way to dismiss it. It goes once the
 * API reports no demo lawyers left.
 */
export function DemoNotice() {
  const t = useT();
  const { data } = useApiQuery((api) => api.reference.stats, statsQuery('home'));
  if (!data?.body.demo) return null;
  return (
    <aside
      aria-label={t('demo.label')}
      data-testid="demo-notice"
      className="border-b border-warning/30 bg-warning-subtle text-warning-subtle-foreground"
    >
      <p className="mx-auto max-w-7xl px-4 py-2 text-sm sm:px-6 lg:px-8">
        <strong className="font-semibold">{t('demo.title')}</strong> {t('demo.body')}
      </p>
    </aside>
  );
}
