import { reviewSchema } from '@cld/validation/review';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Textarea } from '@cld/ui/textarea';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useLocale, useT } from '../../i18n/i18n.ts';
import { reviewsMessages } from '../../i18n/namespaces.ts';
import { apiFailureOf, checkedValues, useFormValues } from '../../lib/forms.ts';
import { checkReviewLink, linkFailure, submitReview, type LinkState } from './review-queries.ts';

/** The invitation's secret rides in the fragment (`#token=…`), which never reaches a server log. */
export function tokenFromHash(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  return token ? token : undefined;
}

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The fragment in the browser; `null` on the server, which never sees it. */
function useHash(): string | null {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash,
    () => null,
  );
}

/** The one-time review form the invitation e-mail links to (docs/decisions/018). */
export function ReviewPage({ lawyerId }: { lawyerId: number }) {
  const t = useT(reviewsMessages);
  const hash = useHash();
  const token = hash === null ? undefined : tokenFromHash(hash);
  const [spent, setSpent] = useState<'invalid' | 'used' | 'expired'>();
  const link = useQuery({
    queryKey: ['reviews', 'link', lawyerId, token],
    queryFn: () => checkReviewLink(lawyerId, token ?? ''),
    enabled: token !== undefined,
    staleTime: Infinity,
  });
  const state: LinkState['state'] | 'checking' | 'missing' =
    spent ??
    (hash !== null && token === undefined
      ? 'missing'
      : link.isError
        ? 'failed'
        : (link.data?.state ?? 'checking'));
  const refusal = link.data?.state === 'refused' ? link.data.message : undefined;

  return (
    <div className="mx-auto grid max-w-2xl gap-6 px-4 py-10 sm:px-6">
      {state === 'valid' && token && link.data?.state === 'valid' ? (
        <ReviewForm
          lawyerId={lawyerId}
          lawyerName={link.data.link.lawyerName}
          token={token}
          onLinkFailed={setSpent}
        />
      ) : (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t('reviews.form.heading')}</h1>
          <p role={state === 'checking' ? 'status' : 'alert'} className="text-lg">
            {state === 'checking'
              ? t('reviews.form.checking')
              : state === 'missing'
                ? t('reviews.form.missingToken')
                : (refusal ?? t(`reviews.form.${state === 'valid' ? 'failed' : state}`))}
          </p>
        </>
      )}
    </div>
  );
}

const RATINGS = [5, 4, 3, 2, 1] as const;

function ReviewForm({
  lawyerId,
  lawyerName,
  token,
  onLinkFailed,
}: {
  lawyerId: number;
  lawyerName: string;
  token: string;
  onLinkFailed: (state: 'invalid' | 'used' | 'expired') => void;
}) {
  const t = useT(reviewsMessages);
  const locale = useLocale();
  const form = useFormValues({ rating: '', text: '' });
  const send = useMutation({
    mutationFn: (body: { rating: number; text: string }) =>
      submitReview(lawyerId, { token, ...body }),
    onError: (error) => {
      const { status, fieldErrors } = apiFailureOf(error);
      form.setErrors(fieldErrors);
      const failure = linkFailure(status);
      if (status !== 400 && failure !== 'failed') onLinkFailed(failure);
    },
  });

  if (send.isSuccess) {
    const held = send.data.status === 'held';
    return (
      <div role="status" className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">
          {held ? t('reviews.form.heldTitle') : t('reviews.form.publishedTitle')}
        </h1>
        {held && <p>{t('reviews.form.heldText')}</p>}
        <Link to={`/lawyer/${lawyerId}`} className="text-primary underline">
          {t('reviews.form.backToProfile')}
        </Link>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = checkedValues(reviewSchema, form.values, locale, form.setErrors);
    if (data) send.mutate(data);
  }

  const ratingError = form.errors.rating;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">
        {t('reviews.form.title', { name: lawyerName })}
      </h1>
      <p className="text-muted-foreground">{t('reviews.form.intro')}</p>
      <form noValidate onSubmit={submit} className="grid gap-5">
        <fieldset disabled={send.isPending} className="grid gap-5">
          <fieldset
            className="grid gap-2"
            aria-describedby={ratingError ? 'review-rating-error' : undefined}
          >
            <legend className="mb-2 text-sm font-medium">{t('reviews.form.rating')}</legend>
            <div className="flex flex-wrap gap-2">
              {RATINGS.map((rating) => (
                <label
                  key={rating}
                  className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-primary/10 has-focus-visible:focus-ring"
                >
                  <input
                    type="radio"
                    name="rating"
                    value={String(rating)}
                    checked={form.values.rating === String(rating)}
                    onChange={() => form.setValues({ ...form.values, rating: String(rating) })}
                    className="accent-primary"
                  />
                  {t('reviews.form.ratingOption', { count: rating })}
                </label>
              ))}
            </div>
            {ratingError && (
              <p id="review-rating-error" className="text-sm text-destructive">
                {ratingError}
              </p>
            )}
          </fieldset>
          <FormField
            label={t('reviews.form.text')}
            description={t('reviews.form.textHint')}
            error={form.errors.text}
          >
            <Textarea rows={6} {...form.bind('text')} />
          </FormField>
          {send.isError && apiFailureOf(send.error).status !== 400 && (
            <p role="alert" className="text-sm text-destructive">
              {apiFailureOf(send.error).message ?? t('reviews.form.failed')}
            </p>
          )}
          <Button type="submit" className="justify-self-start" loading={send.isPending}>
            {send.isPending ? t('reviews.form.submitting') : t('reviews.form.submit')}
          </Button>
        </fieldset>
      </form>
    </>
  );
}
