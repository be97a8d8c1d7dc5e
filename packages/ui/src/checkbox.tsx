import type { ComponentProps } from 'react';
import { cn } from './cn.ts';

export type CheckedState = boolean | 'indeterminate';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type' | 'checked' | 'defaultChecked'> & {
  checked?: CheckedState;
  defaultChecked?: CheckedState;
  /** The new state after a click or Space: never `indeterminate`. */
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox (labels, keyboard, forms and the `peer-*` variants of a following label work as
 * for any input), drawn with the tokens; the tick and the dash are the `checkbox-marks` utility.
 */
export function Checkbox({
  className,
  checked,
  defaultChecked,
  onCheckedChange,
  onChange,
  ref,
  ...props
}: CheckboxProps) {
  const indeterminate =
    checked === 'indeterminate' || (checked === undefined && defaultChecked === 'indeterminate');
  return (
    <input
      type="checkbox"
      ref={(input) => {
        // `indeterminate` is a property only: no attribute or prop sets it.
        if (input) input.indeterminate = indeterminate;
        if (typeof ref === 'function') return ref(input);
        if (ref) ref.current = input;
      }}
      checked={checked === undefined ? undefined : checked === true}
      defaultChecked={defaultChecked === undefined ? undefined : defaultChecked === true}
      onChange={(event) => {
        onChange?.(event);
        onCheckedChange?.(event.target.checked);
      }}
      className={cn(
        'peer size-5 shrink-0 appearance-none rounded-sm border border-input bg-background checkbox-marks',
        'focus-visible:focus-ring disabled:cursor-not-allowed disabled:opacity-60',
        'checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary',
        'aria-invalid:border-danger',
        className,
      )}
      {...props}
    />
  );
}
