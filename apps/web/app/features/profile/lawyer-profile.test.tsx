// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { userEvent } from '@testing-library/user-event';
import { makeLawyer } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { server } from '../../../test/msw-server.ts';
import { getProvinceLegalInfo } from '@cld/content/province-legal-info';
import { LawyerProfile } from './lawyer-profile.tsx';
import { ProfilePage } from './profile-page.tsx';
import { expectLinkTo } from '../../../test/links.ts';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';

const renderProfile = (lawyer = makeLawyer()) =>
  renderAt({
    url: '/lawyer/1',
    path: '/lawyer/:id',
    Component: () => (
      <LawyerProfile lawyer={lawyer} provinceHelp={getProvinceLegalInfo(lawyer.province)} />
    ),
  });

/** A lawyer whose licence (`licenceNumber`, if any) the Law Society of Ontario confirmed. */
const checkedWithLso = (licenceNumber: string | null) =>
  makeLawyer({
    isVerified: true,
    verification: {
      regulator: 'law-society-of-ontario',
      verifiedAt: '2026-10-01T12:00:00Z',
      licenceNumber,
      demo: false,
    },
  });

/** The API's text of a next open slot, in the office's clock (bookings/next-slots.ts). */
const NEXT_SLOT = {
  startsAt: '2026-12-07T17:30:00.000Z',
  text: {
    en: 'Mon, Dec 7, 11:30 a.m. Central Time (Winnipeg)',
    fr: 'lun. 7\u00a0déc. à 11\u00a0h\u00a030, heure du Centre (Winnipeg)',
  },
};

