import { cn } from './cn.ts';

export type FormErrorSummaryProps = {
  /** Says what the list is, e.g. "Please correct the following". */
  title: string;
  /** Messages about the form as a whole (the server refused it, try later). */
  formErrors?: readonly string[];
  /**
   * The fields to correct, each named by its label and linked to its control by id; the message
   * itself stays under the field (and in its description), said once.
   */
  fieldErrors?: readonly { id: string; label: string }[];
  className?: string;
};

/**
 * The messages of a submitted form, at its top (WCAG 3.3.1): an alert, so a screen reader announces
 * it when it appears after a submit, including on the page a form post without JavaScript returns;
 * each field to correct is a link to its control. Renders nothing when there is nothing to correct.
 */
export function FormErrorSummary({
  title,
  formErrors = [],
  fieldErrors = [],
  className,
}: FormErrorSummaryProps) {
  if (formErrors.length === 0 && fieldErrors.length === 0) return null;
  return (
    <div
      role="alert"
      className={cn(
        'grid gap-2 rounded-md border border-danger p-4 text-sm text-danger',
        className,
      )}
    >
      <p className="font-semibold">{title}</p>
      <ul className="grid list-disc gap-1 pl-5">
        {formErrors.map((message) => (
          <li key={message}>{message}</li>
        ))}
        {fieldErrors.map(({ id, label }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              // 24 px tall at least: the links stack, and each must be a target of its own (WCAG 2.5.8).
              className="inline-flex min-h-6 items-center rounded-sm underline underline-offset-4 focus-visible:focus-ring"
            >
              {label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
