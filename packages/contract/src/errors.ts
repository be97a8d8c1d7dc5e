import { z } from 'zod';

/** Every 4xx/5xx answer of the API has this shape; `issues` names the fields at fault on a 400. */
export const errorSchema = z.object({
  message: z.string(),
  issues: z
    .array(
      z.object({
        path: z.array(z.union([z.string(), z.number()])),
        message: z.string(),
      }),
    )
    .optional(),
});

export type ApiError = z.infer<typeof errorSchema>;
