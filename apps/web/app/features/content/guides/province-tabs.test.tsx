// @vitest-environment jsdom
import { PROVINCES } from '@cld/content/provinces';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProvinceTabs } from './province-tabs.tsx';

describe('ProvinceTabs', () => {
  it('offers all 13 provinces and territories, Ontario first and selected', () => {
    render(<ProvinceTabs label="Provinces">{(code) => <p>Panel {code}</p>}</ProvinceTabs>);
    expect(screen.getByRole('tablist', { name: 'Provinces' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(
      PROVINCES.map((p) => p.name),
    );
    expect(screen.getByRole('tab', { name: 'Ontario' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel ON');
  });

  it('shows the chosen province without touching the address', async () => {
    const user = userEvent.setup();
    const before = window.location.href;
    render(<ProvinceTabs label="Provinces">{(code) => <p>Panel {code}</p>}</ProvinceTabs>);
    await user.click(screen.getByRole('tab', { name: 'Nunavut' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel NU');
    expect(window.location.href).toBe(before);
  });
});
