// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { LocaleContext, type Locale } from '../../i18n/i18n.ts';
import { useNames, usePracticeArea, useSpecializationName } from './names.ts';

function Names() {
  const names = useNames();
  const specialization = useSpecializationName();
  const area = usePracticeArea()('family-law');
  return (
    <ul>
      <li>{area?.name}</li>
      <li>{names.province('BC')}</li>
      <li>{names.practiceArea('Family Law')}</li>
      <li>{names.language('french')}</li>
      <li>{specialization('Child Support')}</li>
    </ul>
  );
}

async function renderIn(locale: string) {
  // Awaited: the French labels load with the French page (a chunk of their own).
  await act(async () => {
    render(
      <LocaleContext.Provider value={locale as Locale}>
        <Suspense fallback={<p>…</p>}>
          <Names />
        </Suspense>
      </LocaleContext.Provider>,
    );
  });
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('useNames and useSpecializationName', () => {
  it('name stored values in French on a French page', async () => {
    await renderIn('fr');
    // Two chunks, one after the other.
    await screen.findByText('Pension alimentaire pour enfants');
    expect(items()).toEqual([
      'Droit de la famille',
      'Colombie-Britannique',
      'Droit de la famille',
      'Français',
      'Pension alimentaire pour enfants',
    ]);
  });

  it('show the stored English values on an English page', async () => {
    await renderIn('en');
    expect(items()).toEqual([
      'Family Law',
      'British Columbia',
      'Family Law',
      'French',
      'Child Support',
    ]);
  });
});
