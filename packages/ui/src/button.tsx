import type { ComponentProps } from 'react';
import { Slot, Slottable } from './slot.tsx';
import { cn } from './cn.ts';
import { SpinnerIcon } from './icons.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive' | 'link';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
  outline: 'border border-input bg-background text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-danger text-danger-foreground hover:bg-danger-hover',
  link: 'text-primary underline-offset-4 hover:underline',
};

const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-10 px-4 text-sm',
  lg: 'h-12 px-6 text-base',
  icon: 'size-10',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors',
    'focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-60',
    'aria-disabled:pointer-events-none aria-disabled:opacity-60 [&_svg]:size-4',
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the single child element (a link, a router Link) with the button's look. */
  asChild?: boolean;
  /** Shows a spinner, marks the button busy and blocks further presses. */
  loading?: boolean;
};

export function Button({
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  const blocked = disabled || loading;
  return (
    <Component
      className={buttonClasses({ variant, size, className })}
      aria-busy={loading || undefined}
      {...(asChild
        ? { 'aria-disabled': blocked || undefined }
        : { type: type ?? 'button', disabled: blocked })}
      {...props}
    >
      {loading && <SpinnerIcon />}
      <Slottable>{children}</Slottable>
    </Component>
  );
}
