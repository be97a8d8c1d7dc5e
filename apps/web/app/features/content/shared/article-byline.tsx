import type { IsoDate } from '@cld/content/content-types';
import { ClockIcon } from '@cld/ui/icons';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { useContentDate } from './format-date.ts';

/** Who wrote an article, when, and how long it takes to read: a blog post's, a news article's. */
export function ArticleByline({
  by,
  date,
  readTime,
  className,
}: {
  by: string;
  date: IsoDate;
  readTime: number;
  className: string;
}) {
  const t = useT(contentMessages);
  const contentDate = useContentDate();
  return (
    <p className={className}>
      <span>{by}</span>
      <span aria-hidden="true" className="hidden sm:inline">
        ·
      </span>
      <time dateTime={date}>{contentDate(date)}</time>
      <span aria-hidden="true" className="hidden sm:inline">
        ·
      </span>
      <span className="inline-flex items-center gap-1">
        <ClockIcon aria-hidden="true" className="size-4" />
        {t('content.common.minRead', { count: readTime })}
      </span>
    </p>
  );
}
