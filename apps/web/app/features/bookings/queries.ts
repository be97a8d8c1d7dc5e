import type { AvailabilityInput } from '@cld/validation/booking';
import type {
  BookingRequestBody,
  LawyerBooking,
  MyAvailability,
  MyBookings,
  Slots,
} from '@cld/contract/bookings';
import type { Locale } from '../../i18n/i18n.ts';
import { callApi } from '../../lib/api/api.ts';

/** The open slots of one lawyer, in any language and zone (all are dropped when one is taken). */
export const slotsKey = (lawyerId: number) => ['bookings', 'slots', lawyerId] as const;

/**
 * The open slots of one lawyer, written by the server in `locale` on the clocks of `timeZone` (the
 * visitor's, by name; the lawyer's when undefined): fresh for a minute (a slot can be taken any
 * moment).
 */
export function slotsQueryOptions(lawyerId: number, locale: Locale, timeZone: string | undefined) {
  return {
    queryKey: [...slotsKey(lawyerId), locale, timeZone ?? null] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<Slots> =>
      (
        await callApi((api) => api.bookings.slots, {
          params: { id: String(lawyerId) },
          query: { locale, ...(timeZone ? { timeZone } : {}) },
          fetchOptions: { signal },
        })
      ).body,
    staleTime: 60_000,
  };
}

export async function book(lawyerId: number, body: BookingRequestBody, idempotencyKey: string) {
  return (
    await callApi((api) => api.bookings.book, {
      params: { id: String(lawyerId) },
      body,
      headers: { 'idempotency-key': idempotencyKey },
    })
  ).body;
}

// The lawyer's own data, under the dashboard's key: cleared when the signed-in person changes.
export const MY_AVAILABILITY_KEY = ['dashboard', 'bookings', 'availability'] as const;
export const MY_BOOKINGS_KEY = ['dashboard', 'bookings', 'list'] as const;

export function myAvailabilityQueryOptions() {
  return {
    queryKey: MY_AVAILABILITY_KEY,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MyAvailability> =>
      (await callApi((api) => api.bookings.myAvailability, { fetchOptions: { signal } })).body,
  };
}

export async function saveMyAvailability(body: AvailabilityInput): Promise<MyAvailability> {
  return (await callApi((api) => api.bookings.saveMyAvailability, { body })).body;
}

/** The lawyer's bookings from `from` on (an ISO instant), for `days` days, written in `locale`. */
export function myBookingsQueryOptions(from: string, days: number, locale: Locale) {
  const to = new Date(Date.parse(from) + days * 24 * 60 * 60 * 1000).toISOString();
  return {
    queryKey: [...MY_BOOKINGS_KEY, from, to, locale] as const,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<MyBookings> =>
      (
        await callApi((api) => api.bookings.myBookings, {
          query: { from, to, locale },
          fetchOptions: { signal },
        })
      ).body,
    staleTime: 30_000,
  };
}

export async function cancelMyBooking(id: number): Promise<LawyerBooking> {
  return (await callApi((api) => api.bookings.cancelMyBooking, { params: { id } })).body;
}

/** Releases a suspicious booking: cancelled, its time open again, the release audited. */
export async function releaseMyBooking(id: number): Promise<LawyerBooking> {
  return (await callApi((api) => api.bookings.releaseMyBooking, { params: { id } })).body;
}
