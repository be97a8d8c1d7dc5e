import { FAQ_CATEGORIES, filterFaq, type FaqCategory, type FaqEntry } from '@cld/content/faq';
import { Button } from '@cld/ui/button';
import { cn } from '@cld/ui/cn';
import { ChevronDownIcon } from '@cld/ui/icons';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { FilterButtons } from '../shared/filter-buttons.tsx';
import { RichTextView } from '../shared/rich-text.tsx';
import { SearchField } from '../shared/search-field.tsx';

const DEFAULT_CATEGORY: FaqCategory = 'general';

/**
 * The FAQ: one category at a time with a search over questions and answers. Questions open and
 * close independently, so several can be read side by side.
 */
export function FaqList() {
  const t = useT(contentMessages);
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory>(DEFAULT_CATEGORY);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const entries = filterFaq({ query, category });

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div>
      <div className="space-y-4">
        <SearchField
          label={t('content.faq.searchLabel')}
          placeholder={t('content.faq.searchPlaceholder')}
          value={query}
          onChange={setQuery}
        />
        <FilterButtons
          label={t('content.faq.categoriesLabel')}
          options={FAQ_CATEGORIES.map(({ id, label }) => ({ value: id, label }))}
          value={category}
          onChange={setCategory}
        />
      </div>
      <p role="status" className="mt-4 text-sm text-muted-foreground">
        {t('content.faq.count', { count: entries.length })}
      </p>
      {entries.length === 0 ? (
        <div className="mt-4 rounded-lg border border-dashed border-border p-8 text-center">
          <p className="font-semibold">{t('content.faq.emptyTitle')}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('content.faq.emptyBody')}</p>
          <Button
            type="button"
            variant="outline"
            className="mt-4"
            onClick={() => {
              setQuery('');
              setCategory(DEFAULT_CATEGORY);
            }}
          >
            {t('content.faq.clear')}
          </Button>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {entries.map((entry) => (
            <li key={entry.id}>
              <FaqItem entry={entry} expanded={open.has(entry.id)} onToggle={toggle} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FaqItem({
  entry,
  expanded,
  onToggle,
}: {
  entry: FaqEntry;
  expanded: boolean;
  onToggle: (id: string) => void;
}) {
  const panelId = `faq-${entry.id}`;
  return (
    <div className="rounded-lg border border-border bg-card shadow-sm">
      <h3>
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => onToggle(entry.id)}
          className="flex w-full items-center justify-between gap-4 rounded-lg p-4 text-left font-semibold focus-visible:focus-ring"
        >
          {entry.question}
          <ChevronDownIcon
            aria-hidden="true"
            className={cn('size-5 shrink-0 transition-transform', expanded && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={panelId} hidden={!expanded} className="px-4 pb-5 text-sm">
        <RichTextView content={entry.answer} headingLevel="h4" />
      </div>
    </div>
  );
}