describe('LawyerProfile', () => {
  it('says the next time to book online beside the buttons, and nothing without one (issue 37)', () => {
    const { unmount } = renderProfile(makeLawyer({ nextSlot: NEXT_SLOT }));
    expect(screen.getByTestId('next-slot')).toHaveTextContent(
      'Next opening to book online: Mon, Dec 7, 11:30 a.m. Central Time (Winnipeg)',
    );
    unmount();
    renderProfile(makeLawyer({ nextSlot: null }));
    expect(screen.queryByTestId('next-slot')).not.toBeInTheDocument();
  });

  it('shows the header: name, firm, practice area, place and years of experience', () => {
    renderProfile(
      makeLawyer({ name: 'Avery Tremblay', experience: 12, city: 'Ottawa', province: 'ON' }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Avery Tremblay' })).toBeInTheDocument();
    expect(screen.getByText('Tremblay Family Law')).toBeInTheDocument();
    expect(screen.getByText('Ottawa, Ontario')).toBeInTheDocument();
    expect(screen.getByText('12 years of experience')).toBeInTheDocument();
  });

  it.each([
    [0, 'Less than 1 year of experience', 'Less than 1 year'],
    [1, '1 year of experience', '1 year'],
    [3, '3 years of experience', '3 years'],
  ])('says %i years as the lawyer has them, never "0+ years"', (experience, header, figure) => {
    renderProfile(makeLawyer({ experience }));
    expect(screen.getByText(header)).toBeInTheDocument();
    expect(screen.getByText(figure)).toBeInTheDocument();
    expect(screen.queryByText(/\+ years/)).not.toBeInTheDocument();
  });

  it('says which licence was checked, with whom and when, linked to where anyone can check it', () => {
    renderProfile(checkedWithLso('P12345'));
    const link = screen.getByRole('link', {
      name: /^Licence no\. P12345 checked with Law Society of Ontario on October 1, 2026/,
    });
    expect(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/lso\.ca\//));
    expect(screen.queryByText('Self-reported information')).not.toBeInTheDocument();
  });

  it("says a demo lawyer's verification is the demo's, with its fictional licence number", () => {
    renderProfile(
      makeLawyer({
        isVerified: true,
        verification: {
          regulator: 'barreau-du-quebec',
          verifiedAt: '2026-03-14T12:00:00Z',
          licenceNumber: 'DEMO-000042',
          demo: true,
        },
      }),
    );
    expect(
      screen.getByRole('link', {
        name: /^Demo: fictional licence no\. DEMO-000042 “checked” with Barreau du Québec on March 14, 2026/,
      }),
    ).toBeInTheDocument();
  });

  it('says only what was checked when the record has no licence number', () => {
    renderProfile(checkedWithLso(null));
    expect(
      screen.getByRole('link', {
        name: /^Licence checked with Law Society of Ontario on October 1, 2026/,
      }),
    ).toBeInTheDocument();
  });

  it('calls an unverified profile self-reported', () => {
    renderProfile(makeLawyer({ isVerified: false, verification: null }));
    expect(screen.getByText('Self-reported information')).toBeInTheDocument();
    expect(screen.queryByText(/checked with/)).not.toBeInTheDocument();
  });

  it('names a lawyer without a firm "{name} Law Office"', () => {
    renderProfile(makeLawyer({ name: 'Sam Okafor', firmName: null }));
    expect(screen.getByText('Sam Okafor Law Office')).toBeInTheDocument();
  });

  it('shows the rating from 3 published reviews, with the count and the years', () => {
    renderProfile(makeLawyer({ rating: 4.2, reviewCount: 17, experience: 9 }));
    const credentials = screen
      .getByRole('heading', { name: 'Experience & Credentials' })
      .closest('div')!.parentElement!;
    expect(within(credentials).getByText('Rated 4.2 out of 5')).toBeInTheDocument();
    expect(within(credentials).getByText('(17 reviews)')).toBeInTheDocument();
    expect(within(credentials).getByText('9 years')).toBeInTheDocument();
  });

  it.each([
    [0, 'No reviews yet'],
    [2, '2 reviews, too few for a rating'],
  ])('shows no stars and no rating with %i published reviews', (reviewCount, text) => {
    const { container } = renderProfile(makeLawyer({ rating: 5, reviewCount }));
    expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Rated .* out of 5/)).not.toBeInTheDocument();
    expect(screen.queryByText('5.0')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[data-testid="rating-summary"] svg')).toHaveLength(0);
  });

  it('says how fast the lawyer replies, measured, with how it is measured', async () => {
    const user = userEvent.setup();
    renderProfile(
      makeLawyer({
        responsiveness: { medianReplySeconds: 3.2 * 3600, withinDayShare: 0.8, requestCount: 5 },
      }),
    );
    expect(screen.getByText('Usually replies within 4 hours')).toBeVisible();
    await user.click(screen.getByText('How is this measured?'));
    expect(
      screen.getByText(
        /over 5 requests received through this site in the last 90 days; 80% were answered within 24 hours/,
      ),
    ).toBeVisible();
  });

  it('says nothing about replies below 3 requests', () => {
    renderProfile(makeLawyer({ responsiveness: null }));
    expect(screen.queryByText(/Usually replies/)).not.toBeInTheDocument();
  });

  it('lists published reviews as text, with the reply, and lets anyone report one', async () => {
    const user = userEvent.setup();
    const reports: unknown[] = [];
    server.use(
      http.get('*/api/lawyers/:id/reviews', () =>
        HttpResponse.json({
          rating: 4,
          reviewCount: 1,
          reviews: [
            {
              id: '7',
              rating: 4,
              text: '<script>alert(1)</script> <b>Clear</b> advice.',
              createdAt: '2026-11-01T12:00:00.000Z',
              reply: { text: 'Thank you!', repliedAt: '2026-11-02T12:00:00.000Z' },
              isDemo: false,
            },
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        }),
      ),
      http.post('*/api/reviews/:id/reports', async ({ request, params }) => {
        reports.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ reported: true }, { status: 201 });
      }),
    );
    const { container } = renderProfile();
    expect(await screen.findByText('<script>alert(1)</script> <b>Clear</b> advice.')).toBeVisible();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText('Rated 4 stars out of 5')).toBeInTheDocument();
    expect(screen.getByText('Thank you!')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Report this review' }));
    // The form (and its schema) loads when it is opened.
    await user.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(screen.getByText(/Please say what is wrong with this review/)).toBeVisible();
    await user.type(screen.getByLabelText('What is wrong with this review?'), 'Not a client');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText(/an administrator will look at this review/)).toBeVisible();
    expect(reports).toEqual([{ id: '7', body: { reason: 'Not a client' } }]);
  });

  it('says "No reviews yet" under a profile nobody reviewed', async () => {
    renderProfile(makeLawyer({ rating: 0, reviewCount: 0 }));
    const section = (await screen.findByRole('heading', { name: 'Client reviews' })).closest(
      'div',
    )!.parentElement!;
    expect(await within(section).findByText('No reviews yet')).toBeVisible();
  });

  it('formats the phone as +1 (xxx) xxx-xxxx and links the website', () => {
    renderProfile(makeLawyer({ phone: '604-555-0188', website: 'https://firm.example.com' }));
    expectLinkTo('+1 (604) 555-0188', 'tel:+16045550188');
    expectLinkTo('Visit website', 'https://firm.example.com');
  });

  it('gives the office’s whole address: street, city and province, and the postal code (issue 37)', () => {
    renderProfile(
      makeLawyer({ address: '1 Wellington Street', city: 'Ottawa', postalCode: 'K1A 0A9' }),
    );
    // The location "Toronto, ON" says more than the city shown: it stays, on its own line.
    expect(document.querySelector('address')!.textContent).toBe(
      '1 Wellington StreetOttawa, ON K1A 0A9Toronto, ON',
    );
  });

  it('does not repeat a postal code the address already holds, and says none without one', () => {
    renderProfile(
      makeLawyer({
        address: '1 Wellington St, Ottawa ON k1a-0a9',
        city: 'Ottawa',
        location: 'Ottawa, ON',
        postalCode: 'K1A 0A9',
      }),
    );
    expect(document.querySelector('address')!.textContent).toBe(
      '1 Wellington St, Ottawa ON k1a-0a9',
    );
    cleanup();
    renderProfile(
      makeLawyer({
        address: '1 Wellington Street',
        city: 'Ottawa',
        location: 'Ottawa, ON',
        postalCode: null,
      }),
    );
    expect(document.querySelector('address')!.textContent).toBe('1 Wellington StreetOttawa, ON');
  });

  it('asks anonymous visitors to register to see the email, and brings them back here', () => {
    renderProfile(makeLawyer({ email: undefined }));
    expect(
      screen.getByRole('link', { name: 'Email visible to registered users - Register here' }),
    ).toHaveAttribute('href', '/auth/register?returnTo=%2Flawyer%2F1');
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
  });

  it('links the email for signed-in visitors, whom the API sends it to', () => {
    renderProfile(makeLawyer({ email: 'avery@tremblay.example.com' }));
    expectLinkTo('avery@tremblay.example.com', 'mailto:avery@tremblay.example.com');
  });

  it('shows badges, languages, office hours and the practice area in the province', () => {
    renderProfile(
      makeLawyer({
        practiceArea: 'Family Law',
        province: 'BC',
        city: 'Victoria',
        languages: ['English', 'Punjabi'],
      }),
    );
    expect(screen.getByText('Child Custody')).toBeInTheDocument();
    expect(screen.getByText('Punjabi')).toBeInTheDocument();
    expect(screen.getAllByText('9:00 a.m. – 6:00 p.m.')).toHaveLength(5);
    expect(screen.getByText('9:00 a.m. – 5:00 p.m.')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Family Law in British Columbia' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Legal help in British Columbia' }),
    ).toBeInTheDocument();
  });

  it('states the hourly rate once, in the fees section, beside what else the lawyer stated', () => {
    renderProfile(
      makeLawyer({ hourlyRate: 275, freeConsultationMinutes: 20, meetingModes: ['video'] }),
    );
    expect(screen.getAllByText(/\$275/)).toHaveLength(1);
    expect(screen.getAllByText('Hourly rate')).toHaveLength(1);
    const fees = screen
      .getByRole('heading', { name: 'Fees and payment' })
      .closest('div')!.parentElement!;
    expect(within(fees).getByText('$275 CAD')).toBeInTheDocument();
    expect(within(fees).getByText('20 minutes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How and when' })).toBeInTheDocument();
    expect(screen.getByText('By video')).toBeInTheDocument();
  });

  it('shows the photo at its stored size, scaled by CSS, inside the image named after the lawyer', () => {
    const { container } = renderProfile(
      makeLawyer({ name: 'Jo Li', photo: '/api/lawyers/1/photo?v=2' }),
    );
    expect(screen.getAllByRole('img', { name: 'Jo Li' })).toHaveLength(1);
    const photo = container.querySelector('img[src="/api/lawyers/1/photo?v=2"]');
    expect(photo).toHaveAttribute('width', '400');
    expect(photo).toHaveAttribute('height', '400');
  });

  it('shows the initials when there is no photo', () => {
    const { container } = renderProfile(makeLawyer({ name: 'Jo Li', photo: null }));
    expect(screen.getByRole('img', { name: 'Jo Li' })).toHaveTextContent('JL');
    expect(container.querySelector('header img')).toBeNull();
  });

  it('points to the legal aid plan, law society and self-help of the lawyer’s province', () => {
    renderProfile(makeLawyer({ province: 'QC', city: 'Montréal' }));
    expectLinkTo(/^Barreau du Québec/, 'https://www.barreau.qc.ca');
    expect(
      screen.getByRole('link', { name: /^Chambre des notaires du Québec/ }),
    ).toBeInTheDocument();
    expectLinkTo(/^Éducaloi/, 'https://educaloi.qc.ca');
    // Quebec's legal aid has no single line: its own page says to call the office nearest you.
    expect(
      screen.getByRole('link', { name: /^Apply by calling the office nearest you/ }),
    ).toHaveAttribute(
      'href',
      'https://www.csj.qc.ca/COMMISSION-DES-SERVICES-JURIDIQUES/aide-juridique/comment-faire-une-demande/fr',
    );
  });

  it('gives the legal aid line as a phone link where the plan has one', () => {
    renderProfile(makeLawyer({ province: 'ON', city: 'Toronto' }));
    expectLinkTo('Phone: 1-800-668-8258', 'tel:+18006688258');
    expect(screen.queryByRole('link', { name: /office nearest you/ })).not.toBeInTheDocument();
  });
});

