import type { FaqCategory, FaqEntry } from '@cld/content/faq';
import { filterFaqEntries } from '@cld/content/list-filters';
import { cn } from '@cld/ui/cn';
import { ChevronDownIcon } from '@cld/ui/icons';
import { useState } from 'react';
import { RichTextView } from '../shared/rich-text.tsx';
import { SearchableList } from '../shared/searchable-list.tsx';

const DEFAULT_CATEGORY: FaqCategory = 'general';

/**
 * The FAQ: one category at a time with a search over questions and answers. Questions open and
 * close independently, so several can be read side by side.
 */
export function FaqList({
  entries: all,
  categories,
}: {
  entries: readonly FaqEntry[];
  categories: readonly { id: FaqCategory; label: string }[];
}) {
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState<FaqCategory>(DEFAULT_CATEGORY);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const entries = filterFaqEntries(all, { query, category });

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <SearchableList
      section="faq"
      query={query}
      onQuery={setQuery}
      category={category}
      categories={categories.map(({ id, label }) => ({ value: id, label }))}
      onCategory={setCategory}
      count={entries.length}
      onClear={() => {
        setQuery('');
        setCategory(DEFAULT_CATEGORY);
      }}
    >
      <ul className="mt-4 space-y-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <FaqItem entry={entry} expanded={open.has(entry.id)} onToggle={toggle} />
          </li>
        ))}
      </ul>
    </SearchableList>
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
