import type { FastifyInstance } from 'fastify';

/** Who is asking. Issue 4's session hook sets `request.viewer`; until then every request is anonymous. */
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
