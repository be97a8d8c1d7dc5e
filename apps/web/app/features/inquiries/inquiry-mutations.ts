import type { AnalyticsEvent } from '@cld/contract/analytics';
import type {
  ConsultationRequestBody,
  ContactRequestBody,
  SiteContactBody,
} from '@cld/contract/inquiries';
import { toast } from '@cld/ui/toast-store';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocale, type Locale } from '../../i18n/i18n.ts';
import { track } from '../../lib/analytics/events.ts';
import { callApi } from '../../lib/api/api.ts';
import { apiFailureOf, type FieldErrors } from '../../lib/forms.ts';
import { idempotencyKeyOf } from '../../lib/attempt.ts';
import { MY_CONTACT_REQUESTS_KEY } from './inbox-queries.ts';

// Each call carries its Idempotency-Key (attempt.ts): a retry of the same sending is answered once.
async function sendContactRequest(body: ContactRequestBody, key: string): Promise<void> {
  await callApi((api) => api.inquiries.sendContactRequest, {
    body,
    headers: { 'idempotency-key': key },
  });
}

async function sendConsultationRequest(body: ConsultationRequestBody, key: string): Promise<void> {
  await callApi((api) => api.inquiries.sendConsultationRequest, {
    body,
    headers: { 'idempotency-key': key },
  });
}

async function sendSiteContact(body: SiteContactBody, key: string): Promise<void> {
  await callApi((api) => api.inquiries.sendSiteContact, {
    body,
    headers: { 'idempotency-key': key },
  });
}

/** What a form sends: its values and the attempt they belong to (attempt.ts). */
export interface Sending<TBody> {
  body: TBody;
  attempt: string;
}

interface Notice {
  title: string;
  description: string;
}

interface SendOptions {
  success: Notice;
  failure: Notice;
}

/**
 * What one sending does with its outcome, given to `mutate`: the form resets (and its dialog
 * closes) once sent; a failure never resets it, so what was typed stays, and the server's messages
 * for fields the browser let through go under them.
 */
export function sendOutcome(reply: {
  reset: () => void;
  fieldErrors: (errors: FieldErrors) => void;
}) {
  return {
    onSuccess: () => reply.reset(),
    onError: (error: unknown) => reply.fieldErrors(apiFailureOf(error).fieldErrors),
  };
}

/**
 * Statuses whose message the visitor can act on (wait before retrying, the lawyer is gone): the
 * toast says it instead of the generic "try again later".
 */
export const TOLD_STATUSES: readonly number[] = [404, 413, 429];

function useSend<TBody>(
  call: (sending: Sending<TBody>) => Promise<unknown>,
  options: SendOptions,
  /** The conversion this request is, for first-party analytics (spec §7). */
  eventOf?: (body: TBody) => AnalyticsEvent,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (_, { body }) => {
      if (eventOf) track(eventOf(body));
      toast(options.success);
      // A lawyer testing their own profile sees the request in the dashboard at once.
      await queryClient.invalidateQueries({ queryKey: MY_CONTACT_REQUESTS_KEY });
    },
    onError: (error) => {
      const { status, message } = apiFailureOf(error);
      toast({
        title: options.failure.title,
        description:
          TOLD_STATUSES.includes(status) && message ? message : options.failure.description,
        variant: 'destructive',
      });
    },
  });
}

/**
 * The call with the page's language added, so the confirmation e-mail is written in it, under the
 * Idempotency-Key of what is sent in this attempt.
 */
function inPageLanguage<TBody>(call: (body: TBody, key: string) => Promise<void>, locale: Locale) {
  return ({ body, attempt }: Sending<TBody>) => {
    const sent = { ...body, locale };
    return call(sent, idempotencyKeyOf(attempt, sent));
  };
}

export function useSendContactRequest(options: SendOptions) {
  const locale = useLocale();
  return useSend(inPageLanguage(sendContactRequest, locale), options, ({ lawyerId }) => ({
    name: 'contact_request',
    lawyerId: Number(lawyerId),
    kind: 'contact_form',
  }));
}

export function useSendConsultationRequest(options: SendOptions) {
  const locale = useLocale();
  return useSend(inPageLanguage(sendConsultationRequest, locale), options, ({ lawyerId }) => ({
    name: 'contact_request',
    lawyerId: Number(lawyerId),
    kind: 'consultation_request',
  }));
}

export function useSendSiteContact(options: SendOptions) {
  const locale = useLocale();
  return useSend(inPageLanguage(sendSiteContact, locale), options);
}
