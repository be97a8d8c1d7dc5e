import { useId, type ReactElement, type ReactNode } from 'react';
import { Slot } from './slot.tsx';
import { cn } from './cn.ts';
import { Label } from './label.tsx';

export type FormFieldProps = {
  label: ReactNode;
  /** The one control (Input, Textarea, Select…); it receives the id and aria wiring. */
  children: ReactElement;
  description?: ReactNode;
  /** The validation message; when present the control is marked invalid and described by it. */
  error?: ReactNode;
  /** The control's id; generated when omitted. Set it here, not on the control. */
  id?: string;
  required?: boolean;
  /** Shown after the label of a required field, e.g. "*" or "(required)". */
  requiredIndicator?: ReactNode;
  className?: string;
};

export function FormField({
  label,
  children,
  description,
  error,
  id,
  required = false,
  requiredIndicator = '*',
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy =
    [description ? descriptionId : null, hasError ? errorId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-danger">
            {requiredIndicator}
          </span>
        )}
      </Label>
      <Slot
        id={controlId}
        aria-describedby={describedBy}
        aria-invalid={hasError || undefined}
        aria-required={required || undefined}
      >
        {children}
      </Slot>
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {hasError && (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
