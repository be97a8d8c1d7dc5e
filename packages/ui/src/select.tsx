import type { ComponentProps, ReactNode } from 'react';
import { cn } from './cn.ts';

export type SelectProps = ComponentProps<'select'> & {
  /** A first, unselectable option shown until the user picks one. */
  placeholder?: string;
};

/**
 * A styled native select: it works without JavaScript, renders on the server and opens the
 * platform's own picker on phones.
 */
export function Select({
  placeholder,
  className,
  children,
  value,
  defaultValue,
  ...props
}: SelectProps) {
  // An uncontrolled select with a placeholder starts on the placeholder, not the first option.
  const initial = placeholder !== undefined && value === undefined && defaultValue === undefined;
  return (
    <select
      className={cn(
        'h-10 w-full appearance-none rounded-md border border-input bg-background pl-3 pr-10',
        'select-chevron text-base text-foreground sm:text-sm',
        'focus-visible:focus-ring focus-visible:border-ring',
        'disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70',
        'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
        className,
      )}
      value={value}
      defaultValue={initial ? '' : defaultValue}
      {...props}
    >
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {children}
    </select>
  );
}

export type OptionsProps<T> = {
  items: readonly T[];
  /** The submitted value of an item; the item itself when it is a string. */
  value?: (item: T) => string;
  /** What the option shows; its value when not given. */
  label?: (item: T) => ReactNode;
};

/** One `<option>` per item, keyed by its value: the list inside a `Select`. */
export function Options<T>({ items, value = String, label }: OptionsProps<T>) {
  return items.map((item) => {
    const optionValue = value(item);
    return (
      <option key={optionValue} value={optionValue}>
        {label ? label(item) : optionValue}
      </option>
    );
  });
}
