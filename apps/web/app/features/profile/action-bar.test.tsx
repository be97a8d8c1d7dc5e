// @vitest-environment jsdom
import { getProvinceLegalInfo } from '@cld/content/province-legal-info';
import type { Lawyer } from '@cld/contract/lawyers';
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeLawyer } from '../../../test/factories.ts';
import { renderAt } from '../../../test/render.tsx';
import { createQueryClient } from '../../lib/query/query-client.ts';
import { LawyerProfile } from './lawyer-profile.tsx';

const renderProfile = (lawyer: Lawyer, queryClient = createQueryClient()) =>
  renderAt({
    url: `/lawyer/${lawyer.id}`,
    path: '/lawyer/:id',
    queryClient,
    Component: () => (
      <LawyerProfile lawyer={lawyer} provinceHelp={getProvinceLegalInfo(lawyer.province)} />
    ),
  });

const actionBar = () => screen.getByRole('region', { name: /^Contact / });

describe('the profile’s phone action bar', { timeout: 30_000 }, () => {
  it('offers Call as a tel: link, and Message and Book as buttons that open the dialogs', async () => {
    renderProfile(makeLawyer({ name: 'Avery Tremblay', phone: '416-555-0123' }));
    const bar = within(screen.getByRole('region', { name: 'Contact Avery Tremblay' }));
    expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+14165550123');
    const message = bar.getByRole('button', { name: 'Message' });
    expect(message).toHaveAttribute('aria-haspopup', 'dialog');
    expect(bar.getByRole('button', { name: 'Book' })).toHaveAttribute('aria-haspopup', 'dialog');

    await userEvent.click(message);
    expect(
      await screen.findByRole('dialog', { name: 'Send a message to Avery Tremblay' }),
    ).toBeInTheDocument();
  });

  it('has no Call without a number to dial', () => {
    renderProfile(makeLawyer({ phone: '' }));
    expect(within(actionBar()).queryByRole('link', { name: 'Call' })).not.toBeInTheDocument();
    expect(within(actionBar()).getAllByRole('button')).toHaveLength(2);
  });

  it('is hidden from 768 px on and makes room for itself below it (body padding, scroll padding)', () => {
    const { unmount } = renderProfile(makeLawyer());
    expect(actionBar()).toHaveClass('fixed', 'bottom-0', 'md:hidden');
    // Each control at least 44 px high (h-11).
    for (const control of within(actionBar()).getAllByRole('button'))
      expect(control).toHaveClass('h-11');
    const room = [...document.querySelectorAll('style')].find((style) =>
      style.textContent?.includes('--bottom-bar-height'),
    );
    expect(room?.textContent).toMatch(/@media \(width < 48rem\)/);
    expect(room?.textContent).toMatch(/--bottom-bar-height: calc\(4\.375rem/);
    expect(room?.textContent).toMatch(/body \{ padding-bottom: var\(--bottom-overlay-height/);
    expect(room?.textContent).toMatch(/scroll-padding-bottom/);
    expect(room?.textContent).toMatch(/safe-area-inset-bottom/);

    // Gone with the profile: no room for a bar on the next page.
    unmount();
    expect(room?.isConnected).toBe(false);
  });
});
