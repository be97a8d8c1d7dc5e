import { initContract } from '@ts-rest/core';
import { accountContract } from './account.ts';
import { adminContract } from './admin.ts';
import { analyticsContract } from './analytics.ts';
import { authContract } from './auth.ts';
import { bookingsContract } from './bookings.ts';
import { claimsContract } from './claims.ts';
import { clientSpaceContract } from './client-space.ts';
import { devContract } from './dev.ts';
import { inquiriesContract } from './inquiries.ts';
import { lawyersContract } from './lawyers.ts';
import { myProfileContract } from './my-profile.ts';
import { referenceContract } from './reference.ts';
import { reviewsContract } from './reviews.ts';
import { sitemapContract } from './sitemap.ts';
import { systemContract } from './system.ts';

const c = initContract();

/** The one API contract: web, api and admin-seed all import it. */
export const contract = c.router(
  {
    account: accountContract,
    admin: adminContract,
    analytics: analyticsContract,
    auth: authContract,
    bookings: bookingsContract,
    claims: claimsContract,
    clientSpace: clientSpaceContract,
    dev: devContract,
    inquiries: inquiriesContract,
    lawyers: lawyersContract,
    myProfile: myProfileContract,
    reference: referenceContract,
    reviews: reviewsContract,
    sitemap: sitemapContract,
    system: systemContract,
  },
  { strictStatusCodes: true },
);

export type Contract = typeof contract;
