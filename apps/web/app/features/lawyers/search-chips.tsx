import { Button } from '@cld/ui/button';
import { XIcon } from '@cld/ui/icons';
import { useId } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useT, type Translate } from '../../i18n/i18n.ts';
import { useNames } from '../reference/index.ts';
import type { SearchChip } from './understood.ts';

/** Names of stored values in the page's language (`useNames`); as stored without them. */
interface ChipNames {
  practiceArea: (name: string) => string;
  city: (name: string) => string;
  language: (name: string) => string;
}

export function chipLabel(t: Translate, chip: SearchChip, names?: ChipNames): string {
  switch (chip.kind) {
    case 'practiceArea':
      return names ? names.practiceArea(chip.value) : chip.value;
    case 'city':
      return names ? names.city(chip.value) : chip.value;
    case 'language':
      return names ? names.language(chip.value) : chip.value;
    case 'text':
      return t('lawyerSearch.chips.text', { text: chip.value });
    case 'location':
      return t('lawyerSearch.chips.location', { location: chip.value });
    case 'experience':
      return t('lawyerSearch.chips.experience', { count: Number(chip.value) });
    case 'verified':
      return t('lawyerSearch.chips.verified');
    default:
      return chip.value;
  }
}

/**
 * The search as removable chips ("Family Law × · Toronto × · Punjabi ×"): buttons where the page
 * changes in place (browse), links where a removal is another address (site search).
 */
export function SearchChips({
  chips,
  remove,
}: {
  chips: SearchChip[];
  remove: ((chip: SearchChip) => void) | { hrefOf: (chip: SearchChip) => string };
}) {
  const t = useT();
  const names = useNames();
  const id = useId();
  if (chips.length === 0) return null;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <span id={id} className="text-sm text-muted-foreground">
        {t('lawyerSearch.chips.label')}
      </span>
      <ul aria-labelledby={id} className="flex flex-wrap gap-2">
        {chips.map((chip) => {
          const label = chipLabel(t, chip, names);
          const content = (
            <>
              <span className="max-w-64 min-w-0 truncate">{label}</span>
              <XIcon aria-hidden="true" />
            </>
          );
          const name = t('lawyerSearch.chips.remove', { name: label });
          return (
            <li key={chip.key} className="max-w-full">
              {typeof remove === 'function' ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="max-w-full rounded-full"
                  aria-label={name}
                  onClick={() => remove(chip)}
                >
                  {content}
                </Button>
              ) : (
                <Button asChild variant="secondary" size="sm" className="max-w-full rounded-full">
                  <Link to={remove.hrefOf(chip)} aria-label={name}>
                    {content}
                  </Link>
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
