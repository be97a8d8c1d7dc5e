import { useState, type ComponentProps } from 'react';
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

export type AvatarProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** The person's name: the avatar's accessible name and the source of the initials. */
  name: string;
  src?: string | null;
  size?: AvatarSize;
  /**
   * The photo's own size in pixels (square), written as its `width` and `height` so the browser
   * knows its shape before it loads; CSS scales it to the avatar.
   */
  photoSize?: number;
  /** Hide it from assistive technology when the name is already written beside it. */
  decorative?: boolean;
};

/**
 * A person's photo over their initials. Written here rather than with Radix's Avatar (1.5 KB gz
 * with its context helpers, on every page that lists lawyers: decision 032): the initials are
 * always there underneath, the photo covers them once it has loaded and is removed if it fails
 * (also when it failed before hydration), and the avatar is one image named after the person
 * whichever shows, so a screen reader hears the name once.
 */
export function Avatar({
  name,
  src,
  size = 'md',
  photoSize,
  decorative = false,
  className,
  ...props
}: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const photo = src && failed !== src ? src : null;
  return (
    <span
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
      className={cn(
        'relative inline-flex shrink-0 overflow-hidden rounded-full',
        sizeClasses[size],
        className,
      )}
      {...props}
    >
      <span
        // A name's initials: in no language, not for translators.
        translate="no"
        aria-hidden
        className="grid size-full place-items-center bg-primary-subtle font-semibold text-primary-subtle-foreground"
      >
        {getInitials(name)}
      </span>
      {photo && (
        <img
          src={photo}
          alt=""
          width={photoSize}
          height={photoSize}
          ref={(image) => {
            // Failed before React was listening (the server's HTML): the error event is gone.
            if (image?.complete && image.naturalWidth === 0) setFailed(photo);
          }}
          onError={() => setFailed(photo)}
          className="absolute inset-0 size-full object-cover"
        />
      )}
    </span>
  );
}
