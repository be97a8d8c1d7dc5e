import { Button } from '@cld/ui/button';
import { Dialog, DialogContent, DialogTitle } from '@cld/ui/dialog';
import { XIcon } from '@cld/ui/icons';
import type { ReactNode, RefObject } from 'react';
import { useT } from '../../i18n/i18n.ts';

/**
 * The filters on a phone (issue 22): a full-height sheet over the results, the site's Radix dialog
 * (issue 37: focus stays in it, Tab from its last control goes to its first, the page behind is
 * hidden from assistive technology; Escape closes it). Each filter applies as it is chosen, as in
 * the side panel, so the results behind the sheet are already the chosen ones and the sticky "Show N
 * results" names their live count, then closes. Closing by any means gives focus back to the button
 * that opened it. Loaded with the first opening: a wide screen never needs it.
 */
export default function FilterSheet({
  id,
  open,
  onClose,
  opener,
  total,
  children,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  opener: RefObject<HTMLButtonElement | null>;
  /** How many lawyers the chosen filters find; undefined while the count for them loads. */
  total: number | undefined;
  /** The panel, given the sheet's close button for its heading row. */
  children: (closeButton: ReactNode) => ReactNode;
}) {
  const t = useT();

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent
        id={id}
        hideCloseButton
        aria-describedby={undefined}
        className="inset-0 top-0 left-0 flex h-dvh max-h-none w-full max-w-none translate-x-0 translate-y-0 flex-col gap-0 overflow-hidden rounded-none border-0 bg-background p-0 text-foreground shadow-none"
        onOpenAutoFocus={(event) => {
          // The sheet itself, not its first control: a text field would open a phone's keyboard.
          event.preventDefault();
          (event.currentTarget as HTMLElement).focus();
        }}
        onCloseAutoFocus={(event) => {
          // The Filters button is not a Radix trigger (it exists before this code loads).
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        {/* The dialog's name; the panel's own heading is the one people see (not a second one). */}
        <DialogTitle asChild>
          <span className="sr-only">{t('browse.filters.title')}</span>
        </DialogTitle>
        <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-4 pb-6">
          {children(
            <Button
              variant="ghost"
              size="icon"
              className="-mr-2 size-11 shrink-0"
              aria-label={t('browse.filters.close')}
              onClick={onClose}
            >
              <XIcon aria-hidden="true" />
            </Button>,
          )}
        </div>
        <div className="border-t border-border bg-background px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom,0px))]">
          <p role="status" className="sr-only">
            {total === undefined ? '' : t('browse.results.found', { count: total })}
          </p>
          <Button className="h-12 w-full text-base" onClick={onClose}>
            {total === undefined
              ? t('browse.filters.showResultsLoading')
              : t('browse.filters.showResults', { count: total })}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
