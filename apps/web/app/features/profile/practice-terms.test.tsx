// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import type { Lawyer } from '@cld/contract/lawyers';
import type { OfficeHours } from '@cld/reference/practice-details';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { FeesSection, HowAndWhenSection } from './practice-terms.tsx';

beforeAll(loadFrench);

const inEnglish = (node: ReactNode) => render(node);
const inFrench = (node: ReactNode) => render(<FrenchPage>{node}</FrenchPage>);

/** What a lawyer may state about fees, all of it. */
const everyFeeStated: Partial<Lawyer> = {
  hourlyRate: 350,
  freeConsultationMinutes: 30,
  flatFees: [
    { service: 'Uncontested divorce', minPrice: 1500, maxPrice: 2500 },
    { service: 'Simple will', minPrice: 400, maxPrice: null },
  ],
  feeOffers: ['free-consultation', 'flat-fees', 'limited-scope', 'sliding-scale', 'payment-plans'],
  funding: ['legal-aid', 'pro-bono', 'contingency'],
};

const closedWeek: OfficeHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const splitMonday: OfficeHours = {
  ...closedWeek,
  mon: [
    { opens: '09:00', closes: '12:00' },
    { opens: '13:00', closes: '17:00' },
  ],
  wed: [{ opens: '08:30', closes: '16:45' }],
};

/** The `<dd>` of the `<dt>` named `term`. */
function definitionOf(term: string): HTMLElement {
  const dt = screen.getByText(term, { selector: 'dt' });
  const dd = dt.nextElementSibling;
  if (!(dd instanceof HTMLElement) || dd.tagName !== 'DD') throw new Error(`${term} has no <dd>`);
  return dd;
}

