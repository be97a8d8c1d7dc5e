import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AdSlot } from './ad-slot.tsx';

function getBox(slot: HTMLElement) {
  return slot.lastElementChild as HTMLElement;
}

describe('AdSlot', () => {
  it('reserves the spec size but stays unlabelled and hidden when empty', () => {
    const { container } = render(<AdSlot slotId="BROWSE_TOP" size="leaderboard" />);
    const slot = container.querySelector<HTMLElement>('[data-ad-slot="BROWSE_TOP"]')!;
    expect(slot).toHaveAttribute('aria-hidden', 'true');
    expect(slot).not.toHaveTextContent('Advertisement');
    expect(getBox(slot).className).toContain('w-[728px]');
    expect(getBox(slot).className).toContain('h-[90px]');
  });

  it.each([
    ['rectangle', 'w-[300px]', 'h-[250px]'],
    ['mobile', 'w-[320px]', 'h-[50px]'],
    ['banner', 'w-[468px]', 'h-[60px]'],
  ] as const)('sizes a %s slot as %s × %s', (size, width, height) => {
    const { container } = render(<AdSlot slotId="HOME_MIDDLE" size={size} />);
    const box = getBox(container.querySelector<HTMLElement>('[data-ad-slot]')!);
    expect(box.className).toContain(width);
    expect(box.className).toContain(height);
  });

  it('labels the slot "Advertisement" only once an ad fills it', () => {
    render(
      <AdSlot slotId="PROFILE_TOP" size="banner">
        <a href="https://ads.example.com/click">Sponsored offer</a>
      </AdSlot>,
    );
    expect(screen.getByText('Advertisement')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sponsored offer' })).toBeInTheDocument();
  });

  it('keeps the label line reserved when empty so a filled slot is no taller', () => {
    const { container } = render(<AdSlot slotId="FOOTER" />);
    const slot = container.querySelector<HTMLElement>('[data-ad-slot]')!;
    const labelLine = slot.firstElementChild as HTMLElement;
    expect(labelLine).toBeEmptyDOMElement();
    expect(labelLine.className).toContain('h-4');
  });

  it('switches to the mobile size under the sm breakpoint when responsive', () => {
    const { container } = render(<AdSlot slotId="HOME_TOP" size="leaderboard" responsive />);
    const box = getBox(container.querySelector<HTMLElement>('[data-ad-slot]')!);
    expect(box.className.split(' ')).toEqual(
      expect.arrayContaining(['w-[320px]', 'h-[50px]', 'sm:w-[728px]', 'sm:h-[90px]']),
    );
  });

  it('renders a provider’s box before it is filled, unlabelled until it is', () => {
    const { container, rerender } = render(
      <AdSlot slotId="PROFILE_TOP" filled={false}>
        <ins data-testid="provider-box" />
      </AdSlot>,
    );
    expect(screen.getByTestId('provider-box')).toBeInTheDocument();
    expect(container.querySelector('[data-ad-slot]')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('Advertisement')).not.toBeInTheDocument();
    rerender(
      <AdSlot slotId="PROFILE_TOP" filled>
        <ins data-testid="provider-box" />
      </AdSlot>,
    );
    expect(screen.getByText('Advertisement')).toBeVisible();
  });

  it('uses the label the app passes and honours an explicit filled flag', () => {
    render(<AdSlot slotId="CONTACT" filled label="Publicité" />);
    expect(screen.getByText('Publicité')).toBeInTheDocument();
  });
});
