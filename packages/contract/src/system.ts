import { initContract } from '@ts-rest/core';
import { z } from 'zod';

const c = initContract();

export const systemContract = c.router({
  health: {
    method: 'GET',
    path: '/api/health',
    responses: {
      200: z.object({ status: z.literal('ok'), database: z.literal('up') }),
      503: z.object({ status: z.literal('unavailable'), database: z.literal('down') }),
    },
    summary: 'Liveness with a database round trip',
  },
});
