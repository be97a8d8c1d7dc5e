import { buttonClasses, Button } from '@cld/ui/button';
import { SearchIcon } from '@cld/ui/icons';
import { Input } from '@cld/ui/input';
import { Label } from '@cld/ui/label';
import { useId, useRef, type KeyboardEvent } from 'react';
import { Form } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { cn } from '@cld/ui/cn';

/**
 * The site search's field (issue 22): a GET form to `/search` (`/fr/recherche` on a French page),
 * so it works before the page's JavaScript and the results page has an address to share.
 */
export function SiteSearchForm({
  className,
  onSubmit,
}: {
  className?: string;
  onSubmit?: () => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <Form
      method="get"
      action="/search"
      role="search"
      aria-label={t('nav.searchLabel')}
      className={cn('flex min-w-0 items-end gap-2', className)}
      onSubmit={onSubmit}
    >
      <div className="grid min-w-0 grow gap-1">
        <Label htmlFor={id}>{t('nav.searchLabel')}</Label>
        <Input
          id={id}
          name="q"
          type="search"
          enterKeyHint="search"
          maxLength={200}
          placeholder={t('nav.searchPlaceholder')}
        />
      </div>
      <Button type="submit" className="shrink-0">
        {t('nav.searchSubmit')}
      </Button>
    </Form>
  );
}

/**
 * The header's search: a native disclosure (it opens without JavaScript) whose field appears in a
 * band under the header, so the header's row keeps its width on every screen.
 */
export function HeaderSearch({ className }: { className?: string }) {
  const t = useT();
  const details = useRef<HTMLDetailsElement>(null);
  const summary = useRef<HTMLElement>(null);
  const close = () => {
    if (details.current) details.current.open = false;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !details.current?.open) return;
    close();
    summary.current?.focus();
  };
  return (
    // Escape is a shortcut only: the summary closes it too, as any disclosure.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <details
      ref={details}
      className={cn('group', className)}
      onKeyDown={onKeyDown}
      onToggle={(event) => {
        if (event.currentTarget.open) event.currentTarget.querySelector('input')?.focus();
      }}
    >
      <summary
        ref={summary}
        className={cn(
          buttonClasses({ variant: 'ghost', size: 'icon' }),
          'cursor-pointer list-none group-open:bg-muted [&::-webkit-details-marker]:hidden',
        )}
      >
        <SearchIcon className="size-5" />
        <span className="sr-only">{t('nav.searchOpen')}</span>
      </summary>
      <div className="absolute inset-x-0 top-full border-b border-border bg-background shadow-md">
        <SiteSearchForm className="mx-auto max-w-3xl px-4 py-4 sm:px-6 lg:px-8" onSubmit={close} />
      </div>
    </details>
  );
}
