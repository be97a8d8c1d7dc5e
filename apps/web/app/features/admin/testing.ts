import type { AdminLawyerRow } from '@cld/contract/admin';

let nextId = 100;

/** A row of the admin lawyer lists; override what a test needs. */
export function makeAdminLawyerRow(overrides: Partial<AdminLawyerRow> = {}): AdminLawyerRow {
  return {
    id: nextId++,
    name: 'Robin Quill',
    firmName: 'Quill Law',
    email: 'robin@quill.example.com',
    city: 'Ottawa',
    province: 'ON',
    practiceArea: 'Family Law',
    isHidden: false,
    verificationStatus: 'pending',
    licenceNumber: 'LSO-5544',
    regulator: 'law-society-of-ontario',
    verificationRequestedAt: '2026-11-01T14:00:00.000Z',
    verifiedAt: null,
    updatedAt: '2026-11-01T14:00:00.000Z',
    ...overrides,
  };
}

export const paged = <T>(key: string, items: T[], total = items.length) => ({
  [key]: items,
  total,
  page: 1,
  pageSize: 20,
});
