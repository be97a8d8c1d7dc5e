import { BLOG_CATEGORIES, type BlogCategory } from '@cld/content/blog-categories';
import { filterBlogArticles } from '@cld/content/list-filters';
import type { BlogSummary } from '@cld/content/page-content';
import { Badge } from '@cld/ui/badge';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@cld/ui/card';
import { ClockIcon } from '@cld/ui/icons';
import { useState } from 'react';
import { Link } from '../../../lib/links/index.ts';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { FilterButtons } from '../shared/filter-buttons.tsx';
import { useContentDate } from '../shared/format-date.ts';
import { SearchField } from '../shared/search-field.tsx';

const MAX_CARD_TAGS = 3;

/** The blog's posts, filtered by a search over title, excerpt and tags, and by category. */
export function BlogList({
  posts: all,
  categoryLabels,
}: {
  posts: readonly BlogSummary[];
  /** Each category key's name in the page's language. */
  categoryLabels: Record<BlogCategory, string>;
}) {
  const t = useT(contentMessages);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<BlogCategory | 'All'>('All');
  const posts = filterBlogArticles(all, { query, category });
  const options = [
    { value: 'All' as const, label: t('content.blog.all') },
    ...BLOG_CATEGORIES.map((value) => ({ value, label: categoryLabels[value] })),
  ];
  return (
    <div>
      <div className="space-y-4">
        <SearchField
          label={t('content.blog.searchLabel')}
          placeholder={t('content.blog.searchPlaceholder')}
          value={query}
          onChange={setQuery}
          className="max-w-xl"
        />
        <FilterButtons
          label={t('content.blog.categoriesLabel')}
          options={options}
          value={category}
          onChange={setCategory}
        />
      </div>
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {t('content.blog.count', { count: posts.length })}
      </p>
      {posts.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-border p-10 text-center">
          <p className="text-lg font-semibold">{t('content.blog.emptyTitle')}</p>
          <p className="mt-1 text-muted-foreground">{t('content.blog.emptyBody')}</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {posts.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} categoryLabel={categoryLabels[post.category]} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function BlogCard({ post, categoryLabel }: { post: BlogSummary; categoryLabel: string }) {
  const t = useT(contentMessages);
  const contentDate = useContentDate();
  return (
    <Card className="h-full transition-shadow hover:shadow-md">
      <CardHeader>
        <Badge variant="secondary" className="w-fit">
          {categoryLabel}
        </Badge>
        <CardTitle asChild className="mt-2 text-xl">
          <h2>
            <Link
              to={`/blog/${post.slug}`}
              className="rounded-sm hover:text-primary focus-visible:focus-ring"
            >
              {post.title}
            </Link>
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex-1 text-sm text-muted-foreground">
        <p>{post.excerpt}</p>
        <ul aria-label={t('content.blog.tags')} className="mt-4 flex flex-wrap gap-2">
          {post.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="justify-between text-sm text-muted-foreground">
        <time dateTime={post.date}>{contentDate(post.date)}</time>
        <span className="inline-flex items-center gap-1">
          <ClockIcon aria-hidden="true" className="size-4" />
          {t('content.common.minRead', { count: post.readTime })}
        </span>
      </CardFooter>
    </Card>
  );
}
