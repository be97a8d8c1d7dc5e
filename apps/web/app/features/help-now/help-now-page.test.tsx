// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { renderAt } from '../../../test/render.tsx';
import { HelpBlock } from './help-block.tsx';
import {
  isUrgentArea,
  loadHelpBlock,
  loadHelpNowPage,
  provinceFrom,
  type HelpNowPageData,
} from './help-now-data.ts';
import { HelpNowPage } from './help-now-page.tsx';
import { REMEMBERED_PROVINCE_KEY } from './province-memory.ts';

/** The browser's time zone, as `Intl` reports it to the page (the test machine's otherwise). */
function inTimeZone(timeZone: string) {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (
    this: Intl.DateTimeFormat,
  ) {
    return { ...real.call(this), timeZone };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

/**
 * The page as its route serves it: the loader reads `?province=` on every navigation, so a tap on
 * a province (or the preselection) shows that province's numbers, and the probe shows the address.
 */
function renderRoute(url: string) {
  function Page() {
    return <HelpNowPage data={useLoaderData<HelpNowPageData>()} />;
  }
  function Probe() {
    return null;
  }
  const Stub = createRoutesStub([
    {
      path: '/help-now',
      Component: Page,
      loader: ({ request }) =>
        loadHelpNowPage('en', provinceFrom(new URL(request.url).searchParams.get('province'))),
    },
    { path: '*', Component: Probe },
  ]);
  return render(<Stub initialEntries={[url]} />);
}

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
    inTimeZone('Europe/Paris');
    await renderPage(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Need help now?' })).toBeInTheDocument();
    expect(telLinks()[0]).toBe('tel:911');
    expect(telLinks()).toEqual(['tel:911', 'tel:988']);
    const chooser = screen.getByRole('navigation', { name: 'Your province or territory' });
    expect(within(chooser).getAllByRole('link')).toHaveLength(13);
    expect(within(chooser).getByRole('link', { name: 'Manitoba' })).toHaveAttribute(
      'href',
      '/help-now?province=MB',
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(
      screen.getByText(
        'Choose your province or territory to see its numbers: duty counsel, legal aid and more.',
      ),
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

  it('shows Legal Aid Manitoba’s number as a tel: link, and says it is not a night line', async () => {
    await renderPage('MB');
    const legalAid = screen.getByRole('heading', { name: 'Legal aid' }).closest('section')!;
    expect(within(legalAid).getByText('Legal Aid Manitoba')).toBeInTheDocument();
    expect(within(legalAid).getByRole('link', { name: 'Call 204-985-8500' })).toHaveAttribute(
      'href',
      'tel:+12049858500',
    );
    expect(
      within(legalAid).getByText(
        'No hours are published for this line: do not count on it at night.',
      ),
    ).toBeInTheDocument();
    expect(within(legalAid).getByText('2026-12-06')).toHaveAttribute('datetime', '2026-12-06');
    // Duty counsel cites Legal Aid Manitoba's own page, no longer a 2003 federal report.
    const dutyCounsel = screen
      .getByRole('heading', { name: /A free lawyer now \(duty counsel\) — Manitoba/ })
      .closest('section')!;
    expect(within(dutyCounsel).getByRole('link', { name: 'Source' })).toHaveAttribute(
      'href',
      'https://www.legalaid.mb.ca/q-a/',
    );
    expect(telLinks()).toEqual(['tel:911', 'tel:+12049858500', 'tel:988']);
  });

  it('says which lines answer at night, and the hours of the others', async () => {
    await renderPage('ON');
    expect(
      screen.getByText(/Open at night: 24 hours a day, 7 days a week, through the police/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/Hours: Monday to Friday, 8:00 AM to 5:00 PM\. Not open at night\./),
    ).toBeInTheDocument();
  });

  it('gives Nova Scotia’s legal information line where the plan publishes no number', async () => {
    await renderPage('NS');
    expect(screen.getByRole('heading', { name: 'More legal help by phone' })).toBeInTheDocument();
    expect(telLinks()).toEqual(['tel:911', 'tel:+18006659779', 'tel:988']);
  });

  it('says so honestly where no page gives a number for legal help', async () => {
    await renderPage('NT');
    expect(telLinks()).toEqual(['tel:911', 'tel:988']);
    expect(screen.getByText(/We found no phone number for legal help here/)).toBeInTheDocument();
  });

  it('shows a province’s numbers at once when one is chosen, without a Show button', async () => {
    inTimeZone('Europe/Paris');
    renderRoute('/help-now');
    const chooser = await screen.findByRole('navigation', { name: 'Your province or territory' });
    await userEvent.click(within(chooser).getByRole('link', { name: 'Manitoba' }));
    expect(await screen.findByRole('link', { name: 'Call 204-985-8500' })).toHaveAttribute(
      'href',
      'tel:+12049858500',
    );
    expect(screen.queryByRole('button')).toBeNull();
    // The choice is remembered on this device, and the chooser marks it.
    expect(localStorage.getItem(REMEMBERED_PROVINCE_KEY)).toBe('MB');
    const other = screen.getByRole('navigation', { name: 'Another province or territory' });
    expect(within(other).getByRole('link', { name: 'Manitoba' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // Another province, another tap.
    await userEvent.click(within(other).getByRole('link', { name: 'Quebec' }));
    expect(await screen.findByRole('link', { name: 'Call 1-800-842-2213' })).toBeInTheDocument();
    expect(localStorage.getItem(REMEMBERED_PROVINCE_KEY)).toBe('QC');
  });

  it('opens on the province of the browser’s time zone', async () => {
    inTimeZone('America/Winnipeg');
    renderRoute('/help-now');
    expect(await screen.findByRole('link', { name: 'Call 204-985-8500' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: /A free lawyer now \(duty counsel\) — Manitoba/ }),
    ).toBeInTheDocument();
  });

  it('opens on the visitor’s last choice before their time zone', async () => {
    inTimeZone('America/Winnipeg');
    localStorage.setItem(REMEMBERED_PROVINCE_KEY, 'NL');
    renderRoute('/help-now');
    expect(await screen.findByRole('link', { name: 'Call 1-800-563-9911' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call 204-985-8500' })).toBeNull();
  });

  it('keeps the province the address names, whatever the time zone or the last choice', async () => {
    inTimeZone('America/Winnipeg');
    localStorage.setItem(REMEMBERED_PROVINCE_KEY, 'NL');
    renderRoute('/help-now?province=QC');
    expect(await screen.findByRole('link', { name: 'Call 1-800-842-2213' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Call 204-985-8500' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Call 1-800-563-9911' })).toBeNull();
  });

  it('reads in French on the French page', async () => {
    await loadFrench();
    await renderPage('QC', 'fr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Besoin d’aide immédiate\u00a0?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Appeler le 911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.getByText(/Service d’urgence de l’aide juridique/)).toBeInTheDocument();
    expect(screen.getByText(/Ouvert la nuit\s: 24 heures sur 24/)).toBeInTheDocument();
    const chooser = screen.getByRole('navigation', {
      name: 'Une autre province ou un autre territoire',
    });
    expect(within(chooser).getByRole('link', { name: 'Québec' })).toHaveAttribute(
      'href',
      '/fr/aide-immediate?province=QC',
    );
    expect(within(chooser).getByRole('link', { name: 'Manitoba' })).toHaveAttribute(
      'href',
      '/fr/aide-immediate?province=MB',
    );
  });

  it('names Aide juridique Manitoba in French, with the same number', async () => {
    await loadFrench();
    await renderPage('MB', 'fr');
    expect(screen.getByText('Aide juridique Manitoba')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Appeler le 204-985-8500' })).toHaveAttribute(
      'href',
      'tel:+12049858500',
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
