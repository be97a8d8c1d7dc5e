import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, getInitials } from './avatar.tsx';

describe('getInitials', () => {
  it.each([
    ['Sarah Chen', 'SC'],
    ['Marie-Ève Côté', 'MC'],
    ['  élise   de la Fontaine ', 'ÉF'],
    ['Madonna', 'M'],
    ['', ''],
  ])('%j → %j', (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});

describe('Avatar', () => {
  it('shows the initials, named after the person, until an image loads', () => {
    // jsdom never loads images, which is exactly the broken or missing photo case.
    render(<Avatar name="Jean Tremblay" src="/photos/jean.jpg" />);
    const fallback = screen.getByRole('img', { name: 'Jean Tremblay' });
    expect(fallback).toHaveTextContent('JT');
  });

  it('shows the initials when there is no photo', () => {
    render(<Avatar name="Priya Sharma" />);
    expect(screen.getByRole('img', { name: 'Priya Sharma' })).toHaveTextContent('PS');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Avatar name="Priya Sharma" decorative />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('PS');
  });

  it('is one image named after the person, photo or not: a screen reader hears the name once', () => {
    const { container } = render(<Avatar name="Jean Tremblay" src="/photos/jean.jpg" />);
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it("writes the photo's own size as its width and height, so its box is known before it loads", () => {
    const { container } = render(
      <Avatar name="Jean Tremblay" src="/photos/jean.webp" photoSize={400} />,
    );
    expect(container.querySelector('img')).toHaveAttribute('width', '400');
    expect(container.querySelector('img')).toHaveAttribute('height', '400');
  });

  it('removes a photo that fails to load, leaving the initials', () => {
    const { container } = render(<Avatar name="Jean Tremblay" src="/photos/missing.jpg" />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Jean Tremblay' })).toHaveTextContent('JT');
  });
});
