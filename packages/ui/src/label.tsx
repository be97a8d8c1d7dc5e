import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type LabelProps = ComponentProps<'label'>;

export function Label({ className, ...props }: LabelProps) {
  return (
    // A plain label: Radix's only adds a guard against selecting the text on a double click. Its
    // control is the caller's (`htmlFor`, or a control inside it).
    // eslint-disable-next-line jsx-a11y/label-has-associated-control
    <label
      className={cn(
        'text-sm font-medium leading-none text-foreground',
        'peer-disabled:cursor-not-allowed peer-disabled:opacity-70',
        className,
      )}
      {...props}
    />
  );
}
