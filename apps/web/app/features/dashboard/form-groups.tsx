import { cn } from '@cld/ui/cn';
import { useId, type ReactNode } from 'react';

/**
 * A part of the profile form (fees, funding…): a fieldset whose legend reads as the part's
 * heading, so a screen reader names the part with each of its fields. A message about the part
 * as a whole describes it and marks it `data-invalid`, as `ChoiceGroup` does.
 */
export function FormSection({
  legend,
  error,
  children,
}: {
  legend: string;
  error?: string | undefined;
  children: ReactNode;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset
      className="grid min-w-0 gap-4 rounded-lg border border-border p-4 sm:p-5"
      aria-describedby={error ? errorId : undefined}
      data-invalid={error ? true : undefined}
    >
      <legend className="px-1 text-base font-semibold">{legend}</legend>
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * A group of controls under one legend, with a hint and a message that describe the group. A group
 * with a message is marked `data-invalid`: a failed submit moves to its first control.
 */
export function ChoiceGroup({
  legend,
  hint,
  error,
  required = false,
  className,
  children,
}: {
  legend: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  required?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset
      className={cn('grid min-w-0 gap-2', className)}
      aria-describedby={describedBy}
      data-invalid={error ? true : undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        {legend}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The choices of a group, one a line on a phone, in columns on wider screens. */
export function ChoiceGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 }) {
  return (
    <div className={cn('grid gap-2', columns === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2')}>
      {children}
    </div>
  );
}

const choiceClasses =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-subtle has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

/** One checkbox of a group, its whole box the target. */
export function CheckboxChoice({
  name,
  value,
  label,
  checked,
  disabled,
  onChange,
}: {
  name: string;
  value: string;
  label: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className={choiceClasses}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="size-4 shrink-0 accent-primary"
      />
      <span>{label}</span>
    </label>
  );
}

/** One radio button of a group, its whole box the target. */
export function RadioChoice({
  name,
  value,
  label,
  checked,
  onChange,
}: {
  name: string;
  value: string;
  label: ReactNode;
  checked: boolean;
  onChange: () => void;
}) {
  return (
    <label className={choiceClasses}>
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChange}
        className="size-4 shrink-0 accent-primary"
      />
      <span>{label}</span>
    </label>
  );
}
