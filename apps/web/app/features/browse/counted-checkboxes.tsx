import { Checkbox } from '@cld/ui/checkbox';
import { Label } from '@cld/ui/label';
import { useId } from 'react';
import { useFormatters, useT } from '../../i18n/i18n.ts';

/** Checkboxes that each name a filter value and, when known, how many lawyers it finds. */
export function CountedCheckboxes({
  legend,
  items,
  isChecked,
  onToggle,
  labelOf,
  className,
}: {
  legend: string;
  items: readonly { name: string; count?: number }[];
  isChecked: (name: string) => boolean;
  onToggle: (name: string, checked: boolean) => void;
  /** The value's name in the page's language (the value itself is the API's English key). */
  labelOf: (name: string) => string;
  className?: string;
}) {
  const t = useT();
  const format = useFormatters();
  const id = useId();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-3 text-sm font-semibold">{legend}</legend>
      <ul className={`grid gap-2.5 overflow-y-auto pr-1 ${className ?? ''}`}>
        {items.map(({ name, count }, index) => {
          const checkboxId = `${id}-${index}`;
          return (
            <li key={name} className="flex items-center gap-3">
              <Checkbox
                id={checkboxId}
                checked={isChecked(name)}
                onCheckedChange={(checked) => onToggle(name, checked === true)}
              />
              <Label htmlFor={checkboxId} className="flex flex-1 justify-between gap-2 font-normal">
                <span>{labelOf(name)}</span>
                {count !== undefined && (
                  <>
                    {' '}
                    <span className="text-muted-foreground tabular-nums">
                      <span aria-hidden="true">{format.number(count)}</span>
                      <span className="sr-only">{t('browse.filters.lawyerCount', { count })}</span>
                    </span>
                  </>
                )}
              </Label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
