import { Button } from '@cld/ui/button';
import { data, useActionData, useLoaderData, useNavigation } from 'react-router';
import { formatLongDate } from '../i18n/dates.ts';
import { metaLocale, routeMessages, useLocale, useT } from '../i18n/i18n.ts';
import { availabilityMessages } from '../i18n/namespaces.ts';
import { apiForAction, NO_ANSWER } from '../lib/form-action.server.ts';
import { Form, Link } from '../lib/links/index.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/accepting-clients.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(availabilityMessages);

/** The reminder's token, as the e-mail's link carries it (`?token=…`); null when there is none. */
export function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token')?.trim() ?? '';
  return { token: token.length >= 20 && token.length <= 200 ? token : null };
}

export type AvailabilityResult =
  | { state: 'confirmed'; accepting: boolean; confirmedAt: string }
  | { state: 'invalid' }
  | { state: 'failed' };

/**
 * The answer posted by a real form (it works without JavaScript), sent to the API with the token:
 * the API checks the token, so a tampered one is just an invalid link.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = form.get('token');
  const answer = form.get('accepting');
  if (typeof token !== 'string' || (answer !== 'yes' && answer !== 'no')) {
    return data<AvailabilityResult>({ state: 'invalid' }, { status: 400 });
  }
  const response = await apiForAction(request)
    .myProfile.confirmAcceptingClients({ body: { token, accepting: answer === 'yes' } })
    .catch(() => NO_ANSWER);
  if (response.status === 200) {
    const { accepting, confirmedAt } = response.body as { accepting: boolean; confirmedAt: string };
    return data<AvailabilityResult>({ state: 'confirmed', accepting, confirmedAt });
  }
  if (response.status === 400)
    return data<AvailabilityResult>({ state: 'invalid' }, { status: 400 });
  return data<AvailabilityResult>({ state: 'failed' }, { status: 502 });
}

// The token is a key to the lawyer's answer: never cached, never sent to another site in a Referer
// (`same-origin`: under `no-referrer` the form's POST carries `Origin: null` and is refused).
export function headers() {
  return { 'Cache-Control': 'no-store', 'Referrer-Policy': 'same-origin' };
}

// A page for one lawyer with one link: never indexed.
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return privatePageMeta(routeT(metaLocale(args.matches))('availability.metaTitle'), args);
}

const linkClasses =
  'justify-self-start rounded-md font-medium text-primary underline underline-offset-4 focus-visible:focus-ring';

export default function AcceptingClientsRoute() {
  const t = useT(availabilityMessages);
  const locale = useLocale();
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sending = useNavigation().state === 'submitting';

  if (result?.state === 'confirmed') {
    const date = formatLongDate(locale, new Date(result.confirmedAt));
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-10 sm:py-16">
        <div role="status" className="grid gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{t('availability.confirmedTitle')}</h1>
          <p className="text-lg">
            {result.accepting
              ? t('availability.confirmedYes', { date })
              : t('availability.confirmedNo', { date })}
          </p>
        </div>
      </div>
    );
  }

  if (token === null || result?.state === 'invalid') {
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4 px-4 py-10 sm:py-16">
        <h1 className="text-3xl font-bold tracking-tight">
          {token === null ? t('availability.heading') : t('availability.invalidTitle')}
        </h1>
        <p role="alert" className="text-lg">
          {token === null ? t('availability.missing') : t('availability.invalid')}
        </p>
        <Link to="/lawyer-dashboard" className={linkClasses}>
          {t('availability.signIn')}
        </Link>
      </div>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 sm:py-16">
      <div className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{t('availability.heading')}</h1>
        <p className="text-muted-foreground">{t('availability.intro')}</p>
      </div>
      <Form method="post" className="grid gap-4">
        <input type="hidden" name="token" value={token} />
        <fieldset disabled={sending} className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">{t('availability.question')}</legend>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              type="submit"
              name="accepting"
              value="yes"
              size="lg"
              className="h-auto min-h-12 whitespace-normal py-3"
            >
              {t('availability.yes')}
            </Button>
            <Button
              type="submit"
              name="accepting"
              value="no"
              size="lg"
              variant="outline"
              className="h-auto min-h-12 whitespace-normal py-3"
            >
              {t('availability.no')}
            </Button>
          </div>
        </fieldset>
        <p role="status" className="min-h-6 text-sm">
          {sending
            ? t('availability.sending')
            : result?.state === 'failed'
              ? t('availability.failed')
              : ''}
        </p>
      </Form>
    </div>
  );
}
