import type { ComponentProps } from 'react';
import { Slot } from './slot.tsx';
import { cn } from './cn.ts';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex flex-col rounded-lg border border-border bg-card text-card-foreground shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 p-6 pb-0', className)} {...props} />;
}

export type CardTitleProps = ComponentProps<'h3'> & {
  /** Render the child element (e.g. an h2, or a link inside a heading) with the title's look. */
  asChild?: boolean;
};

/** An h3 by default: pass `asChild` with another heading when the page outline needs it. */
export function CardTitle({ asChild = false, className, ...props }: CardTitleProps) {
  const Component = asChild ? Slot : 'h3';
  return (
    <Component
      className={cn('text-lg font-semibold leading-tight break-words', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-6', className)} {...props} />;
}

export function CardFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex items-center gap-2 p-6 pt-0', className)} {...props} />;
}
