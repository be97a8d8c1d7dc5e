import type { MouseEvent, ReactNode } from 'react';
import { cn } from './cn.ts';
import { ChevronLeftIcon, ChevronRightIcon } from './icons.tsx';

/** Spec §9: at most five page numbers. */
export const MAX_PAGE_NUMBERS = 5;

/** The page numbers to show: a window of at most `size` pages kept around the current one. */
export function getPageWindow({
  page,
  pageCount,
  size = MAX_PAGE_NUMBERS,
}: {
  page: number;
  pageCount: number;
  size?: number;
}): number[] {
  if (pageCount < 1) return [];
  const current = Math.min(Math.max(page, 1), pageCount);
  const length = Math.min(size, pageCount);
  const start = Math.min(Math.max(current - Math.floor(length / 2), 1), pageCount - length + 1);
  return Array.from({ length }, (_, index) => start + index);
}

export type PaginationProps = {
  page: number;
  pageCount: number;
  /** URL of a page: pages become real links that work without JavaScript and for crawlers. */
  getHref?: (page: number) => string;
  /** Called on a plain click; with getHref, the link's navigation is replaced by this call. */
  onPageChange?: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
  /** Accessible name of a page number, e.g. "Page 3". */
  getPageLabel?: (page: number) => string;
  /** Accessible name of the navigation landmark. */
  label?: string;
  className?: string;
};

function isPlainLeftClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

const itemClasses = cn(
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-md px-3 text-sm font-medium',
  'transition-colors focus-visible:focus-ring',
);

function PageControl({
  target,
  current,
  disabled,
  label,
  getHref,
  onPageChange,
  className,
  children,
}: {
  target: number;
  current?: boolean;
  disabled?: boolean;
  label?: string;
  getHref?: (page: number) => string;
  onPageChange?: (page: number) => void;
  className: string;
  children: ReactNode;
}) {
  if (disabled) {
    return (
      <span aria-disabled="true" className={cn(itemClasses, 'text-muted-foreground', className)}>
        {children}
      </span>
    );
  }
  const common = {
    'aria-label': label,
    'aria-current': current ? ('page' as const) : undefined,
    className: cn(
      itemClasses,
      current
        ? 'bg-primary text-primary-foreground hover:bg-primary-hover'
        : 'text-foreground hover:bg-muted',
      className,
    ),
  };
  if (getHref) {
    return (
      <a
        {...common}
        href={getHref(target)}
        onClick={(event) => {
          if (!onPageChange || !isPlainLeftClick(event)) return;
          event.preventDefault();
          onPageChange(target);
        }}
      >
        {children}
      </a>
    );
  }
  return (
    <button {...common} type="button" onClick={() => onPageChange?.(target)}>
      {children}
    </button>
  );
}

/** Page navigation; renders nothing when everything fits on one page. */
export function Pagination({
  page,
  pageCount,
  getHref,
  onPageChange,
  previousLabel = 'Previous',
  nextLabel = 'Next',
  getPageLabel = (target) => `Page ${target}`,
  label = 'Pagination',
  className,
}: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  const link = { getHref, onPageChange };
  return (
    <nav aria-label={label} className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <PageControl {...link} target={current - 1} disabled={current === 1} className="pl-2">
            <ChevronLeftIcon />
            <span className="sr-only sm:not-sr-only">{previousLabel}</span>
          </PageControl>
        </li>
        {getPageWindow({ page: current, pageCount }).map((target) => (
          <li key={target}>
            <PageControl
              {...link}
              target={target}
              current={target === current}
              label={getPageLabel(target)}
              className=""
            >
              {target}
            </PageControl>
          </li>
        ))}
        <li>
          <PageControl
            {...link}
            target={current + 1}
            disabled={current === pageCount}
            className="pr-2"
          >
            <span className="sr-only sm:not-sr-only">{nextLabel}</span>
            <ChevronRightIcon />
          </PageControl>
        </li>
      </ul>
    </nav>
  );
}
