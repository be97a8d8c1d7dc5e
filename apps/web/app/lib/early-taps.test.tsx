// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps.server.ts';
import { useEarlyTap } from './early-taps.ts';

function Opener({ name, onOpen }: { name: string; onOpen: () => void }) {
  useEarlyTap(name, onOpen);
  return null;
}

describe('taps before hydration', () => {
  beforeEach(() => {
    document.body.innerHTML =
      '<button data-early-tap="filters"><svg><path id="icon"></path></svg>Filters</button><button id="other">Other</button>';
    // The document's inline script, as the browser runs it while parsing.
    new Function(EARLY_TAPS_SCRIPT)();
  });
  afterEach(() => {
    delete window.__cldTaps;
    delete window.__cldTapsDone;
    document.body.innerHTML = '';
  });

  it('notes a tap on a marked element, or inside it, and nothing else', () => {
    document.querySelector<HTMLElement>('#other')?.click();
    document.querySelector('#icon')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(window.__cldTaps).toEqual(['filters']);
  });

  it('stops noting once the page has hydrated', () => {
    window.__cldTapsDone = true;
    document.querySelector<HTMLElement>('[data-early-tap]')?.click();
    expect(window.__cldTaps).toEqual([]);
  });

  it('does what the tap asked once, on the mount after hydration, and not on a later mount', () => {
    const button = document.querySelector<HTMLElement>('[data-early-tap]');
    button?.click();
    button?.click();
    const onOpen = vi.fn();
    const first = render(<Opener name="filters" onOpen={onOpen} />);
    expect(onOpen).toHaveBeenCalledTimes(1);
    first.unmount();
    render(<Opener name="filters" onOpen={onOpen} />);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('leaves the action alone when its element was not tapped', () => {
    const onOpen = vi.fn();
    render(<Opener name="menu" onOpen={onOpen} />);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
