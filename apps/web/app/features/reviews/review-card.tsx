import type { ReactNode } from 'react';
import { Stars } from './stars.tsx';

/**
 * One review as the profile's list and the lawyer's own list show it: its stars, when it was
 * written and `badges` on the first line, its text, then `children` (the reply, what can be done).
 */
export function ReviewCard({
  rating,
  writtenOn,
  text,
  badges,
  children,
}: {
  rating: number;
  writtenOn: string;
  text: string;
  badges?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <article className="grid gap-2 rounded-lg border border-border p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars rating={rating} />
        <span className="text-sm text-muted-foreground">{writtenOn}</span>
        {badges}
      </div>
      <p className="leading-relaxed whitespace-pre-line break-words">{text}</p>
      {children}
    </article>
  );
}
