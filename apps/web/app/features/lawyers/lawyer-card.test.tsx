// @vitest-environment jsdom
import { screen } from '@testing-library/react';
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
    renderCard(makeLawyer({ languages: ['French'] }), { french: true });
    // A French card names specializations in French: their chunk loads on first use.
    expect(await screen.findByText('Parle français')).toBeInTheDocument();
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
