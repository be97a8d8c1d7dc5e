import { initContract } from '@ts-rest/core';
import { lawyersContract } from './lawyers.ts';
import { referenceContract } from './reference.ts';
import { systemContract } from './system.ts';

const c = initContract();

/** The one API contract: web, api and admin-seed all import it. */
export const contract = c.router(
  {
    lawyers: lawyersContract,
    reference: referenceContract,
    system: systemContract,
  },
  { strictStatusCodes: true },
);

export type Contract = typeof contract;
