import { describe, expect, it } from 'vitest';
import { officeAddressExtras } from './office-address.ts';

const office = {
  address: 'Suite 104, 1828 King Street',
  postalCode: 'B3H 1A1',
  location: 'Halifax, NS',
  city: 'Halifax',
  province: 'NS' as const,
};

describe('officeAddressExtras', () => {
  it('adds the postal code, unless the street line already holds it in any spelling', () => {
    expect(officeAddressExtras(office).postalCode).toBe('B3H 1A1');
    expect(
      officeAddressExtras({ ...office, address: '1828 King Street, Halifax NS b3h-1a1' })
        .postalCode,
    ).toBeNull();
    expect(officeAddressExtras({ ...office, postalCode: null }).postalCode).toBeNull();
  });

  it('leaves out a location that only restates the city and province, in either language', () => {
    for (const location of [
      'Halifax',
      'Halifax, NS',
      'Halifax, Nova Scotia',
      'HALIFAX (Nouvelle-Écosse)',
    ]) {
      expect(officeAddressExtras({ ...office, location }).location, location).toBeNull();
    }
    expect(officeAddressExtras({ ...office, location: 'Downtown Halifax' }).location).toBe(
      'Downtown Halifax',
    );
    // Already in the street line: not said twice.
    expect(
      officeAddressExtras({
        ...office,
        address: '1 Spring Garden Road, Downtown Halifax',
        location: 'Downtown Halifax',
      }).location,
    ).toBeNull();
  });
});
