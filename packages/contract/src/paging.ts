import { z } from 'zod';

/** The paging fields of a list answer: how many items in all, this page's number and size. */
export const pageShape = {
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
};
