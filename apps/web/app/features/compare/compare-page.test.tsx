// @vitest-environment jsdom
import type { CompareLawyersResult } from '@cld/contract/lawyers';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { server } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { ComparePage } from './compare-page.tsx';
import { compareRequestOf } from './queries.ts';

const ana = makeLawyer({
  id: 4,
  name: 'Ana Roy',
  city: 'Laval',
  province: 'QC',
  hourlyRate: 250,
  freeConsultationMinutes: 30,
  feeOffers: ['free-consultation', 'sliding-scale'],
  funding: ['legal-aid'],
  languages: ['French', 'English'],
  meetingModes: ['in-person', 'video'],
  distanceKm: 0,
  nextSlot: {
    startsAt: '2026-12-08T14:00:00.000Z',
    text: {
      en: 'Tue, Dec 8, 9:00 a.m. Eastern Time (Laval)',
      fr: 'mar. 8\u00a0déc. à 9\u00a0h, heure de l’Est (Laval)',
    },
  },
  responsiveness: { medianReplySeconds: 3 * 3600, withinDayShare: 0.9, requestCount: 12 },
});
const ben = makeLawyer({
  id: 9,
  name: 'Ben Okafor',
  city: 'Montréal',
  province: 'QC',
  freeConsultationMinutes: null,
  feeOffers: [],
  funding: [],
  languages: ['English'],
  meetingModes: ['phone'],
  distanceKm: 17.4,
  nextSlot: null,
  responsiveness: null,
});

function serveComparison(lawyers = [ana, ben]) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/api/lawyers/compare', ({ request }) => {
      asked.push(new URL(request.url).searchParams);
      const body: CompareLawyersResult = {
        lawyers,
        centre: { name: 'Laval', province: 'QC', lat: 45.6, lng: -73.7, radiusKm: 500 },
      };
      return HttpResponse.json(body);
    }),
  );
  return asked;
}

const renderCompare = (url: string, { french = false } = {}) => {
  const request = compareRequestOf(new URL(url, 'http://localhost').searchParams);
  return renderAt({
    url,
    path: '/compare',
    Component: () =>
      french ? (
        <FrenchPage>
          <ComparePage request={request} />
        </FrenchPage>
      ) : (
        <ComparePage request={request} />
      ),
  });
};

beforeAll(loadFrench);

const rowOf = (table: HTMLElement, label: string) =>
  within(table).getByRole('rowheader', { name: label }).closest('tr')!;

describe('the compare view (issue 37)', { timeout: 30_000 }, () => {
  it('sets the lawyers side by side, one row per criterion, each cell true to the data', async () => {
    const asked = serveComparison();
    renderCompare('/compare?ids=4,9&near=Laval');
    const table = await screen.findByRole('table', { name: 'Comparison of 2 lawyers' });
    expect(asked[0]!.get('ids')).toBe('4,9');
    expect(asked[0]!.get('near')).toBe('Laval');

    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      expect.stringContaining('Ana Roy'),
      expect.stringContaining('Ben Okafor'),
    ]);
    const cells = (label: string) =>
      within(rowOf(table, label))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('Fees')[0]).toContain('$250/hour');
    expect(cells('Fees')[0]).toContain('Sliding scale');
    expect(cells('Free first consultation')).toEqual(['Yes, 30 minutes', 'Not stated']);
    expect(cells('Funding accepted')).toEqual(['Accepts legal aid', 'Not stated']);
    expect(cells('Languages')).toEqual(['French, English', 'English']);
    expect(cells('Ways to meet')).toEqual(['In personBy video', 'By phone']);
    expect(cells('Distance')).toEqual(['< 1 km from Laval', '17.4 km from Laval']);
    expect(cells('Next opening to book online')).toEqual([
      'Tue, Dec 8, 9:00 a.m. Eastern Time (Laval)',
      'No online booking open',
    ]);
    // Reply time only where the directory published it.
    expect(cells('Reply time')[0]).toContain('Usually replies within 3 hours');
    expect(cells('Reply time')[1]).toBe('Too few requests to measure yet');

    expect(
      screen.getByRole('link', { name: 'Remove Ana Roy from the comparison' }),
    ).toHaveAttribute('href', '/compare?ids=9&near=Laval');
    expect(screen.getByRole('link', { name: 'View profile of Ben Okafor' })).toHaveAttribute(
      'href',
      '/lawyer/9',
    );
    // The row labels stay in view while the lawyers scroll sideways on a phone.
    expect(within(table).getByRole('rowheader', { name: 'Fees' })).toHaveClass('sticky', 'left-0');
  });

  it('has no distance row when the visitor gave no place', async () => {
    server.use(
      http.get('*/api/lawyers/compare', () =>
        HttpResponse.json({
          lawyers: [
            { ...ana, distanceKm: undefined },
            { ...ben, distanceKm: undefined },
          ],
          centre: null,
        }),
      ),
    );
    renderCompare('/compare?ids=4,9');
    const table = await screen.findByRole('table');
    expect(within(table).queryByRole('rowheader', { name: 'Distance' })).not.toBeInTheDocument();
  });

  it('asks for two or three lawyers when the address names fewer', () => {
    renderCompare('/compare?ids=4,abc');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText(/Choose two or three lawyers to compare/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find lawyers' })).toBeInTheDocument();
  });

  it('is in French on a French page', async () => {
    serveComparison();
    renderCompare('/compare?ids=4,9&near=Laval', { french: true });
    const table = await screen.findByRole(
      'table',
      { name: 'Comparaison de 2 profils' },
      { timeout: 20_000 },
    );
    expect(
      within(rowOf(table, 'Prochain rendez-vous à réserver en ligne'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'mar. 8\u00a0déc. à 9\u00a0h, heure de l’Est (Laval)',
      'Aucun rendez-vous ouvert en ligne',
    ]);
    expect(within(rowOf(table, 'Financement accepté')).getAllByRole('cell')[0]).toHaveTextContent(
      'Accepte l’aide juridique',
    );
  });
});

describe('compareRequestOf', () => {
  it('keeps whole-number ids once each, three at most, and the place as given', () => {
    expect(compareRequestOf(new URLSearchParams('ids=4,4,x,9,0,12,15&near=Laval'))).toEqual({
      ids: ['4', '9', '12'],
      near: 'Laval',
    });
    expect(compareRequestOf(new URLSearchParams('ids=4&lat=45.5&lng=-73.6'))).toEqual({
      ids: ['4'],
      lat: '45.5',
      lng: '-73.6',
    });
  });
});
