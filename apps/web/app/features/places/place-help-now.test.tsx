// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../test/msw-server.ts';
import { renderAt } from '../../../test/render.tsx';
import { HelpBlock, loadHelpBlock } from '../help-now/index.ts';
import { PlacePage, type Place } from './place-page.tsx';

const CRIMINAL_LAW_IN_TORONTO: Place = {
  province: { code: 'ON', name: 'Ontario' },
  city: 'Toronto',
  area: { slug: 'criminal-law', name: 'Criminal Law', label: 'Criminal Law' },
  total: 12,
  cities: 12,
};

describe('a criminal-law landing page (issue 22)', () => {
  it('shows “Need help now?” under its introduction, before the lawyers', async () => {
    server.use(
      http.get('*/api/lawyers', () =>
        HttpResponse.json({ lawyers: [], total: 0, page: 1, pageSize: 6 }),
      ),
      http.get('*/api/cities/practice-areas', () => HttpResponse.json([])),
      http.get('*/api/cities', () => HttpResponse.json([])),
    );
    const data = await loadHelpBlock('ON', 'en');
    renderAt({
      url: '/place',
      path: '/place',
      Component: () => (
        <PlacePage place={CRIMINAL_LAW_IN_TORONTO} help={<HelpBlock data={data} />} />
      ),
    });
    const block = screen.getByRole('region', { name: 'Need help now?' });
    expect(within(block).getByRole('link', { name: 'Call 911' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings.indexOf('Need help now?')).toBe(1);
  });
});
