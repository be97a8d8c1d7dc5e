import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

/** Shared look of single-line and multi-line text fields. */
export const textFieldClasses = cn(
  'w-full rounded-md border border-input bg-background px-3 text-base text-foreground sm:text-sm',
  'placeholder:text-muted-foreground focus-visible:focus-ring focus-visible:border-ring',
  'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
);

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        textFieldClasses,
        'h-10 file:mr-3 file:border-0 file:bg-transparent file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
