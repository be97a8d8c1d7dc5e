import { filterNewsArticles } from '@cld/content/list-filters';
import type { NewsArticle } from '@cld/content/news';
import { NEWS_CATEGORIES, type ImpactLevel, type NewsCategory } from '@cld/content/news-categories';
import { Badge, type BadgeVariant } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@cld/ui/card';
import { useState } from 'react';
import { useT, type KeyOf } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { ArticleByline } from '../shared/article-byline.tsx';
import { BulletList } from '../shared/bullet-list.tsx';
import { SearchableList } from '../shared/searchable-list.tsx';

export const NEWS_CATEGORY_LABELS: Record<NewsCategory | 'all', KeyOf<typeof contentMessages>> = {
  all: 'content.legalNews.categories.all',
  'supreme-court': 'content.legalNews.categories.supremeCourt',
  legislation: 'content.legalNews.categories.legislation',
  professional: 'content.legalNews.categories.professional',
  practice: 'content.legalNews.categories.practice',
  technology: 'content.legalNews.categories.technology',
};

export const IMPACT_VARIANTS: Record<NewsArticle['impact'], BadgeVariant> = {
  High: 'destructive',
  Medium: 'warning',
  Low: 'secondary',
};

/** The news articles, filtered by a case-insensitive search and one category (or all). */
export function NewsList({
  articles: all,
  impactLabels,
}: {
  articles: readonly NewsArticle[];
  /** Each impact level as the page's language names it. */
  impactLabels: Record<ImpactLevel, string>;
}) {
  const t = useT(contentMessages);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<NewsCategory | 'all'>('all');
  const articles = filterNewsArticles(all, { query, category });
  const options = (['all', ...NEWS_CATEGORIES] as const).map((value) => ({
    value,
    label: t(NEWS_CATEGORY_LABELS[value]),
  }));
  return (
    <SearchableList
      section="legalNews"
      query={query}
      onQuery={setQuery}
      category={category}
      categories={options}
      onCategory={setCategory}
      count={articles.length}
      onClear={() => {
        setQuery('');
        setCategory('all');
      }}
    >
      <ul className="mt-4 space-y-5">
        {articles.map((article) => (
          <li key={article.id}>
            <NewsCard article={article} impactLabel={impactLabels[article.impact]} />
          </li>
        ))}
      </ul>
    </SearchableList>
  );
}

function NewsCard({ article, impactLabel }: { article: NewsArticle; impactLabel: string }) {
  const t = useT(contentMessages);
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={IMPACT_VARIANTS[article.impact]}>
            {t('content.legalNews.impact', { impact: impactLabel })}
          </Badge>
          <Badge variant="outline">{t(NEWS_CATEGORY_LABELS[article.category])}</Badge>
          {article.kind === 'explainer' && (
            <Badge variant="secondary">{t('content.legalNews.explainer')}</Badge>
          )}
        </div>
        <CardTitle asChild className="mt-2 text-xl">
          <h3 id={`news-${article.id}`}>{article.title}</h3>
        </CardTitle>
        <ArticleByline
          by={article.sourceName}
          date={article.date}
          readTime={article.readTime}
          className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground"
        />
      </CardHeader>
      <CardContent className="space-y-4">
        <p>{article.summary}</p>
        <div>
          <h4 className="text-sm font-semibold">{t('content.legalNews.keyPoints')}</h4>
          <BulletList items={article.keyPoints} className="mt-2 list-disc space-y-1 pl-5 text-sm" />
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <span className="text-sm font-semibold">{t('content.legalNews.practiceAreas')}</span>
          {article.practiceAreas.map((area) => (
            <Badge key={area} variant="secondary">
              {area}
            </Badge>
          ))}
        </div>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <a
            href={article.source}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={`news-${article.id}`}
          >
            {t('content.legalNews.fullArticle')}
            <span className="sr-only"> {t('content.common.opensInNewTab')}</span>
          </a>
        </Button>
      </CardFooter>
    </Card>
  );
}