describe('ProfilePage', () => {
  it('shows "Lawyer Not Found" with a way back when the API has no such lawyer', async () => {
    server.use(
      http.get('*/api/lawyers/:id', () =>
        HttpResponse.json({ message: 'Not found' }, { status: 404 }),
      ),
    );
    renderAt({
      url: '/lawyer/77',
      path: '/lawyer/:id',
      Component: () => <ProfilePage id="77" provinceHelp={getProvinceLegalInfo('ON')} />,
    });

    expect(await screen.findByRole('heading', { name: 'Lawyer Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText("The lawyer profile you're looking for doesn't exist."),
    ).toBeInTheDocument();
    expectLinkTo('Back to Search', '/');
  });

  it('shows a skeleton, then the lawyer', async () => {
    server.use(
      http.get('*/api/lawyers/:id', () => HttpResponse.json(makeLawyer({ id: 5, name: 'Jo Li' }))),
    );
    renderAt({
      url: '/lawyer/5',
      path: '/lawyer/:id',
      Component: () => <ProfilePage id="5" provinceHelp={getProvinceLegalInfo('ON')} />,
    });

    expect(screen.getByText('Loading lawyer profile…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jo Li' })).toBeInTheDocument();
  });
});

describe('LawyerProfile in French (issue 37)', () => {
  beforeAll(loadFrench);

  const renderFrench = (lawyer = makeLawyer()) =>
    renderAt({
      url: '/fr/avocat/1',
      path: '/fr/avocat/:id',
      Component: () => (
        <FrenchPage>
          <LawyerProfile lawyer={lawyer} provinceHelp={getProvinceLegalInfo(lawyer.province)} />
        </FrenchPage>
      ),
    });

  it('says the next time to book online in French, from the server’s text', async () => {
    renderFrench(makeLawyer({ nextSlot: NEXT_SLOT }));
    expect(await screen.findByTestId('next-slot')).toHaveTextContent(
      // (Testing Library reads no-break spaces as spaces.)
      'Prochain rendez-vous à réserver en ligne : lun. 7 déc. à 11 h 30, heure du Centre (Winnipeg)',
    );
  });

  it('names Quebec City and the province « Québec », with the lawyer’s own years', async () => {
    renderFrench(makeLawyer({ city: 'Quebec City', province: 'QC', experience: 3 }));
    expect(await screen.findByText('Québec, Québec')).toBeInTheDocument();
    expect(screen.getByText('3 ans d’expérience')).toBeInTheDocument();
    expect(screen.queryByText(/Quebec/)).not.toBeInTheDocument();
  });

  it.each([
    [0, 'Moins d’un an d’expérience', 'Moins d’un an'],
    [1, '1 an d’expérience', '1 an'],
  ])('says %i an(s) in words that fit: « %s »', async (experience, header, figure) => {
    renderFrench(makeLawyer({ experience }));
    expect(await screen.findByText(header)).toBeInTheDocument();
    expect(screen.getByText(figure)).toBeInTheDocument();
  });

  it('uses epicene labels: the clientele’s rating, registered people', async () => {
    renderFrench();
    expect(await screen.findByText('Note de la clientèle')).toBeInTheDocument();
    expect(
      screen.getByRole('link', {
        name: 'Courriel réservé aux personnes inscrites — inscrivez-vous ici',
      }),
    ).toBeInTheDocument();
  });
});
