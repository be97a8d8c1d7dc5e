import type { IsoDate } from '@cld/content/content-types';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { useContentDate } from './format-date.ts';

/** When the content was last checked against its sources, and that it is not legal advice. */
export function ReviewedNote({ date }: { date: IsoDate }) {
  const t = useT(contentMessages);
  const contentDate = useContentDate();
  return (
    <p className="mt-12 border-t border-border pt-6 text-sm text-muted-foreground">
      {t('content.common.lastReviewed', { date: contentDate(date) })} {t('site.notLegalAdvice')}
    </p>
  );
}
