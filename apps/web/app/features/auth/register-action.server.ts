import { findProvince } from '@cld/content/provinces';
import { accountRegisterSchema, portalRegisterSchema } from '@cld/validation/auth';
import { data } from 'react-router';
import { loadT, requestLocale } from '../../i18n/i18n.ts';
import { accountsMessages } from '../../i18n/namespaces.ts';
import { invalid, parseSubmission, type FormActionData } from '../../lib/form-action.server.ts';
import { createLoaderQueries } from '../../lib/query/loader-query-client.server.ts';
import { citiesQuery } from '../reference/index.ts';
import { checkEmailPath } from './return-to.ts';
import { HIDDEN_AUTH_FIELDS, signInThroughApi, type AuthPost } from './sign-in-action.server.ts';

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

/** `{ returnTo }` for the API, the page the verification link leads back to, unless the default. */
const comingBackTo = (redirectTo: string, defaultPath: string) =>
  redirectTo === defaultPath ? {} : { returnTo: redirectTo };

/**
 * The account page's registration posted without JavaScript (with it, the form calls the API
 * itself), for customers and lawyers. Its no-JavaScript buttons ("Continue as a lawyer", "Show the
 * cities of this province") send a Conform intent: the form comes back with what was typed, the
 * professional fields and the posted province's cities, and nothing is created. A lawyer's city
 * must be one the select offered for the province: a forged one is named under the city.
 */
export async function accountRegisterAction(post: AuthPost) {
  const submission = parseSubmission(
    post.formData,
    accountRegisterSchema,
    requestLocale(post.request),
  );
  const hideFields = HIDDEN_AUTH_FIELDS;
  const { cities, more } = await citiesOfPostedProvince(post.request, submission.payload.province);
  const t = await loadT(requestLocale(post.request), accountsMessages);
  // A button's intent: the form again, as it was filled, without its messages; nothing is sent.
  if (submission.status === undefined) {
    return data<FormActionData>({ ...more, result: submission.reply({ hideFields }) });
  }
  if (submission.status !== 'success') return invalid(submission.reply({ hideFields }), 400, more);
  const value = submission.value;
  if (value.userType === 'lawyer') {
    if (cities === undefined) {
      // No list to check the city against: the API did not answer (a gateway's failure, 502).
      const formErrors = [t('accounts.toasts.registerFailed')];
      return invalid(submission.reply({ formErrors, hideFields }), 502, more);
    }
    if (!cities.some((item) => item.city === value.city)) {
      const cityError = t('accounts.account.cityNotListed');
      return invalid(
        submission.reply({ fieldErrors: { city: [cityError] }, hideFields }),
        400,
        more,
      );
    }
  }
  // The new account's e-mails are in the language of the page it was made on; its verification
  // link leads back to the page the person came from.
  const body = {
    ...value,
    role: 'user' as const,
    locale: requestLocale(post.request),
    ...comingBackTo(post.redirectTo, '/'),
  };
  // Registered, "check your e-mail" first (the account page's default is home).
  const next = { ...post, redirectTo: checkEmailPath(post.redirectTo, '/') };
  return signInThroughApi(next, submission, (api) => api.auth.register({ body }), {
    fallback: t('accounts.toasts.registerFailed'),
    more,
  });
}

/** The lawyer portal's short registration posted without JavaScript; it makes a lawyer account. */
export async function portalRegisterAction(post: AuthPost) {
  const t = await loadT(requestLocale(post.request), accountsMessages);
  const submission = parseSubmission(
    post.formData,
    portalRegisterSchema,
    requestLocale(post.request),
  );
  if (submission.status !== 'success') {
    return invalid(submission.reply({ hideFields: HIDDEN_AUTH_FIELDS }));
  }
  const body = {
    ...submission.value,
    locale: requestLocale(post.request),
    ...comingBackTo(post.redirectTo, '/lawyer-dashboard'),
  };
  // Registered, "check your e-mail" first (the portal's default is the dashboard).
  const next = { ...post, redirectTo: checkEmailPath(post.redirectTo, '/lawyer-dashboard') };
  return signInThroughApi(next, submission, (api) => api.auth.register({ body }), {
    fallback: t('accounts.toasts.registerFailed'),
  });
}
