import type { Submission } from '@conform-to/react';
import type { RegisterBody } from '@cld/contract/auth';
import { findProvince } from '@cld/content/provinces';
import { accountRegisterSchema, portalRegisterSchema } from '@cld/validation/auth';
import { data, redirect } from 'react-router';
import { getT } from '../../i18n/i18n.ts';
import {
  apiForAction,
  cookiesOf,
  invalid,
  NO_ANSWER,
  parseSubmission,
  refused,
  type FormActionData,
} from '../../lib/form-action.server.ts';
import { createLoaderQueries } from '../../lib/query/loader-query-client.server.ts';
import { citiesQuery } from '../reference/index.ts';
import { HIDDEN_AUTH_FIELDS } from './sign-in-action.server.ts';

/**
 * The cities of the province the form was posted with, as the city select asks for them
 * (`useCities`), so the page sent back renders that province's list without JavaScript; `cities`
 * is `undefined` when no valid province was posted or the API did not answer.
 */
async function citiesOfPostedProvince(request: Request, posted: unknown) {
  const province = typeof posted === 'string' ? findProvince(posted)?.code : undefined;
  // Only a code exactly as the select sends it: the browser's cache key is the select's value.
  if (!province || province !== posted) return { cities: undefined, more: {} };
  const queries = createLoaderQueries(request);
  const query = citiesQuery({ province, page: 'browse' });
  await queries.prefetch((api) => api.reference.cities, query);
  const cities = queries.cached<{ body: { city: string }[] }>(query.queryKey)?.body;
  return { cities, more: { dehydratedState: queries.dehydrate() } };
}

/** The API creates the account; its session cookie goes with the redirect to `redirectTo`. */
async function createAccount({
  request,
  submission,
  body,
  redirectTo,
  more = {},
}: {
  request: Request;
  submission: Submission<unknown, string[], unknown>;
  body: RegisterBody;
  redirectTo: string;
  more?: Omit<FormActionData, 'result'>;
}) {
  const answer = await apiForAction(request)
    .auth.register({ body })
    .catch(() => NO_ANSWER);
  if (answer.status !== 201) {
    return refused(submission, answer, {
      fallback: getT()('accounts.toasts.registerFailed'),
      tell: () => true,
      hideFields: HIDDEN_AUTH_FIELDS,
      more,
    });
  }
  return redirect(redirectTo, { headers: cookiesOf(answer.headers) });
}

/**
 * The account page's registration posted without JavaScript (with it, the form calls the API
 * itself), for customers and lawyers. Its no-JavaScript buttons ("Continue as a lawyer", "Show the
 * cities of this province") send a Conform intent: the form comes back with what was typed, the
 * professional fields and the posted province's cities, and nothing is created. A lawyer's city
 * must be one the select offered for the province: a forged one is named under the city.
 */
export async function accountRegisterAction({
  request,
  formData,
  redirectTo,
}: {
  request: Request;
  formData: FormData;
  redirectTo: string;
}) {
  const submission = parseSubmission(formData, accountRegisterSchema);
  const hideFields = HIDDEN_AUTH_FIELDS;
  const { cities, more } = await citiesOfPostedProvince(request, submission.payload.province);
  // A button's intent: the form again, as it was filled, without its messages; nothing is sent.
  if (submission.status === undefined) {
    return data<FormActionData>({ ...more, result: submission.reply({ hideFields }) });
  }
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields }), 400, more);
  const value = submission.value;
  if (value.userType === 'lawyer') {
    if (cities === undefined) {
      return refused(submission, NO_ANSWER, {
        fallback: getT()('accounts.toasts.registerFailed'),
        hideFields,
        more,
      });
    }
    if (!cities.some((item) => item.city === value.city)) {
      const cityError = getT()('accounts.account.cityNotListed');
      return invalid(
        submission.reply({ fieldErrors: { city: [cityError] }, hideFields }),
        400,
        more,
      );
    }
  }
  return createAccount({
    request,
    submission,
    body: { ...value, role: 'user' as const },
    redirectTo,
    more,
  });
}

/** The lawyer portal's short registration posted without JavaScript; it makes a lawyer account. */
export async function portalRegisterAction({
  request,
  formData,
  redirectTo,
}: {
  request: Request;
  formData: FormData;
  redirectTo: string;
}) {
  const submission = parseSubmission(formData, portalRegisterSchema);
  if (submission.status !== 'success') {
    return invalid(submission.reply({ hideFields: HIDDEN_AUTH_FIELDS }));
  }
  return createAccount({ request, submission, body: submission.value, redirectTo });
}
