// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { SiteLayout } from './site-layout.tsx';

function Page() {
  return (
    <SiteLayout>
      <h1>Page content</h1>
    </SiteLayout>
  );
}

const serveStats = (demo: boolean) =>
  server.use(
    http.get('*/api/stats', () =>
      HttpResponse.json({ lawyers: 40, cities: 3, practiceAreas: 5, provinces: 2, demo }),
    ),
  );

describe('the site frame', () => {
  afterEach(() => vi.useRealTimers());

  it('says the lawyers are fictional while the directory holds demo data', async () => {
    serveStats(true);
    renderAt({ url: '/', path: '*', Component: Page });
    const notice = await screen.findByRole('complementary', { name: 'Demonstration' });
    expect(notice).toHaveTextContent(
      'Demonstration site: the lawyers listed here are fictional, generated for the demo.',
    );
    // Above the header, in the page's flow: it covers nothing and has nothing to close it with.
    expect(notice.compareDocumentPosition(screen.getByRole('banner'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(notice.className).not.toMatch(/\b(fixed|sticky|absolute)\b/);
    expect(notice.querySelector('button')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Page content' })).toBeVisible();
    // The demo's mailbox is not on here (the root says nothing of it): no link to it.
    expect(screen.queryByTestId('demo-mailbox-link')).not.toBeInTheDocument();
  });

  it('links the notice to the demo’s mailbox while the mailbox is on', async () => {
    serveStats(true);
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '*',
        Component: Page,
        HydrateFallback: () => null,
        loader: () => ({ demoMailbox: true }),
      },
    ]);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Stub initialEntries={['/']} />
      </QueryClientProvider>,
    );
    const notice = await screen.findByRole('complementary', { name: 'Demonstration' });
    expect(
      within(notice).getByRole('link', { name: 'Read the e-mails the demo sent' }),
    ).toHaveAttribute('href', '/dev/mailbox');
  });

  it('shows no notice once the demo data is removed', async () => {
    serveStats(false);
    const { queryClient } = renderAt({ url: '/', path: '*', Component: Page });
    await waitFor(() => expect(queryClient.getQueryData(['reference', 'stats'])).toBeDefined());
    expect(screen.queryByRole('complementary', { name: 'Demonstration' })).not.toBeInTheDocument();
    expect(screen.queryByText(/lawyers listed here are fictional/)).not.toBeInTheDocument();
  });

  it('says what the site does, without calling its lawyers trusted', async () => {
    serveStats(false);
    renderAt({ url: '/', path: '*', Component: Page });
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('A listing is not an endorsement.');
    expect(footer.textContent).not.toMatch(/trusted/i);
  });

  it('writes the current year in the copyright line', async () => {
    vi.useFakeTimers({ now: new Date('2031-03-04T12:00:00Z'), toFake: ['Date'] });
    serveStats(false);
    renderAt({ url: '/', path: '*', Component: Page });
    expect(await screen.findByRole('contentinfo')).toHaveTextContent(
      '© 2031 Canada Lawyer Directory. All rights reserved.',
    );
  });
});
