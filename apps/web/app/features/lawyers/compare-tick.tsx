import { Checkbox } from '@cld/ui/checkbox';
import { Label } from '@cld/ui/label';
import { MAX_COMPARED_LAWYERS } from '@cld/reference/lawyer-search';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { cn } from '@cld/ui/cn';
import { setCompared, useComparedLawyers, type ComparedLawyer } from './compare-selection.ts';

/**
 * "Compare" on a card or a saved lawyer (issue 37): ticks the lawyer for the compare view. With
 * three ticked, the others' boxes are disabled and say why.
 */
export function CompareTick({ lawyer, className }: { lawyer: ComparedLawyer; className?: string }) {
  const t = useT();
  const id = useId();
  const compared = useComparedLawyers();
  const ticked = compared.some((entry) => entry.id === lawyer.id);
  const full = !ticked && compared.length >= MAX_COMPARED_LAWYERS;
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Checkbox
        id={id}
        checked={ticked}
        disabled={full}
        aria-label={t('lawyerCard.compareName', { name: lawyer.name })}
        aria-describedby={full ? `${id}-full` : undefined}
        onCheckedChange={(checked) => setCompared(lawyer, checked)}
      />
      <Label htmlFor={id} className={cn('text-sm font-normal', full && 'text-muted-foreground')}>
        {t('lawyerCard.compare')}
      </Label>
      {full && (
        <span id={`${id}-full`} className="sr-only">
          {t('lawyerCard.compareFull')}
        </span>
      )}
    </div>
  );
}
