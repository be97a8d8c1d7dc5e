import type { BlogArticle } from '@cld/content/blog';
import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { ChevronLeftIcon } from '@cld/ui/icons';
import type { ComponentProps } from 'react';
import { Link } from '../../../lib/links/index.ts';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { ArticleByline } from '../shared/article-byline.tsx';
import { ContentPage } from '../shared/content-page.tsx';
import { LegalAdviceCta } from '../shared/legal-advice-cta.tsx';
import { RichTextView } from '../shared/rich-text.tsx';

export function BlogPostPage({
  post,
  categoryLabel = post.category,
}: {
  post: BlogArticle;
  /** The category as the page's language names it (its key is the English name). */
  categoryLabel?: string;
}) {
  const t = useT(contentMessages);
  return (
    <ContentPage
      title={post.title}
      intro={
        <>
          <Badge variant="accent" className="mb-3">
            {categoryLabel}
          </Badge>
          <p>{post.excerpt}</p>
          <ArticleByline
            by={t('content.blog.by', { author: post.author })}
            date={post.date}
            readTime={post.readTime}
            className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-base"
          />
        </>
      }
      crumbs={[
        { name: t('content.blog.crumb'), path: '/blog' },
        { name: post.title, path: `/blog/${post.slug}` },
      ]}
    >
      <article className="mx-auto max-w-3xl">
        <ul aria-label={t('content.blog.tags')} className="flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
        <RichTextView content={post.content} className="mt-8 text-lg" />
        <p className="mt-10 border-t border-border pt-6 text-sm text-muted-foreground">
          {t('site.notLegalAdvice')}
        </p>
      </article>
      <div className="mx-auto mt-10 max-w-3xl space-y-8">
        <LegalAdviceCta
          title={t('content.blog.postCtaTitle', { category: categoryLabel })}
          body={t('content.blog.postCtaBody', { category: categoryLabel })}
          action={t('content.blog.postCtaAction', { category: categoryLabel })}
          to={`/?practiceArea=${encodeURIComponent(post.category)}`}
        />
        <BackToBlog variant="outline" />
      </div>
    </ContentPage>
  );
}

/** The way back to the list, from a post or from a slug that names none. */
function BackToBlog(props: Pick<ComponentProps<typeof Button>, 'variant' | 'className'>) {
  const t = useT(contentMessages);
  return (
    <Button asChild {...props}>
      <Link to="/blog">
        <ChevronLeftIcon />
        {t('content.blog.back')}
      </Link>
    </Button>
  );
}

/** An unknown slug (served with a 404 status by the route). */
export function BlogPostNotFound() {
  const t = useT(contentMessages);
  return (
    <div className="mx-auto max-w-2xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{t('content.blog.notFound.title')}</h1>
      <p className="mt-4 text-lg text-muted-foreground">{t('content.blog.notFound.body')}</p>
      <BackToBlog className="mt-8" />
    </div>
  );
}
