import type { ComponentProps } from 'react';
import { Slot } from './slot.tsx';
import { cn } from './cn.ts';

export type TextLinkVariant = 'default' | 'muted';

const variantClasses: Record<TextLinkVariant, string> = {
  default: 'text-primary hover:text-primary-hover',
  muted: 'text-muted-foreground hover:text-foreground',
};

export type TextLinkProps = ComponentProps<'a'> & {
  variant?: TextLinkVariant;
  /** Renders the single child (e.g. react-router's Link) with the link's look. */
  asChild?: boolean;
};

export function TextLink({
  variant = 'default',
  asChild = false,
  className,
  ...props
}: TextLinkProps) {
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      className={cn(
        'rounded-sm font-medium underline underline-offset-4 decoration-1 transition-colors',
        'hover:decoration-2 focus-visible:focus-ring',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
