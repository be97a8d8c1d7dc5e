// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';
import { SectionPage } from './content-page.tsx';

const t = await loadT('en', contentMessages);

describe('SectionPage', () => {
  it("heads the page with the section's own title, introduction and crumb", () => {
    render(
      <MemoryRouter>
        <SectionPage section="legalResources" path="/legal-resources">
          <p>Body</p>
        </SectionPage>
      </MemoryRouter>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: t('content.legalResources.title') }),
    ).toBeInTheDocument();
    expect(screen.getByText(t('content.legalResources.intro'))).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: t('content.common.breadcrumb') });
    expect(trail).toHaveTextContent(t('content.legalResources.crumb'));
    expect(within(trail).getByText(t('content.legalResources.crumb'))).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByText('Body')).toBeInTheDocument();
  });
});
