// @vitest-environment jsdom
import { PLACEHOLDER_SITE_OPERATOR, type SiteOperator } from '@cld/content/site-operator';
import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { OperatorDetails } from './operator-details.tsx';

const CONFIGURED: SiteOperator = {
  name: 'Lawyer Directory Canada Inc.',
  address: '1 Main Street, Ottawa ON  K1A 0A1',
  email: 'hello@directory.example.org',
  phone: '613-555-0199',
  privacyOfficer: {
    name: 'Jo Tremblay',
    email: 'privacy@directory.example.org',
    phone: '613-555-0198',
  },
  placeholder: false,
};

/** Under a root route whose loader carries the configured operator, as in the app. */
function renderUnderRoot(siteOperator: SiteOperator, privacyOfficer = true) {
  const Stub = createRoutesStub([
    {
      id: 'root',
      path: '/',
      loader: () => ({ siteOperator }),
      Component: () => <OperatorDetails privacyOfficer={privacyOfficer} />,
    },
  ]);
  render(<Stub initialEntries={['/']} />);
}

describe('OperatorDetails', () => {
  it('names the configured operator and privacy officer, with links to write and call', async () => {
    renderUnderRoot(CONFIGURED);
    const details = await screen.findByRole('complementary', { name: 'Who runs this site' });
    expect(details).toHaveTextContent('Lawyer Directory Canada Inc.');
    expect(details).toHaveTextContent('1 Main Street, Ottawa ON K1A 0A1');
    expect(details).toHaveTextContent('Jo Tremblay');
    expect(
      within(details).getByRole('link', { name: 'privacy@directory.example.org' }),
    ).toHaveAttribute('href', 'mailto:privacy@directory.example.org');
    expect(within(details).getByRole('link', { name: '613-555-0199' })).toHaveAttribute(
      'href',
      'tel:+16135550199',
    );
    expect(within(details).queryByText('Placeholder')).not.toBeInTheDocument();
  });

  it('leaves the privacy officer out where only the operator is asked for', async () => {
    renderUnderRoot(CONFIGURED, false);
    const details = await screen.findByRole('complementary', { name: 'Who runs this site' });
    expect(details).not.toHaveTextContent('Jo Tremblay');
  });

  it('labels the development placeholders as placeholders', async () => {
    renderUnderRoot(PLACEHOLDER_SITE_OPERATOR);
    const details = await screen.findByRole('complementary', { name: /Who runs this site/ });
    expect(within(details).getByText('Placeholder')).toBeVisible();
    expect(details).toHaveTextContent('These are development placeholders, not a real operator');
  });
});
