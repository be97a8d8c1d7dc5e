// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import type { Lawyer, RegisterListing } from '@cld/contract/lawyers';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { renderAt } from '../../../test/render.tsx';
import { LawyerCard } from '../lawyers/index.ts';
import { RegisterListingProfile } from './register-listing-profile.tsx';

const listing = (overrides: Partial<RegisterListing> = {}): RegisterListing => ({
  source: 'register',
  regulator: 'law-society-of-ontario',
  registerDate: '2026-12-01',
  licenceNumber: 'LSO-P90002',
  claimed: false,
  claimedAt: null,
  completed: false,
  demo: false,
  ...overrides,
});

/** A listing as the API sends it for a register entry nobody completed: the register's data only. */
const registerLawyer = (overrides: Partial<Lawyer> = {}) =>
  makeLawyer({
    id: 7,
    name: 'Blake Imaginary',
    firmName: 'Imaginary Litigation LLP',
    practiceArea: 'Civil Litigation',
    practiceAreas: ['Civil Litigation'],
    phone: '416-555-0102',
    address: '',
    experience: 0,
    hourlyRate: 0,
    feeStructure: '',
    bio: null,
    bioFr: null,
    specializations: [],
    meetingModes: [],
    rating: 0,
    reviewCount: 0,
    responsiveness: null,
    isVerified: false,
    verification: null,
    listing: listing(),
    ...overrides,
  });

const render = (node: React.ReactNode, french = false) =>
  renderAt({
    url: french ? '/fr/avocat/7' : '/lawyer/7',
    path: french ? '/fr/avocat/:id' : '/lawyer/:id',
    Component: () => (french ? <FrenchPage>{node}</FrenchPage> : <>{node}</>),
  });

beforeAll(loadFrench);

describe('a register listing on a card (issue 39)', () => {
  it('says where it comes from and shows no signal the register does not back', () => {
    render(<LawyerCard lawyer={registerLawyer()} layout="list" />);
    expect(screen.getByTestId('provenance').textContent).toMatch(
      /From the public register of Law Society of Ontario, .*2026.*Not yet completed by the lawyer/,
    );
    expect(screen.queryByText(/experience/i)).not.toBeInTheDocument();
    expect(screen.queryByTestId('rating-summary')).not.toBeInTheDocument();
    expect(screen.queryByText('Self-reported information')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /416/ })).toBeInTheDocument();
  });

  it('a demo listing says it is a fictional entry, not the regulator’s, in both languages', async () => {
    const lawyer = registerLawyer({ listing: listing({ demo: true }) });
    const { unmount } = render(<LawyerCard lawyer={lawyer} layout="list" />);
    expect(screen.getByTestId('provenance').textContent).toMatch(
      /^Demo: a fictional entry in the format of the public register of Law Society of Ontario, /,
    );
    expect(screen.queryByText(/^From the public register/)).not.toBeInTheDocument();
    unmount();
    render(<LawyerCard lawyer={lawyer} layout="list" />, true);
    expect(
      await screen.findByText(
        /^Démo : inscription fictive, au format du registre public de l’ordre professionnel \(Law Society of Ontario\), au /,
      ),
    ).toBeInTheDocument();
  });

  it('a claimed and completed listing names the register and its date in its badge', () => {
    render(
      <LawyerCard
        lawyer={registerLawyer({
          bio: 'Civil litigation in Ottawa.',
          isVerified: true,
          verification: {
            regulator: 'law-society-of-ontario',
            verifiedAt: '2026-12-06T10:00:00.000Z',
            licenceNumber: 'LSO-P90002',
            demo: false,
          },
          listing: listing({
            claimed: true,
            claimedAt: '2026-12-06T10:00:00.000Z',
            completed: true,
          }),
        })}
        layout="list"
      />,
    );
    expect(
      screen.getByText(/Licence no\. LSO-P90002 in the public register of Law Society of Ontario/)
        .textContent,
    ).toMatch(/\(Dec.* 1, 2026\); listing claimed by the lawyer on/);
    expect(screen.queryByTestId('provenance')).not.toBeInTheDocument();
  });
});

describe('a register listing’s profile (issue 39)', () => {
  it('shows the register’s data, its provenance, no contact form, and "Is this you?"', () => {
    const lawyer = registerLawyer();
    render(<RegisterListingProfile lawyer={lawyer} listing={lawyer.listing as RegisterListing} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Blake Imaginary' })).toBeInTheDocument();
    expect(screen.getByTestId('provenance').textContent).toMatch(/Not yet completed by the lawyer/);
    expect(screen.getByText(/takes no messages or bookings through this site/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Find their contact details in the regulator’s directory' }),
    ).toHaveAttribute('href', expect.stringContaining('lso.ca'));
    expect(screen.getByRole('link', { name: 'Claim this profile' })).toHaveAttribute(
      'href',
      '/lawyer/7/claim',
    );
    expect(screen.getByRole('link', { name: 'Ask for removal' })).toHaveAttribute(
      'href',
      '/lawyer/7/claim?purpose=removal',
    );
    expect(screen.queryByRole('button', { name: /message|consultation/i })).not.toBeInTheDocument();
    expect(
      screen.queryByText(/\$|per hour|years? of experience|reviews?\b/i),
    ).not.toBeInTheDocument();
  });

  it('says the same in French, with the French claim page', async () => {
    const lawyer = registerLawyer();
    render(
      <RegisterListingProfile lawyer={lawyer} listing={lawyer.listing as RegisterListing} />,
      true,
    );
    expect(await screen.findByRole('heading', { name: /C’est vous/ })).toBeInTheDocument();
    expect(screen.getByTestId('provenance').textContent).toMatch(
      /Tiré du registre public de l’ordre professionnel \(Law Society of Ontario\)/,
    );
    expect(screen.getByRole('link', { name: 'Réclamer ce profil' })).toHaveAttribute(
      'href',
      '/fr/avocat/7/reclamer',
    );
  });

  it('offers no claim once the listing is claimed, and names the register in its badge', () => {
    const lawyer = registerLawyer({
      isVerified: true,
      verification: {
        regulator: 'law-society-of-ontario',
        verifiedAt: '2026-12-06T10:00:00.000Z',
        licenceNumber: 'LSO-P90002',
        demo: false,
      },
      listing: listing({ claimed: true, claimedAt: '2026-12-06T10:00:00.000Z' }),
    });
    render(<RegisterListingProfile lawyer={lawyer} listing={lawyer.listing as RegisterListing} />);
    expect(screen.queryByRole('link', { name: 'Claim this profile' })).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /in the public register of Law Society of Ontario/ }),
    ).toBeInTheDocument();
  });
});
