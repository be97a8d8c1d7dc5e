// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { CompareBar } from './compare-bar.tsx';
import { clearCompared } from './compare-selection.ts';
import { LawyerCard } from './lawyer-card.tsx';

const LAWYERS = ['Ana Roy', 'Ben Okafor', 'Chloé Gagnon', 'Dev Singh'].map((name, i) =>
  makeLawyer({ id: 100 + i, name }),
);

function renderCards() {
  return renderAt({
    url: '/browse-lawyers',
    path: '/browse-lawyers',
    Component: () => (
      <>
        {LAWYERS.map((lawyer) => (
          <LawyerCard key={lawyer.id} lawyer={lawyer} layout="grid" />
        ))}
        <CompareBar place={{ near: 'Laval' }} />
      </>
    ),
  });
}

afterEach(() => {
  clearCompared();
  sessionStorage.clear();
});

describe('the Compare tick and its bar (issue 37)', () => {
  it('gathers ticked lawyers and links to the compare view once two are ticked', async () => {
    const user = userEvent.setup();
    renderCards();
    expect(screen.queryByRole('region', { name: 'Lawyers to compare' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Compare Ana Roy' }));
    const bar = screen.getByRole('region', { name: 'Lawyers to compare' });
    expect(bar).toHaveTextContent('1 of 3 chosen');
    expect(within(bar).getByText('Tick one more lawyer to compare')).toBeInTheDocument();
    expect(within(bar).queryByRole('link')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Compare Chloé Gagnon' }));
    expect(within(bar).getByRole('link', { name: 'Compare these 2 profiles' })).toHaveAttribute(
      'href',
      '/compare?ids=100%2C102&near=Laval',
    );
    // Kept for the visit: another page of results sees the same ticks.
    expect(JSON.parse(sessionStorage.getItem('cld.compare')!)).toEqual([
      { id: 100, name: 'Ana Roy' },
      { id: 102, name: 'Chloé Gagnon' },
    ]);
  });

  it('takes three at most: the others’ boxes are disabled and say why', async () => {
    const user = userEvent.setup();
    renderCards();
    for (const name of ['Ana Roy', 'Ben Okafor', 'Chloé Gagnon']) {
      await user.click(screen.getByRole('checkbox', { name: `Compare ${name}` }));
    }
    const fourth = screen.getByRole('checkbox', { name: 'Compare Dev Singh' });
    expect(fourth).toBeDisabled();
    expect(fourth).toHaveAccessibleDescription(
      'You can compare up to 3 lawyers. Untick one to choose another.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Compare Ben Okafor' }));
    expect(fourth).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Lawyers to compare' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Compare Ana Roy' })).not.toBeChecked();
  });
});
