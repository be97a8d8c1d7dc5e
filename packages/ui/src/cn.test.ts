import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins conditional class names like clsx', () => {
    expect(cn('a', false, undefined, ['b', { c: true, d: false }])).toBe('a b c');
  });

  // The overrides the site's pages make (collected from every cn() call of the pages, the web
  // tests and the stories, and checked against tailwind-merge's output when it was replaced).
  it.each([
    [
      'inline-flex h-9 px-3 text-sm hidden sm:inline-flex',
      'h-9 px-3 text-sm hidden sm:inline-flex',
    ],
    ['flex bg-card grid gap-3 p-6', 'bg-card grid gap-3 p-6'],
    ['h-10 px-4 text-sm h-12', 'px-4 text-sm h-12'],
    ['h-9 px-3 text-sm h-auto px-0', 'text-sm h-auto px-0'],
    [
      'bg-primary text-primary-foreground hover:bg-primary-hover h-12 bg-accent text-accent-foreground hover:bg-accent-hover',
      'h-12 bg-accent text-accent-foreground hover:bg-accent-hover',
    ],
    ['border-input bg-background border-white/40 bg-transparent', 'border-white/40 bg-transparent'],
    ['text-sm font-medium font-normal', 'text-sm font-normal'],
    ['text-sm text-muted-foreground text-base', 'text-muted-foreground text-base'],
    ['text-lg leading-tight font-semibold text-2xl', 'font-semibold text-2xl'],
    ['size-4 shrink-0 size-5 text-primary', 'shrink-0 size-5 text-primary'],
    ['rounded-md bg-secondary h-6 w-24 rounded-full', 'bg-secondary h-6 w-24 rounded-full'],
    ['shadow-sm p-6 shadow-md sm:p-8', 'p-6 shadow-md sm:p-8'],
    ['grid gap-1.5 p-6 pb-0 pb-6', 'grid gap-1.5 p-6 pb-6'],
    ['mt-4 rounded-md mt-6', 'rounded-md mt-6'],
    ['w-full disabled:bg-muted w-auto min-w-40', 'disabled:bg-muted w-auto min-w-40'],
    ['justify-center w-full justify-between lg:hidden', 'w-full justify-between lg:hidden'],
    [
      'underline decoration-1 text-primary hover:text-primary-hover text-slate-200 hover:text-white',
      'underline decoration-1 text-slate-200 hover:text-white',
    ],
  ])('lets a later class win: %s', (input, expected) => {
    expect(cn(input)).toBe(expected);
  });

  it.each([
    // Size and colour, weight and family, width and colour are different properties.
    'text-sm text-primary',
    'font-semibold font-mono',
    'border border-input',
    'border-2 border-b-primary',
    'shadow-sm shadow-primary',
    'ring-2 ring-ring ring-offset-2',
    'flex flex-1 flex-col flex-wrap',
    'bg-primary bg-gradient-to-r bg-cover',
    'px-4 pt-2',
    'overflow-hidden overflow-x-auto',
    'underline underline-offset-4 decoration-2',
    'rounded-md rounded-t-none',
    'items-center justify-between justify-items-start',
    'peer group focus-visible:focus-ring checkbox-marks',
  ])('keeps classes that do not conflict: %s', (input) => {
    expect(cn(input)).toBe(input);
  });

  it('a shorthand overrides the sides before it, not after', () => {
    expect(cn('px-2 pt-1 p-4')).toBe('p-4');
    expect(cn('p-4 px-2')).toBe('p-4 px-2');
    expect(cn('size-4 w-6')).toBe('size-4 w-6');
    expect(cn('w-6 h-2 size-4')).toBe('size-4');
    expect(cn('border-x border-2')).toBe('border-2');
    expect(cn('rounded-t-md rounded-lg')).toBe('rounded-lg');
    expect(cn('top-0 left-0 inset-2')).toBe('inset-2');
  });

  it('compares classes under the same variants and importance only', () => {
    expect(cn('hover:bg-muted bg-card hover:bg-accent')).toBe('bg-card hover:bg-accent');
    expect(cn('sm:p-4 p-2')).toBe('sm:p-4 p-2');
    expect(cn('data-[state=active]:shadow-sm data-[state=active]:shadow-none')).toBe(
      'data-[state=active]:shadow-none',
    );
    expect(cn('!p-2 p-4')).toBe('!p-2 p-4');
    expect(cn('-mt-2 mt-4')).toBe('mt-4');
  });

  it('answers a repeated call from its cache with the same result', () => {
    const first = cn('h-10 px-4', { 'h-12': true });
    expect(cn('h-10 px-4', { 'h-12': true })).toBe(first);
    expect(first).toBe('px-4 h-12');
  });

  it('stays correct after its caches fill and are emptied', () => {
    for (let i = 0; i < 2_500; i++) expect(cn(`w-${i}`, 'w-full')).toBe('w-full');
    expect(cn('p-4 px-2')).toBe('p-4 px-2');
    expect(cn('px-2 p-4')).toBe('p-4');
  });
});
