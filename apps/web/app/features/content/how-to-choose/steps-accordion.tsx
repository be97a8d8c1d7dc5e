import type { ChoosingStep } from '@cld/content/choosing-steps';
import { cn } from '@cld/ui/cn';
import { ChevronDownIcon } from '@cld/ui/icons';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { BulletList } from '../shared/bullet-list.tsx';

/**
 * The six steps, one open at a time (spec §2): step 1 starts open, opening a step closes the
 * other, and pressing the open step closes it.
 */
export function StepsAccordion({ steps }: { steps: readonly ChoosingStep[] }) {
  const t = useT(contentMessages);
  const baseId = useId();
  const [open, setOpen] = useState<number | null>(steps[0]?.step ?? null);
  return (
    <ol className="space-y-3">
      {steps.map((step) => {
        const expanded = open === step.step;
        const panelId = `${baseId}-step-${step.step}`;
        return (
          <li key={step.step} className="rounded-lg border border-border bg-card shadow-sm">
            <h3>
              <button
                type="button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : step.step)}
                className="flex w-full items-center gap-4 rounded-lg p-4 text-left focus-visible:focus-ring"
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'grid size-9 shrink-0 place-items-center rounded-full font-bold',
                    expanded ? 'bg-primary text-primary-foreground' : 'bg-muted text-foreground',
                  )}
                >
                  {step.step}
                </span>
                <span className="flex-1 font-semibold">
                  <span className="sr-only">
                    {t('content.howToChoose.stepNumber', { step: step.step })}{' '}
                  </span>
                  {step.title}
                </span>
                <ChevronDownIcon
                  aria-hidden="true"
                  className={cn('size-5 shrink-0 transition-transform', expanded && 'rotate-180')}
                />
              </button>
            </h3>
            <div id={panelId} hidden={!expanded} className="px-4 pb-5 sm:pl-17">
              <p>{step.description}</p>
              {step.tips.length > 0 && (
                <>
                  <p className="mt-3 text-sm font-semibold">{t('content.howToChoose.tips')}</p>
                  <BulletList
                    items={step.tips}
                    className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-foreground"
                  />
                </>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
