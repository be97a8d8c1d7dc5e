import type { ComponentProps } from 'react';
import { Avatar as AvatarPrimitive } from 'radix-ui';
import { cn } from './cn.ts';

/** "Marie-Ève Côté" → "MC": first letters of the first and last words, at most two. */
export function getInitials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  const first = words[0];
  if (!first) return '';
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last]
    .filter((word): word is string => word !== undefined)
    .map((word) => Array.from(word).find((char) => /\p{L}/u.test(char)) ?? '')
    .join('')
    .toLocaleUpperCase();
}

export type AvatarSize = 'sm' | 'md' | 'lg' | 'xl';

const sizeClasses: Record<AvatarSize, string> = {
  sm: 'size-8 text-xs',
  md: 'size-10 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-24 text-2xl',
};

export type AvatarProps = Omit<ComponentProps<typeof AvatarPrimitive.Root>, 'children'> & {
  /** The person's name: the image's alternative text and the source of the initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /** Hide it from assistive technology when the name is already written beside it. */
  decorative?: boolean;
};

export function Avatar({
  name,
  src,
  size = 'md',
  decorative = false,
  className,
  ...props
}: AvatarProps) {
  return (
    <AvatarPrimitive.Root
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full',
        sizeClasses[size],
        className,
      )}
      {...props}
    >
      {src && <AvatarPrimitive.Image src={src} alt={name} className="size-full object-cover" />}
      <AvatarPrimitive.Fallback
        // A name's initials: in no language, not for translators.
        translate="no"
        {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
        className="grid size-full place-items-center bg-primary-subtle font-semibold text-primary-subtle-foreground"
      >
        {getInitials(name)}
      </AvatarPrimitive.Fallback>
    </AvatarPrimitive.Root>
  );
}
