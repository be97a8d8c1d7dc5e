import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from './section-card.tsx';

describe('SectionCard', () => {
  it('heads its content with an h2 by default, and no description unless given', () => {
    const { container } = render(
      <SectionCard title="Contact" contentClassName="grid">
        <p>Call us</p>
      </SectionCard>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByText('Call us').parentElement).toHaveClass('grid', 'p-6');
    expect(container.querySelectorAll('p')).toHaveLength(1);
  });

  it('takes another heading level, a description and the card attributes', () => {
    render(
      <SectionCard id="hours" heading="h3" title="Hours" description="Eastern time">
        <p>9 to 5</p>
      </SectionCard>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Hours' })).toBeInTheDocument();
    expect(screen.getByText('Eastern time')).toHaveClass('text-muted-foreground');
    expect(document.getElementById('hours')).toContainElement(screen.getByText('9 to 5'));
  });
});
