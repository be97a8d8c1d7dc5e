import type { CurrentUser } from '@cld/contract/auth';
import { dismissToast } from '@cld/ui/toast-store';
import { Toaster } from '@cld/ui/toast';
import { http, HttpResponse } from 'msw';
import { render } from '@testing-library/react';
import { server } from '../../../test/msw-server.ts';

let nextUserId = 1;

/** A signed-in account; override what a test needs. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: nextUserId++,
    email: 'avery@tremblay.example.com',
    firstName: 'Avery',
    lastName: 'Tremblay',
    role: 'lawyer',
    isVerified: false,
    emailVerifiedAt: null,
    ...overrides,
  };
}

/** Makes the API answer the current-user call with this user. */
export function signInAs(user: CurrentUser): void {
  server.use(http.get('*/api/auth/user', () => HttpResponse.json(user)));
}

/** The toast region, outside the router as in the root layout, so toasts outlive navigation. */
export function renderToaster() {
  // The toast store outlives a test: start without the last test's toast.
  dismissToast();
  return render(<Toaster />);
}
