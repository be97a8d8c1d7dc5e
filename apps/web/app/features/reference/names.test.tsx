// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocaleContext, type Locale } from '../../i18n/i18n.ts';
import { SEED_ELEMENT_ID } from '../../i18n/namespace.ts';
import {
  SpecializationsRecorderContext,
  useNames,
  useSpecializationNames,
  findPracticeAreaIn,
} from './names.ts';

function Names() {
  const names = useNames();
  const [specialization] = useSpecializationNames(['Child Support']);
  return (
    <ul>
      <li>{names.province('BC')}</li>
      <li>{names.practiceArea('Family Law')}</li>
      <li>{names.language('French')}</li>
      <li>{names.feeStructure('Hourly, Retainer')}</li>
      <li>{specialization}</li>
      <li>{names.city('Quebec City')}</li>
      <li>{names.languageList(['French', 'English', 'Punjabi'])}</li>
      <li>{names.place('Quebec City', 'QC')}</li>
    </ul>
  );
}

function renderIn(locale: Locale, recorder: Map<string, string> | null = null) {
  render(
    <LocaleContext.Provider value={locale}>
      <SpecializationsRecorderContext.Provider value={recorder}>
        <Names />
      </SpecializationsRecorderContext.Provider>
    </LocaleContext.Provider>,
  );
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useNames and useSpecializationNames', () => {
  it('name stored values in French on a French page, and record the specializations named', () => {
    const recorder = new Map<string, string>();
    renderIn('fr', recorder);
    expect(items()).toEqual([
      'Colombie-Britannique',
      'Droit de la famille',
      'Français',
      'À l’heure, Provision',
      'Pension alimentaire pour enfants',
      'Québec',
      'français, anglais et pendjabi',
      'Québec (QC)',
    ]);
    // What the server's render puts in the page's seed.
    expect(Object.fromEntries(recorder)).toEqual({
      'Child Support': 'Pension alimentaire pour enfants',
    });
  });

  it('show the stored English values on an English page, recording nothing', () => {
    const recorder = new Map<string, string>();
    renderIn('en', recorder);
    expect(items()).toEqual([
      'British Columbia',
      'Family Law',
      'French',
      'Hourly, Retainer',
      'Child Support',
      'Quebec City',
      'French, English, Punjabi',
      'Quebec City, QC',
    ]);
    expect(recorder.size).toBe(0);
  });

  it('find a practice area by its French name on a French page only', () => {
    expect(findPracticeAreaIn('fr', 'droit de la FAMILLE')?.slug).toBe('family-law');
    expect(findPracticeAreaIn('en', 'Droit de la famille')).toBeUndefined();
    expect(findPracticeAreaIn('en', 'family-law')?.name).toBe('Family Law');
  });
});

describe('in the browser, without the table the server has', () => {
  afterEach(() => {
    document.getElementById(SEED_ELEMENT_ID)?.remove();
    vi.resetModules();
  });

  /** names.ts as a French page's browser first evaluates it: the page's seed, no table yet. */
  async function freshBrowserModules(specializations: Record<string, string>) {
    const seed = document.createElement('script');
    seed.type = 'application/json';
    seed.id = SEED_ELEMENT_ID;
    seed.textContent = JSON.stringify({ locale: 'fr', messages: {}, specializations });
    document.body.append(seed);
    vi.resetModules();
    const names = await import('./names.ts');
    const i18n = await import('../../i18n/i18n.ts');
    const french = await import('../../i18n/french.ts');
    const { buildFrenchPack } = await import('../../i18n/french-pack.ts');
    const { FRENCH_WORDS } = await import('../../i18n/french-words.ts');
    // The French layout route registers the French tables; the specializations stay to load.
    french.registerFrench(buildFrenchPack(FRENCH_WORDS));
    function Specializations({ list }: { list: string[] }) {
      return <p>{names.useSpecializationNames(list).join(' | ')}</p>;
    }
    return (list: string[]) =>
      render(
        <i18n.LocaleContext.Provider value="fr">
          <Suspense fallback={<p>…</p>}>
            <Specializations list={list} />
          </Suspense>
        </i18n.LocaleContext.Provider>,
      );
  }

  it('names the seeded specializations at once, without suspending', async () => {
    const renderList = await freshBrowserModules({ Divorce: 'Divorce (seeded)' });
    renderList(['Divorce']);
    expect(screen.getByText('Divorce (seeded)')).toBeInTheDocument();
  });

  it('loads the table for a specialization the seed lacks (a later navigation)', async () => {
    const renderList = await freshBrowserModules({ Divorce: 'Divorce (seeded)' });
    await act(async () => {
      renderList(['Divorce', 'Child Support']);
    });
    expect(
      await screen.findByText('Divorce | Pension alimentaire pour enfants'),
    ).toBeInTheDocument();
  });
});
