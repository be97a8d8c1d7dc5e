import { http, HttpResponse } from 'msw';
import { flushEvents } from '../app/lib/analytics/events.ts';
import { server } from './msw-server.ts';

/**
 * Records every analytics event the screen sends; `sent()` flushes the queue and answers the events
 * (names and properties) once they have arrived.
 */
export function recordEvents() {
  const events: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/events', async ({ request }) => {
      const batch = (await request.json()) as { events: Record<string, unknown>[] };
      events.push(...batch.events);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return {
    async sent(): Promise<Record<string, unknown>[]> {
      flushEvents();
      // The flush's fetch resolves on a later turn.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return events;
    },
  };
}
