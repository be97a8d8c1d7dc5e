// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { renderAt } from '../../../test/render.tsx';
import { LawyerCard } from './lawyer-card.tsx';

const renderCard = (lawyer = makeLawyer(), { french = false } = {}) =>
  renderAt({
    url: '/browse-lawyers',
    path: '/browse-lawyers',
    Component: () =>
      french ? (
        <FrenchPage>
          <LawyerCard lawyer={lawyer} layout="list" />
        </FrenchPage>
      ) : (
        <LawyerCard lawyer={lawyer} layout="list" />
      ),
  });

beforeAll(loadFrench);

describe('LawyerCard: the French-speaking signal', () => {
  it('says "Speaks French" when the lawyer lists French', () => {
    renderCard(makeLawyer({ languages: ['English', 'French'] }));
    expect(screen.getByText('Speaks French')).toBeInTheDocument();
  });

  it('says nothing of French for a lawyer who does not list it', () => {
    renderCard(makeLawyer({ languages: ['English', 'Punjabi'] }));
    expect(screen.queryByText('Speaks French')).not.toBeInTheDocument();
  });

  it('says « Parle français » on a French page, the same signal', async () => {
    renderCard(makeLawyer({ languages: ['French', 'Arabic'] }), { french: true });
    // A French card names specializations in French: their chunk loads on first use.
    expect(await screen.findByText('Parle français')).toBeInTheDocument();
    expect(screen.getByText('Parle français et arabe')).toBeInTheDocument();
  });
});

describe('LawyerCard: the bio in the list', () => {
  it('shows the page’s language’s bio, else the other one marked with its language', () => {
    renderCard(makeLawyer({ bio: null, bioFr: 'Avocate en droit de la famille à Laval.' }));
    expect(screen.getByText('Avocate en droit de la famille à Laval.')).toHaveAttribute(
      'lang',
      'fr',
    );
  });
});

describe('LawyerCard: badges of what the lawyer stated (issue 20)', () => {
  const stated = makeLawyer({
    freeConsultationMinutes: 30,
    flatFees: [{ service: 'Uncontested divorce', minPrice: 1500, maxPrice: 2500 }],
    feeOffers: ['free-consultation', 'flat-fees'],
    funding: ['legal-aid'],
    meetingModes: ['in-person', 'video'],
    acceptingClients: { accepting: true, confirmedAt: '2026-10-01T12:00:00.000Z' },
    distanceKm: 12.44,
  });

  it('shows each stated option as a badge, and the distance from the search’s centre', () => {
    renderCard(stated);
    const badges = screen.getByRole('list', { name: 'Stated by the lawyer' });
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Free first consultation (30 min)',
      'Flat fees',
      'Legal aid',
      'Video',
      'Accepting new clients',
    ]);
    expect(screen.getByTestId('distance')).toHaveTextContent('Distance: 12.4 km');
  });

  it('shows nothing that is not stated: no badges, no distance, no "not accepting"', () => {
    renderCard(
      makeLawyer({
        freeConsultationMinutes: null,
        flatFees: [],
        feeOffers: [],
        funding: ['pro-bono'],
        meetingModes: ['in-person'],
        acceptingClients: null,
      }),
    );
    expect(screen.queryByRole('list', { name: 'Stated by the lawyer' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('distance')).not.toBeInTheDocument();
    expect(screen.queryByText(/new clients/)).not.toBeInTheDocument();
  });

  it('says so when the lawyer stated they are not taking new clients (issue 37)', () => {
    renderCard(
      makeLawyer({
        freeConsultationMinutes: 15,
        acceptingClients: { accepting: false, confirmedAt: '2026-10-01T12:00:00.000Z' },
      }),
    );
    expect(screen.getByText('Free first consultation (15 min)')).toBeInTheDocument();
    expect(screen.getByText('Not taking new clients')).toBeInTheDocument();
    expect(screen.queryByText('Accepting new clients')).not.toBeInTheDocument();
  });

  it('says it in French too', async () => {
    renderCard(
      makeLawyer({
        acceptingClients: { accepting: false, confirmedAt: '2026-10-01T12:00:00.000Z' },
      }),
      { french: true },
    );
    expect(await screen.findByText('Ne prend pas de nouvelle clientèle')).toBeInTheDocument();
  });

  it('writes them in French on a French page, « 12,4 km » included', async () => {
    renderCard(stated, { french: true });
    // Testing Library reads the no-break spaces as spaces.
    expect(await screen.findByText('Consultation initiale gratuite (30 min)')).toBeVisible();
    expect(screen.getByText('Tarifs forfaitaires')).toBeInTheDocument();
    expect(screen.getByText('Accepte une nouvelle clientèle')).toBeInTheDocument();
    expect(screen.getByTestId('distance')).toHaveTextContent('Distance : 12,4 km');
    expect(screen.getByTestId('distance').textContent).toContain('12,4\u00a0km');
  });
});

