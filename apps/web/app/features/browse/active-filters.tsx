import { Button } from '@cld/ui/button';
import { XIcon } from '@cld/ui/icons';
import { useT } from '../../i18n/i18n.ts';
import { type BrowseState, changeFilters } from './browse-params.ts';

/** The free-text filters that have no control in the panel, removable one by one. */
export function ActiveFilters({
  state,
  onChange,
}: {
  state: BrowseState;
  onChange: (next: BrowseState) => void;
}) {
  const t = useT();
  const chips: { key: string; label: string; clear: () => void }[] = [];
  if (state.search) {
    chips.push({
      key: 'search',
      label: t('browse.filters.searchChip', { search: state.search }),
      clear: () => onChange(changeFilters(state, { search: '' })),
    });
  }
  if (state.location) {
    chips.push({
      key: 'location',
      label: t('browse.filters.location', { location: state.location }),
      clear: () => onChange(changeFilters(state, { location: '' })),
    });
  }
  if (chips.length === 0) return null;
  return (
    <ul className="mb-4 flex flex-wrap gap-2">
      {chips.map((chip) => (
        <li key={chip.key}>
          <Button
            variant="secondary"
            size="sm"
            className="rounded-full"
            aria-label={t('browse.filters.removeFilter', { name: chip.label })}
            onClick={chip.clear}
          >
            {chip.label}
            <XIcon />
          </Button>
        </li>
      ))}
    </ul>
  );
}
