import type { FastifyInstance } from 'fastify';

/**
 * Who is asking, as the directory sees it: set from a live session by the sessions plugin
 * (`sessions.ts`), `null` for anonymous visitors, who never receive a lawyer's e-mail.
 */
export interface Viewer {
  userId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    viewer: Viewer | null;
  }
}

export function registerViewer(app: FastifyInstance): void {
  app.decorateRequest('viewer', null);
}
