import { Badge } from '@cld/ui/badge';
import { Button } from '@cld/ui/button';
import { Card } from '@cld/ui/card';
import { SearchIcon } from '@cld/ui/icons';
import { Input } from '@cld/ui/input';
import { Label } from '@cld/ui/label';
import { Skeleton } from '@cld/ui/skeleton';
import { TextLink } from '@cld/ui/link';
import { useId } from 'react';
import { Form } from '../../lib/links/index.ts';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { siteSearchMessages } from '../../i18n/namespaces.ts';
import { useApiQuery } from '../../lib/api/api.ts';
import { useNames } from '../reference/index.ts';
import {
  CompareBar,
  LawyerCard,
  NoResults,
  SearchChips,
  currentInterpretation,
  searchChips,
  searchedAreasOf,
  type SearchParts,
} from '../lawyers/index.ts';
import { withoutChip } from '../lawyers/chip-removal.ts';
import type { ContentResult, SnippetPart } from './content-results.ts';
import { siteSearchLawyersQuery } from './queries.ts';
import { SKIP_LINK_CLASS } from '../layout/index.ts';

/** `/search?q=`: the directory's lawyers and the site's guides, answers and articles at once. */
export function SearchPage({ query, content }: { query: string; content: ContentResult[] }) {
  const t = useT(siteSearchMessages);
  const core = useT();
  const id = useId();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      {query && (
        // Past the search form in one key press (issue 37).
        <a href="#results" className={SKIP_LINK_CLASS}>
          {core('site.skipToResults')}
        </a>
      )}
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
        {query ? t('siteSearch.titleFor', { query }) : t('siteSearch.title')}
      </h1>
      {!query && <p className="mt-3 text-muted-foreground">{t('siteSearch.intro')}</p>}
      <Form method="get" action="/search" role="search" className="mt-6 flex max-w-2xl gap-2">
        <Label htmlFor={id} className="sr-only">
          {t('siteSearch.label')}
        </Label>
        <div className="relative grow">
          <SearchIcon className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input
            key={query}
            id={id}
            name="q"
            type="search"
            enterKeyHint="search"
            defaultValue={query}
            placeholder={t('siteSearch.placeholder')}
            className="h-12 pl-11 text-base"
          />
        </div>
        <Button type="submit" className="h-12">
          {t('siteSearch.submit')}
        </Button>
      </Form>
      {query && <Results query={query} content={content} />}
    </div>
  );
}

/** The site search's text as a lawyer search: no explicit filters, only words. */
const partsOf = (search: string): SearchParts => ({
  search,
  practiceAreas: [],
  province: '',
  city: '',
  languages: [],
  location: '',
  experience: 0,
  verified: false,
});

function Results({ query, content }: { query: string; content: ContentResult[] }) {
  const result = useLawyerSearch(query);
  const interpretation = currentInterpretation(query, result.data?.body.interpretation);
  // A question about the law ("duty counsel") leads with the guides; a search that names a
  // practice area, a place or a language, or nothing but a name, leads with the lawyers.
  const understood =
    interpretation !== null &&
    (interpretation.practiceAreas.length > 0 ||
      interpretation.city !== null ||
      interpretation.province !== null ||
      interpretation.languages.length > 0);
  const guidesFirst = content.length > 0 && !understood;
  const lawyers = <LawyerResults key="lawyers" query={query} result={result} />;
  const guides = <ContentResults key="guides" query={query} results={content} />;
  return (
    <div className="mt-10 grid grid-cols-1 gap-12 [&>*]:min-w-0">
      {guidesFirst ? [guides, lawyers] : [lawyers, guides]}
    </div>
  );
}

function LawyerResults({
  query,
  result,
}: {
  query: string;
  result: ReturnType<typeof useLawyerSearch>;
}) {
  const t = useT(siteSearchMessages);
  const browseAll = `/browse-lawyers?${new URLSearchParams({ search: query })}`;
  const parts = partsOf(query);
  const interpretation = currentInterpretation(query, result.data?.body.interpretation);
  const names = useNames();
  const chips = searchChips(parts, interpretation, names.province);
  const hrefOf = (chip: (typeof chips)[number]) => {
    const rest = withoutChip(parts, chip, interpretation).search;
    return rest ? `/search?${new URLSearchParams({ q: rest })}` : '/search';
  };
  return (
    <section
      id="results"
      tabIndex={-1}
      aria-labelledby="search-lawyers"
      className="focus:outline-none"
    >
      <h2 id="search-lawyers" className="text-2xl font-semibold">
        {t('siteSearch.lawyers.title')}
      </h2>
      {result.isPending ? (
        <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-56" />
          ))}
        </div>
      ) : result.isError ? (
        <p role="alert" className="mt-4 text-danger">
          {t('siteSearch.lawyers.error')}
        </p>
      ) : result.data.body.total === 0 ? (
        <div className="mt-4">
          <SearchChips chips={chips} remove={{ hrefOf }} />
          <NoResults chips={chips} suggestions={result.data.body.suggestions ?? []}>
            <Button asChild variant="outline">
              <Link to="/browse-lawyers">{t('siteSearch.lawyers.browse')}</Link>
            </Button>
          </NoResults>
        </div>
      ) : (
        <>
          <div className="mt-4">
            <SearchChips chips={chips} remove={{ hrefOf }} />
          </div>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {result.data.body.lawyers.map((lawyer) => (
              <li key={lawyer.id} className="grid grid-cols-1">
                <LawyerCard lawyer={lawyer} layout="grid" searchedAreas={searchedAreasOf(chips)} />
              </li>
            ))}
          </ul>
          <p className="mt-4">
            <TextLink asChild>
              <Link to={browseAll}>
                {t('siteSearch.lawyers.seeAll', { count: result.data.body.total })}
              </Link>
            </TextLink>
          </p>
          <CompareBar />
        </>
      )}
    </section>
  );
}

function ContentResults({ query, results }: { query: string; results: ContentResult[] }) {
  const t = useT(siteSearchMessages);
  return (
    <section aria-labelledby="search-content">
      <h2 id="search-content" className="text-2xl font-semibold">
        {t('siteSearch.content.title')}
      </h2>
      {results.length === 0 ? (
        <p className="mt-4 text-muted-foreground">{t('siteSearch.content.none', { query })}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {results.map((result) => (
            <li key={`${result.path}:${result.title}`}>
              <Card className="gap-2 p-5">
                <Badge variant="secondary" className="w-fit">
                  {t(`siteSearch.content.kinds.${result.kind}`)}
                </Badge>
                <h3 className="text-lg font-semibold">
                  <TextLink asChild>
                    <Link to={result.path}>{result.title}</Link>
                  </TextLink>
                </h3>
                <Snippet parts={result.snippet} />
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The passage that matched, the query's words marked. */
function Snippet({ parts }: { parts: SnippetPart[] }) {
  return (
    <p className="text-muted-foreground">
      {parts.map((part, index) =>
        part.match ? (
          <mark key={index} className="rounded-sm bg-primary-subtle px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}

function useLawyerSearch(query: string) {
  return useApiQuery((api) => api.lawyers.search, siteSearchLawyersQuery(query));
}