describe('LawyerCard: French wording (issue 37)', () => {
  it('lists languages in lower case with « et » before the last', async () => {
    renderCard(makeLawyer({ languages: ['French', 'English'] }), { french: true });
    expect(await screen.findByText('Parle français et anglais')).toBeInTheDocument();
  });

  it('names Quebec City « Québec (QC) » on a French page, and keeps its name in English', async () => {
    renderCard(makeLawyer({ city: 'Quebec City', province: 'QC' }), { french: true });
    expect(await screen.findByText('Québec (QC)')).toBeInTheDocument();
    expect(screen.queryByText(/Quebec City/)).not.toBeInTheDocument();
  });

  it('counts the specializations not shown as « +2 autres », « +1 autre »', async () => {
    renderCard(
      makeLawyer({ specializations: ['Divorce', 'Child Custody', 'Spousal Support', 'Adoption'] }),
      {
        french: true,
      },
    );
    expect(await screen.findByText('+2 autres')).toBeInTheDocument();
  });

  it('says a distance under 1 km as « moins de 1 km », not « 0 km »', async () => {
    renderCard(makeLawyer({ distanceKm: 0 }), { french: true });
    expect(await screen.findByTestId('distance')).toHaveTextContent('Distance : moins de 1 km');
  });
});

describe('LawyerCard: the lawyer’s own years of experience', () => {
  it.each([
    [0, 'Less than 1 year of experience'],
    [1, '1 year of experience'],
    [3, '3 years of experience'],
  ])('%i years: "%s"', (experience, text) => {
    renderCard(makeLawyer({ experience }));
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    [0, 'Moins d’un an d’expérience'],
    [1, '1 an d’expérience'],
    [3, '3 ans d’expérience'],
  ])('%i ans : « %s »', async (experience, text) => {
    renderCard(makeLawyer({ experience }), { french: true });
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says "< 1 km" in English for a lawyer in the searched city', () => {
    renderCard(makeLawyer({ distanceKm: 0.2 }));
    expect(screen.getByTestId('distance')).toHaveTextContent('Distance: < 1 km');
  });
});

describe('LawyerCard: the next time to book (issue 37)', () => {
  const nextSlot = {
    startsAt: '2026-12-08T15:00:00.000Z',
    text: {
      en: 'Tue, Dec 8, 9:00 a.m. Central Time (Winnipeg)',
      fr: 'mar. 8\u00a0déc. à 9\u00a0h, heure du Centre (Winnipeg)',
    },
  };

  it('shows the server’s text of the next opening, on the office’s clock', () => {
    renderCard(makeLawyer({ nextSlot }));
    expect(screen.getByTestId('next-slot')).toHaveTextContent(
      'Next opening to book: Tue, Dec 8, 9:00 a.m. Central Time (Winnipeg)',
    );
  });

  it('shows the French text on a French page', async () => {
    renderCard(makeLawyer({ nextSlot }), { french: true });
    expect(await screen.findByTestId('next-slot')).toHaveTextContent(
      // (Testing Library reads no-break spaces as spaces.)
      'Prochain rendez-vous à réserver : mar. 8 déc. à 9 h, heure du Centre (Winnipeg)',
    );
  });

  it('says nothing for a lawyer who takes no bookings online or has no opening', () => {
    renderCard(makeLawyer({ nextSlot: null }));
    expect(screen.queryByTestId('next-slot')).not.toBeInTheDocument();
  });
});
