import type { Claim } from '@cld/contract/claims';
import type { Lawyer } from '@cld/contract/lawyers';
import { regulatorLink } from '@cld/reference/regulators';
import { Button } from '@cld/ui/button';
import { FormField } from '@cld/ui/field';
import { Input } from '@cld/ui/input';
import { Textarea } from '@cld/ui/textarea';
import {
  data,
  useActionData,
  useLoaderData,
  useLocation,
  useNavigation,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { linkBack } from '../features/auth/index.ts';
import { isRegisterOnly } from '../features/lawyers/index.ts';
import { metaLocale, routeMessages, useT } from '../i18n/i18n.ts';
import { claimsMessages } from '../i18n/namespaces.ts';
import { apiForAction, NO_ANSWER } from '../lib/form-action.server.ts';
import { Form, Link } from '../lib/links/index.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/claim-listing.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(claimsMessages);

type Purpose = 'claim' | 'removal';

/**
 * Claiming a register listing, or asking for its removal (issue 39): the licence number, then the
 * proof (a code mailed to the register's address, else an administrator's review). Real forms
 * posted to this route's action, so it works without JavaScript; the API decides everything.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const api = apiForAction(request);
  const id = /^\d{1,10}$/.test(params.id) ? Number(params.id) : null;
  const purpose: Purpose =
    new URL(request.url).searchParams.get('purpose') === 'removal' ? 'removal' : 'claim';
  const [lawyer, me] = await Promise.all([
    id === null
      ? NO_ANSWER
      : api.lawyers.getById({ params: { id: String(id) } }).catch(() => NO_ANSWER),
    api.auth.me().catch(() => NO_ANSWER),
  ]);
  const found = lawyer.status === 200 ? (lawyer.body as Lawyer) : null;
  const claimable = found !== null && isRegisterOnly(found.listing) && !found.listing.claimed;
  return data(
    {
      purpose,
      lawyer: claimable
        ? {
            id: found.id,
            name: found.name,
            regulator: regulatorLink(found.listing?.regulator ?? '')?.name ?? '',
          }
        : null,
      signedIn: me.status === 200,
    },
    { status: claimable ? 200 : 404 },
  );
}

export type ClaimResult =
  | { step: 'start'; error: string }
  | { step: 'code' | 'review'; claim: Claim; error?: string }
  | { step: 'done'; claim: Claim }
  | { step: 'failed' };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const messageOf = (body: unknown) => {
  const { message, issues } = body as { message?: string; issues?: { message: string }[] };
  return issues?.[0]?.message ?? message ?? '';
};

export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const api = apiForAction(request);
  const step = text(form, 'step');
  const claimId = text(form, 'claimId');
  if (step === 'start') {
    const purpose = text(form, 'purpose') === 'removal' ? 'removal' : 'claim';
    const response = await api.claims
      .startClaim({
        params: { id: params.id },
        body: { purpose, licenceNumber: text(form, 'licenceNumber') },
      })
      .catch(() => NO_ANSWER);
    if (response.status === 201) {
      const claim = response.body as Claim;
      return data<ClaimResult>({ step: claim.method === 'email-code' ? 'code' : 'review', claim });
    }
    if (response.status >= 400 && response.status < 500) {
      return data<ClaimResult>(
        { step: 'start', error: messageOf(response.body) },
        { status: response.status },
      );
    }
    return data<ClaimResult>({ step: 'failed' }, { status: 502 });
  }
  if ((step === 'code' || step === 'review') && /^\d{1,10}$/.test(claimId)) {
    const response =
      step === 'code'
        ? await api.claims
            .confirmClaimCode({ params: { id: claimId }, body: { code: text(form, 'code') } })
            .catch(() => NO_ANSWER)
        : await api.claims
            .requestClaimReview({
              params: { id: claimId },
              body: { explanation: text(form, 'explanation') },
            })
            .catch(() => NO_ANSWER);
    const own = await api.claims.getClaim({ params: { id: claimId } }).catch(() => NO_ANSWER);
    if (own.status !== 200) return data<ClaimResult>({ step: 'failed' }, { status: 502 });
    const claim = own.body as Claim;
    if (response.status === 200) return data<ClaimResult>({ step: 'done', claim });
    if (response.status >= 400 && response.status < 500) {
      return data<ClaimResult>(
        { step, claim, error: messageOf(response.body) },
        { status: response.status },
      );
    }
  }
  return data<ClaimResult>({ step: 'failed' }, { status: 400 });
}

export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/**
 * A claim that has just succeeded keeps the page's listing: read again, it is no longer claimable
 * (it is the claimant's now), and the page would answer "cannot be claimed" instead of the success.
 */
export function shouldRevalidate({
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if ((actionResult as ClaimResult | undefined)?.step === 'done') return false;
  return defaultShouldRevalidate;
}

// A step of one person's claim: never indexed.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('claims.page.metaTitle'), args);
}

const page = 'mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:py-16';

export default function ClaimListingRoute() {
  const t = useT(claimsMessages);
  const { lawyer, signedIn, purpose } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sending = useNavigation().state === 'submitting';
  const { pathname, search } = useLocation();

  if (!lawyer) {
    return (
      <div className={page}>
        <p role="alert" className="text-lg">
          {t('claims.page.notClaimable')}
        </p>
      </div>
    );
  }
  const listingPath = `/lawyer/${lawyer.id}`;
  const here = `${pathname}${search}`;
  const heading = t(purpose === 'removal' ? 'claims.page.removalHeading' : 'claims.page.heading', {
    name: lawyer.name,
  });
  const back = (
    <Link
      to={listingPath}
      className="text-sm font-medium text-primary underline underline-offset-4"
    >
      {t('claims.page.backToListing')}
    </Link>
  );

  if (!signedIn) {
    return (
      <div className={page}>
        <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
        <h2 className="text-xl font-semibold">{t('claims.page.signInFirst')}</h2>
        <p>
          {t(purpose === 'removal' ? 'claims.page.removalSignInIntro' : 'claims.page.signInIntro')}
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to={linkBack('/auth/login', here)}>{t('claims.page.signIn')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link
              to={linkBack(
                purpose === 'removal' ? '/auth/register' : '/lawyer-auth/register',
                here,
              )}
            >
              {t(purpose === 'removal' ? 'claims.page.register' : 'claims.page.registerLawyer')}
            </Link>
          </Button>
        </div>
        {back}
      </div>
    );
  }

  if (result?.step === 'done') {
    const claimed = result.claim.status === 'approved' && result.claim.purpose === 'claim';
    const removed = result.claim.status === 'approved' && result.claim.purpose === 'removal';
    return (
      <div className={page} role="status">
        <h1 className="text-3xl font-bold tracking-tight">
          {claimed
            ? t('claims.page.claimedTitle')
            : removed
              ? t('claims.page.removedTitle')
              : t('claims.page.reviewHeading')}
        </h1>
        <p className="text-lg">
          {claimed
            ? t('claims.page.claimedBody')
            : removed
              ? t('claims.page.removedBody')
              : t('claims.page.reviewSent')}
        </p>
        {claimed && (
          <Button asChild className="justify-self-start">
            <Link to="/lawyer-dashboard">{t('claims.page.toDashboard')}</Link>
          </Button>
        )}
      </div>
    );
  }

  if (result?.step === 'code' || result?.step === 'review') {
    const { claim } = result;
    const code = result.step === 'code';
    return (
      <div className={page}>
        <h1 className="text-3xl font-bold tracking-tight">
          {code ? t('claims.page.codeHeading') : t('claims.page.reviewHeading')}
        </h1>
        <p>
          {code
            ? t('claims.page.codeIntro', { email: claim.maskedEmail ?? '' })
            : t('claims.page.reviewIntro')}
        </p>
        <Form method="post" className="grid gap-4">
          <input type="hidden" name="step" value={result.step} />
          <input type="hidden" name="claimId" value={claim.id} />
          {code ? (
            <FormField label={t('claims.page.code')} error={result.error} required>
              <Input
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
              />
            </FormField>
          ) : (
            <FormField label={t('claims.page.explanation')} error={result.error} required>
              <Textarea name="explanation" rows={6} maxLength={2000} required />
            </FormField>
          )}
          <Button type="submit" disabled={sending} className="justify-self-start">
            {sending
              ? t('claims.page.sending')
              : code
                ? t('claims.page.confirm')
                : t('claims.page.sendReview')}
          </Button>
        </Form>
      </div>
    );
  }

  return (
    <div className={page}>
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      <p className="text-muted-foreground">
        {t('claims.page.intro', { regulator: lawyer.regulator })}
      </p>
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="step" value="start" />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">{t('claims.page.purpose')}</legend>
          <label className="flex items-center gap-2">
            <input type="radio" name="purpose" value="claim" defaultChecked={purpose === 'claim'} />
            {t('claims.page.purposeClaim')}
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="purpose"
              value="removal"
              defaultChecked={purpose === 'removal'}
            />
            {t('claims.page.purposeRemoval')}
          </label>
        </fieldset>
        <FormField
          label={t('claims.page.licenceNumber')}
          error={result?.step === 'start' ? result.error : undefined}
          required
        >
          <Input name="licenceNumber" autoComplete="off" maxLength={40} required />
        </FormField>
        <Button type="submit" disabled={sending} className="justify-self-start">
          {sending ? t('claims.page.sending') : t('claims.page.start')}
        </Button>
        {result?.step === 'failed' && (
          <p role="alert" className="text-sm font-medium text-danger">
            {t('claims.page.failed')}
          </p>
        )}
      </Form>
      {back}
    </div>
  );
}