describe('FeesSection', () => {
  it('shows just the rate and fee structure when the lawyer stated nothing more', () => {
    inEnglish(<FeesSection lawyer={makeLawyer({ hourlyRate: 350, feeStructure: 'Hourly' })} />);
    expect(screen.getByRole('heading', { name: 'Fees and payment' })).toBeInTheDocument();
    expect(screen.getByText('As stated by the lawyer')).toBeInTheDocument();
    expect(definitionOf('Hourly rate')).toHaveTextContent('$350 CAD');
    expect(definitionOf('Fee structure')).toHaveTextContent('Hourly');
    for (const absent of [
      'Free first consultation',
      'Flat-fee services',
      'Other arrangements',
      'Funding accepted',
    ])
      expect(screen.queryByText(absent)).not.toBeInTheDocument();
  });

  it('lists every fee arrangement and funding the lawyer stated', () => {
    inEnglish(<FeesSection lawyer={makeLawyer(everyFeeStated)} />);
    expect(definitionOf('Free first consultation')).toHaveTextContent('30 minutes');
    const flatFees = within(definitionOf('Flat-fee services')).getAllByRole('listitem');
    expect(flatFees.map((item) => item.textContent)).toEqual([
      'Uncontested divorce — $1,500–$2,500',
      'Simple will — $400',
    ]);
    expect(
      within(definitionOf('Other arrangements'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Limited-scope (unbundled) services',
      'Sliding-scale fees based on income',
      'Payment plans',
    ]);
    expect(
      within(definitionOf('Funding accepted'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Accepts legal aid (Legal Aid Ontario)', 'Pro bono services', 'Contingency fees']);
  });

  it('shows each line only when stated', () => {
    inEnglish(
      <FeesSection
        lawyer={makeLawyer({
          freeConsultationMinutes: null,
          flatFees: [],
          feeOffers: ['payment-plans'],
          funding: ['contingency'],
        })}
      />,
    );
    expect(screen.queryByText('Free first consultation')).not.toBeInTheDocument();
    expect(screen.queryByText('Flat-fee services')).not.toBeInTheDocument();
    expect(definitionOf('Other arrangements').textContent).toBe('Payment plans');
    expect(definitionOf('Funding accepted').textContent).toBe('Contingency fees');
    expect(screen.queryByText(/legal aid/i)).not.toBeInTheDocument();
  });

  it('does not repeat the free consultation and flat fees among the other arrangements', () => {
    inEnglish(
      <FeesSection
        lawyer={makeLawyer({
          freeConsultationMinutes: 15,
          flatFees: [{ service: 'Notarized copy', minPrice: 40, maxPrice: 40 }],
          feeOffers: ['free-consultation', 'flat-fees'],
        })}
      />,
    );
    expect(screen.queryByText('Other arrangements')).not.toBeInTheDocument();
    expect(screen.getByText('Notarized copy — $40')).toBeInTheDocument();
  });

  it.each([
    ['ON', 'Legal Aid Ontario'],
    // A plan named with an aside reads without it inside the sentence's own parentheses.
    ['QC', 'Commission des services juridiques'],
    ['BC', 'Legal Aid BC'],
    ['NB', 'New Brunswick Legal Aid Services Commission'],
    ['NU', 'Legal Services Board of Nunavut'],
  ] as const)('names the legal aid plan of %s: %s', (province, plan) => {
    inEnglish(<FeesSection lawyer={makeLawyer({ province, funding: ['legal-aid'] })} />);
    expect(screen.getByText(`Accepts legal aid (${plan})`)).toBeInTheDocument();
  });

  it('writes it all in French on a French page', () => {
    inFrench(<FeesSection lawyer={makeLawyer({ ...everyFeeStated, province: 'NB' })} />);
    expect(screen.getByRole('heading', { name: 'Honoraires et paiement' })).toBeInTheDocument();
    expect(screen.getByText('Information autodéclarée')).toBeInTheDocument();
    expect(definitionOf('Taux horaire').textContent).toBe('350\u00a0$ de l’heure');
    expect(definitionOf('Première consultation gratuite').textContent).toBe('30\u00a0minutes');
    expect(
      within(definitionOf('Services à forfait'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Uncontested divorce — 1\u00a0500\u00a0$ à 2\u00a0500\u00a0$',
      'Simple will — 400\u00a0$',
    ]);
    expect(
      within(definitionOf('Autres modalités'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Mandats à portée limitée (services dégroupés)',
      'Honoraires modulés selon le revenu',
      'Paiements échelonnés',
    ]);
    expect(
      within(definitionOf('Financement accepté'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Accepte l’aide juridique (Commission des services d’aide juridique du Nouveau-Brunswick)',
      'Services pro bono',
      'Honoraires conditionnels',
    ]);
  });
});

describe('HowAndWhenSection', () => {
  const nothingStated = {
    meetingModes: [],
    stepFreeAccess: null,
    acceptingClients: null,
  } satisfies Partial<Lawyer>;

  it('shows only the office hours when the lawyer stated nothing else', () => {
    inEnglish(<HowAndWhenSection lawyer={makeLawyer(nothingStated)} />);
    expect(screen.getByRole('heading', { name: 'How and when' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Office hours' })).toBeInTheDocument();
    for (const absent of ['Ways to meet', 'Office access', 'New clients', /new clients/])
      expect(screen.queryByText(absent)).not.toBeInTheDocument();
  });

  it('lists the ways to meet the lawyer stated, in order', () => {
    inEnglish(<HowAndWhenSection lawyer={makeLawyer({ meetingModes: ['video', 'phone'] })} />);
    expect(
      within(definitionOf('Ways to meet'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['By video', 'By phone']);
    expect(screen.queryByText('In person')).not.toBeInTheDocument();
  });

  it.each([
    [true, 'Step-free entrance'],
    [false, 'Entrance has steps'],
  ])('says the entrance is step-free (%s) only as stated: %s', (stepFreeAccess, text) => {
    inEnglish(<HowAndWhenSection lawyer={makeLawyer({ stepFreeAccess })} />);
    expect(definitionOf('Office access')).toHaveTextContent(text);
  });

  it('says the lawyer takes new clients, with the day it was confirmed', () => {
    inEnglish(
      <HowAndWhenSection
        lawyer={makeLawyer({
          acceptingClients: { accepting: true, confirmedAt: '2026-11-03T15:00:00.000Z' },
        })}
      />,
    );
    expect(definitionOf('New clients')).toHaveTextContent(
      'Accepting new clients — confirmed on November 3, 2026',
    );
  });

  it('says the lawyer takes no new clients, with the day it was confirmed', () => {
    inEnglish(
      <HowAndWhenSection
        lawyer={makeLawyer({
          acceptingClients: { accepting: false, confirmedAt: '2026-10-20T15:00:00.000Z' },
        })}
      />,
    );
    expect(definitionOf('New clients')).toHaveTextContent(
      'Not taking new clients at the moment — confirmed on October 20, 2026',
    );
  });

  it('lists every day from Monday to Sunday, each as a term and its hours', () => {
    inEnglish(
      <HowAndWhenSection lawyer={makeLawyer({ ...nothingStated, officeHours: splitMonday })} />,
    );
    const days = screen.getAllByRole('term').map((term) => term.textContent);
    expect(days).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(definitionOf('Monday')).toHaveTextContent(
      '9:00 a.m. – 12:00 p.m., 1:00 p.m. – 5:00 p.m.',
    );
    expect(definitionOf('Tuesday')).toHaveTextContent('Closed');
    expect(definitionOf('Wednesday')).toHaveTextContent('8:30 a.m. – 4:45 p.m.');
    expect(definitionOf('Sunday')).toHaveTextContent('Closed');
  });

  it('says no hours are stated rather than seven "Closed" when no day has any', () => {
    inEnglish(<HowAndWhenSection lawyer={makeLawyer({ officeHours: closedWeek })} />);
    expect(screen.getByText('No office hours stated')).toBeInTheDocument();
    expect(screen.queryByText('Closed')).not.toBeInTheDocument();
  });

  it('writes it all in French on a French page', () => {
    inFrench(
      <HowAndWhenSection
        lawyer={makeLawyer({
          meetingModes: ['in-person', 'video'],
          stepFreeAccess: true,
          acceptingClients: { accepting: true, confirmedAt: '2026-11-03T15:00:00.000Z' },
          officeHours: splitMonday,
        })}
      />,
    );
    expect(
      screen.getByRole('heading', { name: 'Rencontres et disponibilités' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Information autodéclarée')).toBeInTheDocument();
    expect(
      within(definitionOf('Modes de rencontre'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['En personne', 'Par vidéo']);
    expect(definitionOf('Accès au bureau')).toHaveTextContent('Entrée sans marches');
    expect(definitionOf('Nouvelle clientèle').textContent).toBe(
      'Accepte une nouvelle clientèle — confirmé le 3\u00a0novembre\u00a02026',
    );
    expect(screen.getByRole('heading', { name: 'Heures de bureau' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('term')
        .slice(-7)
        .map((term) => term.textContent),
    ).toEqual(['Lundi', 'Mardi', 'Mercredi', 'Jeudi', 'Vendredi', 'Samedi', 'Dimanche']);
    expect(definitionOf('Lundi').textContent).toBe('9\u00a0h à 12\u00a0h, 13\u00a0h à 17\u00a0h');
    expect(definitionOf('Mercredi').textContent).toBe('8\u00a0h\u00a030 à 16\u00a0h\u00a045');
    expect(definitionOf('Dimanche')).toHaveTextContent('Fermé');
  });

  it('says « Entrée avec marches » and that the lawyer takes no new clients, in French', () => {
    inFrench(
      <HowAndWhenSection
        lawyer={makeLawyer({
          stepFreeAccess: false,
          acceptingClients: { accepting: false, confirmedAt: '2026-11-01T15:00:00.000Z' },
        })}
      />,
    );
    expect(definitionOf('Accès au bureau')).toHaveTextContent('Entrée avec marches');
    expect(definitionOf('Nouvelle clientèle').textContent).toBe(
      'N’accepte pas de nouvelle clientèle pour le moment — confirmé le 1er\u00a0novembre\u00a02026',
    );
  });
});
