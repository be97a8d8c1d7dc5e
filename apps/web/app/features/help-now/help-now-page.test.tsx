// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { renderAt } from '../../../test/render.tsx';
import { HelpBlock } from './help-block.tsx';
import { isUrgentArea, loadHelpBlock, loadHelpNowPage, provinceFrom } from './help-now-data.ts';
import { HelpNowPage } from './help-now-page.tsx';

async function renderPage(province: string | null, locale: 'en' | 'fr' = 'en') {
  const data = await loadHelpNowPage(locale, provinceFrom(province));
  const url = locale === 'fr' ? '/fr/aide-immediate' : '/help-now';
  return renderAt({
    url,
    path: url,
    Component: () =>
      locale === 'fr' ? (
        <FrenchPage>
          <HelpNowPage data={data} />
        </FrenchPage>
      ) : (
        <HelpNowPage data={data} />
      ),
  });
}

const telLinks = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('tel:'));

describe('provinceFrom', () => {
  it('reads a province code in any case and ignores anything else', () => {
    expect(provinceFrom('qc')).toBe('QC');
    expect(provinceFrom('NL')).toBe('NL');
    for (const bad of [null, '', 'XX', 'ONT', '\u0000', 'q\uD800', 'x'.repeat(10_000)]) {
      expect(provinceFrom(bad)).toBeNull();
    }
  });
});

describe('HelpNowPage', () => {
  it('opens on a chooser with 911 first when no province is chosen', async () => {
    await renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Need help now?' })).toBeInTheDocument();
    expect(telLinks()[0]).toBe('tel:911');
    expect(telLinks()).toEqual(['tel:911', 'tel:988']);
    expect(screen.getByLabelText('Your province or territory')).toHaveValue('');
    expect(
      screen.getByText('Choose your province or territory to see its duty counsel and legal aid.'),
    ).toBeInTheDocument();
  });

  it('shows Quebec’s duty counsel line and names its source and check date', async () => {
    await renderPage('QC');
    expect(telLinks()).toEqual(['tel:911', 'tel:+18008422213', 'tel:988']);
    const dutyCounsel = screen
      .getByRole('heading', { name: /A free lawyer now \(duty counsel\) — Quebec/ })
      .closest('section')!;
    expect(within(dutyCounsel).getByRole('link', { name: 'Source' })).toHaveAttribute(
      'href',
      expect.stringContaining('educaloi.qc.ca'),
    );
    expect(within(dutyCounsel).getByText('2026-11-26')).toHaveAttribute('datetime', '2026-11-26');
    // No phone for the plan: its local offices instead.
    expect(screen.getByRole('link', { name: 'Find the office nearest you' })).toHaveAttribute(
      'href',
      expect.stringContaining('csj.qc.ca'),
    );
  });

  it('says honestly that Ontario’s duty counsel is reached through the police, and gives LAO’s number', async () => {
    await renderPage('ON');
    expect(telLinks()).toEqual(['tel:911', 'tel:+18006688258', 'tel:988']);
    expect(screen.getByText('Ask the police to call for you')).toBeInTheDocument();
  });

  it('tells a person what to say and not say, citing the Charter', async () => {
    await renderPage('AB');
    expect(
      screen.getByRole('heading', { name: 'If you are arrested or detained' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/I want to speak to a lawyer/)).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Canadian Charter of Rights and Freedoms/ }),
    ).toHaveAttribute('href', 'https://laws-lois.justice.gc.ca/eng/const/page-12.html');
  });

  it('asks for the province with a GET form that works without JavaScript', async () => {
    await renderPage(null);
    const form = screen.getByRole('button', { name: 'Show' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form.getAttribute('action')).toBe('/help-now');
    await userEvent.selectOptions(screen.getByLabelText('Your province or territory'), 'NL');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/help-now?province=NL');
  });

  it('reads in French on the French page', async () => {
    await loadFrench();
    await renderPage('QC', 'fr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Besoin d’aide immédiate\u00a0?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Appeler le 911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByRole('option', { name: 'Québec' })).toBeInTheDocument();
    expect(screen.getByText(/Service d’urgence de l’aide juridique/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher' }).closest('form')).toHaveAttribute(
      'action',
      '/fr/aide-immediate',
    );
  });
});

describe('HelpBlock', () => {
  it('shows 911, duty counsel and legal aid for the province, and links to the page', async () => {
    const data = await loadHelpBlock('NL', 'en');
    renderAt({ url: '/x', path: '/x', Component: () => <HelpBlock data={data} /> });
    const block = screen.getByRole('region', { name: 'Need help now?' });
    const hrefs = within(block)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      'tel:911',
      'tel:+18005639911',
      'https://www.legalaid.nl.ca/apply/',
      '/help-now?province=NL',
    ]);
  });

  it('gives a plan’s number where the duty-counsel line goes through the police', async () => {
    const data = await loadHelpBlock('BC', 'en');
    renderAt({ url: '/x', path: '/x', Component: () => <HelpBlock data={data} /> });
    expect(screen.getByText('Ask the police to call for you')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call 1-866-577-2525' })).toHaveAttribute(
      'href',
      'tel:+18665772525',
    );
  });

  it('links to the French page on a French page', async () => {
    await loadFrench();
    const data = await loadHelpBlock('QC', 'fr');
    renderAt({
      url: '/x',
      path: '/x',
      Component: () => (
        <FrenchPage>
          <HelpBlock data={data} />
        </FrenchPage>
      ),
    });
    expect(screen.getByRole('link', { name: /Tous les numéros d’urgence/ })).toHaveAttribute(
      'href',
      '/fr/aide-immediate?province=QC',
    );
  });

  it('is for criminal- and family-law pages only', () => {
    expect(isUrgentArea('Criminal Law')).toBe(true);
    expect(isUrgentArea('Tax Law', 'Family Law')).toBe(true);
    expect(isUrgentArea('family-law')).toBe(true);
    expect(isUrgentArea('Corporate Law', null, undefined)).toBe(false);
  });
});
