// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FrenchPage, loadFrench } from '../../../test/french-page.tsx';
import { LawyerBio } from './lawyer-profile.tsx';

const english = 'Avery helps families through separation.';
const french = 'Avery accompagne les familles lors d’une séparation.';

beforeAll(loadFrench);

describe('LawyerBio on an English page', () => {
  it('shows the English bio, marked English, without a note', () => {
    render(<LawyerBio lawyer={{ bio: english, bioFr: french }} />);
    expect(screen.getByText(english)).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(french)).not.toBeInTheDocument();
    expect(screen.queryByText(/only available/)).not.toBeInTheDocument();
  });

  it('shows a French-only bio marked French, with a note saying so', () => {
    render(<LawyerBio lawyer={{ bio: null, bioFr: french }} />);
    expect(screen.getByText(french)).toHaveAttribute('lang', 'fr');
    expect(screen.getByText('This biography is only available in French.')).toBeInTheDocument();
  });
});

describe('LawyerBio on a French page', () => {
  it('shows the French bio, marked French, without a note', () => {
    render(
      <FrenchPage>
        <LawyerBio lawyer={{ bio: english, bioFr: french }} />
      </FrenchPage>,
    );
    expect(screen.getByText(french)).toHaveAttribute('lang', 'fr');
    expect(screen.queryByText(english)).not.toBeInTheDocument();
    expect(screen.queryByText(/Cette biographie/)).not.toBeInTheDocument();
  });

  it('shows an English-only bio marked English, with the French note', () => {
    render(
      <FrenchPage>
        <LawyerBio lawyer={{ bio: english, bioFr: null }} />
      </FrenchPage>,
    );
    expect(screen.getByText(english)).toHaveAttribute('lang', 'en');
    expect(screen.getByText('Cette biographie n’est offerte qu’en anglais.')).toBeInTheDocument();
  });
});
