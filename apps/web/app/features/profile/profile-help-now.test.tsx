// @vitest-environment jsdom
import { getProvinceLegalInfo } from '@cld/content/province-legal-info';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { HelpBlock, loadHelpBlock } from '../help-now/index.ts';
import { LawyerProfile } from './lawyer-profile.tsx';

describe('a criminal lawyer’s profile (issue 22)', () => {
  it('shows the province’s “Need help now?” block with its numbers as tel: links', async () => {
    const lawyer = makeLawyer({ province: 'NL', practiceArea: 'Criminal Law' });
    const data = await loadHelpBlock(lawyer.province, 'en');
    renderAt({
      url: '/lawyer/1',
      path: '/lawyer/:id',
      Component: () => (
        <LawyerProfile
          lawyer={lawyer}
          provinceHelp={getProvinceLegalInfo(lawyer.province)}
          help={<HelpBlock data={data} />}
        />
      ),
    });
    const block = screen.getByRole('region', { name: 'Need help now?' });
    expect(within(block).getByRole('link', { name: 'Call 1-800-563-9911' })).toHaveAttribute(
      'href',
      'tel:+18005639911',
    );
  });

  it('shows no block when the route gives none', () => {
    const lawyer = makeLawyer({ practiceArea: 'Corporate Law' });
    renderAt({
      url: '/lawyer/1',
      path: '/lawyer/:id',
      Component: () => (
        <LawyerProfile lawyer={lawyer} provinceHelp={getProvinceLegalInfo(lawyer.province)} />
      ),
    });
    expect(screen.queryByRole('region', { name: 'Need help now?' })).not.toBeInTheDocument();
  });
});
