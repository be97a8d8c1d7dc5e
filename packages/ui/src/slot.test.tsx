import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Slot, Slottable } from './slot.tsx';

describe('Slot', () => {
  it('renders its child with both class lists, both handlers (the child’s first) and both refs', () => {
    const order: string[] = [];
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLAnchorElement>();
    render(
      <Slot
        className="button"
        ref={slotRef}
        aria-describedby="hint"
        onClick={() => order.push('slot')}
      >
        <a
          href="/faq"
          className="link"
          ref={childRef}
          aria-describedby="error hint"
          onClick={() => order.push('child')}
        >
          FAQ
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveClass('button', 'link');
    expect(link).toHaveAttribute('aria-describedby', 'error hint');
    fireEvent.click(link);
    expect(order).toEqual(['child', 'slot']);
    expect(slotRef.current).toBe(link);
    expect(childRef.current).toBe(link);
  });

  it('lets the child’s own value win, and keeps the slot’s where the child has none', () => {
    render(
      <Slot title="slot" id="slot-id" style={{ color: 'red', margin: 0 }}>
        <span title="child" style={{ color: 'blue' }}>
          x
        </span>
      </Slot>,
    );
    const span = screen.getByText('x');
    expect(span).toHaveAttribute('title', 'child');
    expect(span).toHaveAttribute('id', 'slot-id');
    expect(span.style.color).toBe('blue');
    expect(span.style.margin).toBe('0px');
  });

  it('puts the siblings of the Slottable child inside it, in their order', () => {
    render(
      <Slot className="button">
        <i data-testid="spinner" />
        <Slottable>
          <a href="/contact">Contact</a>
        </Slottable>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    expect(link).toHaveClass('button');
    expect(link.firstChild).toBe(screen.getByTestId('spinner'));
    expect(link).toHaveTextContent('Contact');
  });

  it('refuses anything but one element', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Slot>text</Slot>)).toThrow(/one element/);
  });
});
