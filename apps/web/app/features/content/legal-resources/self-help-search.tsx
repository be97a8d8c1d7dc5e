import { searchSelfHelpCategories } from '@cld/content/list-filters';
import type { Availability, SelfHelpCategory } from '@cld/content/self-help';
import { Badge } from '@cld/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@cld/ui/card';
import {
  BookIcon,
  BriefcaseIcon,
  MapPinIcon,
  ScaleIcon,
  ShieldCheckIcon,
  UsersIcon,
} from '@cld/ui/icons';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { ExternalLink } from '../shared/external-link.tsx';
import { SearchField } from '../shared/search-field.tsx';

const ICONS: Record<SelfHelpCategory['icon'], typeof BookIcon> = {
  map: MapPinIcon,
  book: BookIcon,
  family: UsersIcon,
  scale: ScaleIcon,
  'helping-hand': BriefcaseIcon,
  shield: ShieldCheckIcon,
};

/** Self-help resources, filtered as you type on category, resource name and description. */
export function SelfHelpSearch({
  categories: all,
  availabilityLabels,
}: {
  categories: readonly SelfHelpCategory[];
  /** Each availability key as the page's language says it. */
  availabilityLabels: Record<Availability, string>;
}) {
  const t = useT(contentMessages);
  const [query, setQuery] = useState('');
  const categories = searchSelfHelpCategories(all, query);
  const count = categories.reduce((sum, category) => sum + category.resources.length, 0);
  return (
    <div>
      <SearchField
        label={t('content.legalResources.selfHelpSearchLabel')}
        placeholder={t('content.legalResources.selfHelpSearchPlaceholder')}
        value={query}
        onChange={setQuery}
        className="max-w-xl"
      />
      <p role="status" className="mt-3 text-sm text-muted-foreground">
        {query.trim() ? t('content.legalResources.selfHelpCount', { count }) : ''}
      </p>
      {categories.length === 0 ? (
        <p className="mt-4 rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">
          {t('content.legalResources.selfHelpEmpty')}
        </p>
      ) : (
        <ul className="mt-4 grid gap-5 lg:grid-cols-2">
          {categories.map((category) => {
            const Icon = ICONS[category.icon];
            return (
              <li key={category.slug}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle className="flex items-center gap-2">
                      <Icon aria-hidden="true" className="size-5 text-primary" />
                      {category.category}
                    </CardTitle>
                  </CardHeader>
                  <CardContent>
                    <ul className="divide-y divide-border">
                      {category.resources.map((resource) => (
                        <li
                          key={resource.url + resource.name}
                          className="py-3 first:pt-0 last:pb-0"
                        >
                          <ExternalLink href={resource.url}>{resource.name}</ExternalLink>
                          <p className="mt-1 text-sm text-muted-foreground">
                            {resource.description}
                          </p>
                          <Badge variant="outline" className="mt-2">
                            {availabilityLabels[resource.availability]}
                          </Badge>
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
