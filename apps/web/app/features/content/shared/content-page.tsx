import { TextLink } from '@cld/ui/link';
import { cn } from '@cld/ui/cn';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/links/index.ts';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import type { Crumb } from '../../../lib/seo/structured-data.ts';
import type { SectionKey } from './content-meta.ts';

/**
 * The frame of every content page: a breadcrumb trail, the page's one h1 with its introduction,
 * and the page body. The trail matches the page's `BreadcrumbList`.
 */
export function ContentPage({
  title,
  intro,
  crumbs,
  aside,
  children,
}: {
  title: string;
  intro: ReactNode;
  /** The trail after Home, ending with this page. */
  crumbs: readonly Crumb[];
  /** Shown beside the title on wide screens (figures, a call to action). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(contentMessages);
  const trail = [{ name: t('content.common.home'), path: '/' }, ...crumbs];
  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
          <nav aria-label={t('content.common.breadcrumb')} className="text-sm">
            <ol className="flex flex-wrap items-center gap-2 text-slate-200">
              {trail.map((crumb, index) =>
                index === trail.length - 1 ? (
                  <li key={crumb.path} aria-current="page" className="font-medium text-white">
                    {crumb.name}
                  </li>
                ) : (
                  <li key={crumb.path} className="flex items-center gap-2">
                    <TextLink asChild className="text-slate-200 hover:text-white">
                      <Link to={crumb.path}>{crumb.name}</Link>
                    </TextLink>
                    <span aria-hidden="true">/</span>
                  </li>
                ),
              )}
            </ol>
          </nav>
          <div
            className={cn(
              'mt-6 grid gap-8',
              aside ? 'lg:grid-cols-[1.4fr_1fr] lg:items-center' : undefined,
            )}
          >
            <div>
              <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
              <div className="mt-4 max-w-3xl text-lg text-slate-200">{intro}</div>
            </div>
            {aside}
          </div>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">{children}</div>
    </>
  );
}

/** A titled part of a content page; its h2 names the region for assistive technology. */
export function ContentSection({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="scroll-mt-20">
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      {intro && <div className="mt-2 max-w-3xl text-muted-foreground">{intro}</div>}
      <div className="mt-6">{children}</div>
    </section>
  );
}

/**
 * The page of a content section whose title, introduction and crumb are its own
 * `content.<section>` messages, at `path` under Home.
 */
export function SectionPage({
  section,
  path,
  aside,
  children,
}: {
  section: Exclude<SectionKey, 'about' | 'legalNews'>;
  path: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const t = useT(contentMessages);
  return (
    <ContentPage
      title={t(`content.${section}.title`)}
      intro={t(`content.${section}.intro`)}
      crumbs={[{ name: t(`content.${section}.crumb`), path }]}
      aside={aside}
    >
      {children}
    </ContentPage>
  );
}
