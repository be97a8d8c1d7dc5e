import { Button } from '@cld/ui/button';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { FilterButtons } from './filter-buttons.tsx';
import { SearchField } from './search-field.tsx';

/**
 * A content list searched by words and narrowed to one category, with its count announced: the
 * list itself, or when nothing matches, a note and a button that clears both. Its texts are the
 * section's own `content.<section>` messages.
 */
export function SearchableList<C extends string>({
  section,
  query,
  onQuery,
  category,
  categories,
  onCategory,
  count,
  onClear,
  children,
}: {
  section: 'faq' | 'legalNews';
  query: string;
  onQuery: (query: string) => void;
  category: C;
  categories: readonly { value: C; label: string }[];
  onCategory: (category: C) => void;
  count: number;
  onClear: () => void;
  children: ReactNode;
}) {
  const t = useT(contentMessages);
  return (
    <div>
      <div className="space-y-4">
        <SearchField
          label={t(`content.${section}.searchLabel`)}
          placeholder={t(`content.${section}.searchPlaceholder`)}
          value={query}
          onChange={onQuery}
        />
        <FilterButtons
          label={t(`content.${section}.categoriesLabel`)}
          options={categories}
          value={category}
          onChange={onCategory}
        />
      </div>
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {t(`content.${section}.count`, { count })}
      </p>
      {count === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-border p-8 text-center">
          <p className="font-semibold">{t(`content.${section}.emptyTitle`)}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t(`content.${section}.emptyBody`)}</p>
          <Button type="button" variant="outline" className="mt-4" onClick={onClear}>
            {t(`content.${section}.clear`)}
          </Button>
        </div>
      ) : (
        children
      )}
    </div>
  );
}
