import type { FieldMetadata } from '@conform-to/react';
import { FormField } from '@cld/ui/field';
import { cloneElement, type ReactElement, type ReactNode } from 'react';

/**
 * One field of a Conform form (lib/schema-form.ts) in the design system's `FormField`: the label,
 * the first message under the control with `aria-invalid` and `aria-describedby`, and the control
 * named and filled with what the visitor typed when the server sent the form back. The control
 * stays uncontrolled; its `key` changes when the form resets.
 */
export function SchemaField({
  field,
  label,
  required = false,
  description,
  children,
}: {
  field: Pick<FieldMetadata<unknown>, 'id' | 'key' | 'name' | 'errors' | 'initialValue'>;
  label: ReactNode;
  required?: boolean;
  description?: ReactNode;
  children: ReactElement<{ name?: string; defaultValue?: string }>;
}) {
  const initial = field.initialValue;
  return (
    <FormField
      id={field.id}
      label={label}
      description={description}
      error={field.errors?.[0]}
      required={required}
    >
      {cloneElement(children, {
        key: field.key,
        name: field.name,
        defaultValue: typeof initial === 'string' ? initial : undefined,
      })}
    </FormField>
  );
}
