import { consultationRequestBodySchema, contactRequestBodySchema } from '@cld/contract/inquiries';
import { useLocation } from 'react-router';
import { Link } from '../lib/links/index.ts';
import { ConsultationForm, ContactLawyerForm, TOLD_STATUSES } from '../features/inquiries/index.ts';
import { PageBookingForm } from '../features/bookings/index.ts';
import { bookingPageAction, bookingPageSlots } from '../features/bookings/index.server.ts';
import { elidesBefore } from '../i18n/elision.ts';
import { loadT, metaLocale, requestLocale, routeMessages, useT } from '../i18n/i18n.ts';
import { inquiriesMessages, inquiriesTriggersMessages } from '../i18n/namespaces.ts';
import { failureOf } from '../lib/api/failure.ts';
import { pageErrorFrom } from '../lib/api/upstream-status.server.ts';
import { newAttempt, sendFormOnce } from '../features/inquiries/index.server.ts';
import { apiForAction } from '../lib/form-action.server.ts';
import { privatePageMeta } from '../lib/seo/meta.ts';
import type { Route } from './+types/lawyer-inquiry.ts';

// What meta shows: loaded before the module can be used (decision 026).
const routeT = await routeMessages(inquiriesTriggersMessages);

type Kind = 'contact' | 'consultation';

const kindOf = (pathname: string): Kind =>
  pathname.endsWith('/consultation') ? 'consultation' : 'contact';

// What a visitor types is theirs: never kept by a shared cache, never indexed.
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

/**
 * The profile's two inquiry forms as pages, for browsers without JavaScript: the profile's
 * buttons are links here until the page is interactive, when they open the same forms in a dialog.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const answer = await apiForAction(request)
    .lawyers.getById({ params: { id: params.id } })
    .catch((error: unknown) => {
      throw pageErrorFrom(error);
    });
  // Any refusal is the page's own status, shown by the root's error boundary: an unknown lawyer
  // the site's 404 page, an over-long id (the API's router answers 414) its bad-address page. The
  // answer is read into an `ApiError` first: thrown as it is, it would make the page a 500.
  if (answer.status !== 200) throw pageErrorFrom(failureOf(answer.status, answer.body));
  // A bookable lawyer's consultation page offers the open slots (issue 21), as the dialog does.
  const booking =
    kindOf(new URL(request.url).pathname) === 'consultation'
      ? await bookingPageSlots(request, params.id)
      : null;
  // The request form's attempt (lib/attempt.ts).
  return { lawyer: { id: answer.body.id, name: answer.body.name }, booking, attempt: newAttempt() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const formData = await request.formData();
  // The lawyer is the page's, not a hidden field's: a tampered field would otherwise answer a bare
  // 400 with nothing to correct on the page.
  formData.set('lawyerId', params.id);
  const api = apiForAction(request);
  // The page's language, not a posted field's: the confirmation e-mail is written in it.
  const locale = requestLocale(request);
  const t = await loadT(locale, inquiriesMessages);
  const tell = (status: number) => TOLD_STATUSES.includes(status);
  if (kindOf(new URL(request.url).pathname) === 'consultation') {
    // The booking form posts the chosen slot; the request form has none.
    if (formData.has('startsAt')) return bookingPageAction(request, params.id, formData);
    return sendFormOnce(
      formData,
      consultationRequestBodySchema,
      locale,
      (body, headers) => api.inquiries.sendConsultationRequest({ body, headers }),
      { fallback: () => t('inquiries.consultation.failureText'), tell },
    );
  }
  return sendFormOnce(
    formData,
    contactRequestBodySchema,
    locale,
    (body, headers) => api.inquiries.sendContactRequest({ body, headers }),
    { fallback: () => t('inquiries.contactLawyer.failureText'), tell },
  );
}

export function meta({ loaderData, location, matches }: Route.MetaArgs) {
  const t = routeT(metaLocale(matches));
  const name = loaderData?.lawyer.name ?? '';
  const title =
    kindOf(location.pathname) === 'consultation'
      ? t('inquiries.consultation.title', { name })
      : t('inquiries.contactLawyer.title', { name });
  return privatePageMeta(title, { matches, location });
}

export default function LawyerInquiryRoute({ loaderData }: Route.ComponentProps) {
  const t = useT(inquiriesMessages);
  const location = useLocation();
  const { lawyer, booking } = loaderData;
  const consultation = kindOf(location.pathname) === 'consultation';
  const Form = consultation ? ConsultationForm : ContactLawyerForm;
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-10 sm:py-16">
      <div className="grid gap-2">
        <h1 className="text-2xl font-semibold">
          {consultation
            ? t('inquiries.consultation.title', { name: lawyer.name })
            : t('inquiries.contactLawyer.title', { name: lawyer.name })}
        </h1>
        <p className="text-muted-foreground">
          {consultation
            ? t('inquiries.consultation.description', { name: lawyer.name })
            : t('inquiries.contactLawyer.description', { name: lawyer.name })}
        </p>
      </div>
      {consultation && booking ? (
        <PageBookingForm lawyerId={lawyer.id} slots={booking.slots} attempt={booking.attempt} />
      ) : (
        <Form lawyerId={lawyer.id} onSent={() => undefined} />
      )}
      <Link
        to={`/lawyer/${lawyer.id}`}
        className="justify-self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:focus-ring"
      >
        {t(
          elidesBefore(lawyer.name) ? 'inquiries.backToProfileElided' : 'inquiries.backToProfile',
          {
            name: lawyer.name,
          },
        )}
      </Link>
    </div>
  );
}
