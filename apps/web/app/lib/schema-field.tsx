import type { FieldMetadata } from '@conform-to/react';
import { FormField } from '@cld/ui/field';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * One field of a Conform form (lib/schema-form.ts) in the design system's `FormField`: the label,
 * the first message under the control with `aria-invalid` and `aria-describedby`, and the control
 * named and filled with what the visitor typed when the server sent the form back. The control
 * stays uncontrolled; its `key` changes when the form resets.
 *
 * `prefill` is a value to start with when nothing was typed or sent back (a signed-in person's
 * name). It is a prop, not a copy of `field`: Conform's field metadata are a proxy whose spread
 * loses the `name`, and a control without one is never submitted (issue 37).
 */
export function SchemaField({
  field,
  prefill,
  label,
  required = false,
  description,
  children,
}: {
  field: Pick<FieldMetadata<unknown>, 'id' | 'key' | 'name' | 'errors' | 'initialValue'>;
  prefill?: string | undefined;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  children: ReactElement<{ name?: string; defaultValue?: string }>;
}) {
  const initial = field.initialValue;
  const prefilled = initial === undefined && prefill ? prefill : undefined;
  return (
    <FormField
      id={field.id}
      label={label}
      description={description}
      error={field.errors?.[0]}
      required={required}
    >
      {cloneElement(children, {
        // The key names the prefill, so the control takes it when it becomes known after mounting
        // (the signed-in person's details arrive after the first render).
        key: prefilled === undefined ? field.key : `${field.key ?? ''}:${prefilled}`,
        name: field.name,
        defaultValue: typeof initial === 'string' ? initial : prefilled,
      })}
    </FormField>
  );
}
