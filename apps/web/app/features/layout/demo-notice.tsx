import { TextLink } from '@cld/ui/link';
import { useRouteLoaderData } from 'react-router';
import { DEV_MAILBOX_PATHS } from '../../config/dev-mailbox.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { useApiQuery } from '../../lib/api/api.ts';
import { Link } from '../../lib/links/index.ts';
import { statsQuery } from '../reference/index.ts';

/**
 * While the directory holds the fictional demo data, every page says so (decision 019): in the
 * page's flow above the header (it covers nothing), with no way to dismiss it. It goes once the
 * API reports no demo lawyers left. Where the demo's mailbox is on (DESIGN §8.5), it links there.
 */
export function DemoNotice() {
  const t = useT();
  const locale = useLocale();
  const root = useRouteLoaderData('root') as { demoMailbox?: boolean } | undefined;
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
        {root?.demoMailbox && (
          <>
            {' '}
            <TextLink asChild className="text-inherit hover:text-inherit">
              <Link to={DEV_MAILBOX_PATHS[locale]} data-testid="demo-mailbox-link">
                {t('demo.mailbox')}
              </Link>
            </TextLink>
          </>
        )}
      </p>
    </aside>
  );
}
