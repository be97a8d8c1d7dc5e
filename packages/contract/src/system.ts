import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

/** Ready when the database answers: the answer of /api/health and of /api/health/ready. */
const readinessResponses = {
  200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
  503: z.object({ status: z.literal('unavailable'), database: z.literal('down') }),
} as const;

export const systemContract = c.router({
  health: {
    method: 'GET',
    path: '/api/health',
    responses: readinessResponses,
    summary: 'Readiness (same as /api/health/ready), kept for existing probes',
  },
  live: {
    method: 'GET',
    path: '/api/health/live',
    responses: { 200: z.object({ status: z.literal('ok') }) },
    summary:
      'Liveness: the process answers (no database round trip; restart it only when this fails)',
  },
  ready: {
    method: 'GET',
    path: '/api/health/ready',
    responses: readinessResponses,
    summary: 'Readiness: the database answers within 2 s (send traffic only while this is 200)',
  },
});
