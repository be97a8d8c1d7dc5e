import { Button } from '@cld/ui/button';
import { XIcon } from '@cld/ui/icons';
import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { useT } from '../../i18n/i18n.ts';

/**
 * The filters on a phone (issue 22): a full-height sheet over the results, a native modal
 * `<dialog>` (the browser traps focus, makes the page behind it inert and closes it on Escape; no
 * library in the page's first load). Each filter applies as it is chosen, as in the side panel, so
 * the results behind the sheet are already the chosen ones and the sticky "Show N results" names
 * their live count, then closes. Closing by any means gives focus back to the button that opened it.
 * Loaded with the first opening: a wide screen never needs it.
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
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-label={t('browse.filters.title')}
      // Escape, the close button and "Show N results" all end here.
      onClose={() => {
        onClose();
        opener.current?.focus();
      }}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none flex-col overflow-hidden bg-background p-0 text-foreground backdrop:bg-black/50 open:flex"
    >
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-4 pt-4 pb-6">
        {open &&
          children(
            <Button
              variant="ghost"
              size="icon"
              className="-mr-2 size-11 shrink-0"
              aria-label={t('browse.filters.close')}
              onClick={() => dialog.current?.close()}
            >
              <XIcon aria-hidden="true" />
            </Button>,
          )}
      </div>
      <div className="border-t border-border bg-background px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom,0px))]">
        <p role="status" className="sr-only">
          {total === undefined ? '' : t('browse.results.found', { count: total })}
        </p>
        <Button className="h-12 w-full text-base" onClick={() => dialog.current?.close()}>
          {total === undefined
            ? t('browse.filters.showResultsLoading')
            : t('browse.filters.showResults', { count: total })}
        </Button>
      </div>
    </dialog>
  );
}
