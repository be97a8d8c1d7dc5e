import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type BadgeVariant =
  'default' | 'secondary' | 'outline' | 'accent' | 'success' | 'warning' | 'destructive';

const variantClasses: Record<BadgeVariant, string> = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-secondary text-secondary-foreground',
  outline: 'border-input text-foreground',
  accent: 'border-transparent bg-accent text-accent-foreground',
  success: 'border-transparent bg-success-subtle text-success-subtle-foreground',
  warning: 'border-transparent bg-warning-subtle text-warning-subtle-foreground',
  destructive: 'border-transparent bg-danger-subtle text-danger-subtle-foreground',
};

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        '[&_svg]:size-3',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
