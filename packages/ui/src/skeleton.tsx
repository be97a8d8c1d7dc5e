import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/**
 * A placeholder block while content loads. It is hidden from assistive technology: mark the
 * loading region itself with aria-busy and a status text.
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-secondary motion-reduce:animate-none', className)}
      {...props}
    />
  );
}

/**
 * Placeholder lines, one `Skeleton` per class list in `lines` (its height and width); inside a
 * `<div>` of `className` when given, else as they are.
 */
export function SkeletonLines({
  lines,
  className,
}: {
  lines: readonly string[];
  className?: string;
}) {
  const blocks = lines.map((line, index) => <Skeleton key={index} className={line} />);
  return className ? <div className={className}>{blocks}</div> : <>{blocks}</>;
}
