import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { lawyerSchema } from './structured-data.ts';

const schemaOf = (reviewCount: number, rating: number) =>
  lawyerSchema({
    lawyer: makeLawyer({ reviewCount, rating }),
    url: 'https://lawyers.example.ca/lawyer/1',
    firmName: 'Tremblay Family Law',
    provinceName: 'Ontario',
  });

describe('lawyerSchema', () => {
  it.each([0, 1, 2])('has no AggregateRating with %i published reviews', (reviewCount) => {
    expect(schemaOf(reviewCount, 5)).not.toHaveProperty('aggregateRating');
  });

  it('states the rating once three published reviews back it', () => {
    expect(schemaOf(3, 4.3).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.3,
      reviewCount: 3,
      bestRating: 5,
    });
  });
});

describe('lawyerSchema: office hours and photo', () => {
  const schemaFor = (overrides: Parameters<typeof makeLawyer>[0]) =>
    lawyerSchema({
      lawyer: makeLawyer(overrides),
      url: 'https://lawyers.example.ca/lawyer/1',
      firmName: 'Tremblay Family Law',
      provinceName: 'Ontario',
    });
  const day = (name: string) => `https://schema.org/${name}`;

  it('states the default hours as one opening for the weekdays and one for Saturday', () => {
    expect(schemaFor({}).openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'].map(day),
        opens: '09:00',
        closes: '18:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Saturday')],
        opens: '09:00',
        closes: '17:00',
      },
    ]);
  });

  it('states both openings of a split day and leaves closed days out', () => {
    const morning = { opens: '09:00', closes: '12:00' };
    const afternoon = { opens: '13:00', closes: '17:00' };
    const schema = schemaFor({
      officeHours: {
        mon: [morning, afternoon],
        tue: [],
        wed: [morning],
        thu: [],
        fri: [],
        sat: [],
        sun: [],
      },
    });
    expect(schema.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [day('Monday'), day('Wednesday')],
        ...morning,
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: [day('Monday')], ...afternoon },
    ]);
  });

  it('has no opening hours when no day has any', () => {
    const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
    expect(schemaFor({ officeHours: closed })).not.toHaveProperty('openingHoursSpecification');
  });

  it('gives the photo as a whole URL, on the practice and the person', () => {
    const schema = schemaFor({ photo: '/api/lawyers/1/photo?v=3' });
    expect(schema.image).toBe('https://lawyers.example.ca/api/lawyers/1/photo?v=3');
    expect(schema.employee.image).toBe('https://lawyers.example.ca/api/lawyers/1/photo?v=3');
  });

  it('gives the office’s postal code when the profile has one (issue 37)', () => {
    const withCode = lawyerSchema({
      lawyer: makeLawyer({ postalCode: 'M5H 2N2' }),
      url: 'https://lawyers.example.ca/lawyer/1',
      firmName: 'Tremblay Family Law',
      provinceName: 'Ontario',
    });
    expect(JSON.stringify(withCode)).toContain('"postalCode":"M5H 2N2"');
    expect(JSON.stringify(schemaOf(0, 0))).not.toContain('postalCode');
  });

  it('has no image without a photo (the initials are not one)', () => {
    const schema = schemaFor({ photo: null });
    expect(schema).not.toHaveProperty('image');
    expect(schema.employee).not.toHaveProperty('image');
  });
});
