import { FormErrorSummary } from '@cld/ui/form-error-summary';
import type { errorSummaryOf } from '../../lib/schema-form.ts';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';

/**
 * What a form sent without JavaScript says once the API accepted it, where a toast would have said
 * it: a status, so a screen reader reads it on the page the post returned.
 */
export function FormSentNotice({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="grid gap-1 rounded-md border border-border bg-muted p-4 text-sm">
      <p className="font-semibold">{title}</p>
      <p>{text}</p>
    </div>
  );
}

/**
 * The head of an inquiry form: the notice once a post without JavaScript was accepted, then the
 * announced summary of what to fix (a problem of the whole form, or the fields at fault).
 */
export function FormStatus({
  done,
  sent,
  summary,
}: {
  done: boolean;
  sent: { title: string; text: string };
  summary: ReturnType<typeof errorSummaryOf>;
}) {
  const t = useT(inquiriesMessages);
  return (
    <>
      {done && <FormSentNotice title={sent.title} text={sent.text} />}
      <FormErrorSummary
        title={
          summary.formErrors.length > 0
            ? t('inquiries.fields.problemSummary')
            : t('inquiries.fields.errorSummary')
        }
        {...summary}
      />
    </>
  );
}
