import { reviewReportSchema } from '@cld/validation/review';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Textarea } from '@cld/ui/textarea';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { reviewsSectionMessages } from '../../i18n/namespaces.ts';
import { apiFailureOf, checkedValues, useFormValues } from '../../lib/forms.ts';
import { reportReview } from './review-queries.ts';

/**
 * The form that reports one review, with its validation schema (zod): loaded only when someone
 * opens it, so neither is part of the profile's first load (docs/performance.md).
 */
export default function ReportReviewForm({
  reviewId,
  onCancel,
}: {
  reviewId: string;
  onCancel: () => void;
}) {
  const t = useT(reviewsSectionMessages);
  const locale = useLocale();
  const form = useFormValues({ reason: '' });
  const report = useMutation({
    mutationFn: (reason: string) => reportReview(reviewId, reason),
    onError: (error) => form.setErrors(apiFailureOf(error).fieldErrors),
  });

  if (report.isSuccess) {
    return (
      <p role="status" className="text-sm text-success-subtle-foreground">
        {t('reviews.section.reportSent')}
      </p>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = checkedValues(reviewReportSchema, form.values, locale, form.setErrors);
    if (data) report.mutate(data.reason);
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-2">
      <fieldset disabled={report.isPending} className="grid gap-2">
        <FormField label={t('reviews.section.reportReason')} error={form.errors.reason}>
          <Textarea rows={2} {...form.bind('reason')} />
        </FormField>
        {report.isError && !form.errors.reason && (
          <p role="alert" className="text-sm text-destructive">
            {apiFailureOf(report.error).status === 429
              ? (apiFailureOf(report.error).message ?? t('reviews.section.reportFailed'))
              : t('reviews.section.reportFailed')}
          </p>
        )}
        <div className="flex gap-2">
          <Button type="submit" size="sm" loading={report.isPending}>
            {t('reviews.section.reportSubmit')}
          </Button>
          <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
            {t('reviews.section.reportCancel')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
