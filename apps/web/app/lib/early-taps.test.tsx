// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from './early-taps.server.ts';
import { useEffect } from 'react';
import { takeEarlyChoice, useEarlyTap } from './early-taps.ts';

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
    delete window.__cldChanges;
    delete window.__cldTapsDone;
    delete window.__cldUsed;
    document.body.innerHTML = '';
  });

  it('notes that the page was used before its scripts ran: typing, a key, focus, a tap', () => {
    for (const type of ['input', 'keydown', 'focusin', 'pointerdown']) {
      delete window.__cldUsed;
      new Function(EARLY_TAPS_SCRIPT)();
      expect(window.__cldUsed).toBeUndefined();
      document.querySelector('#other')?.dispatchEvent(new Event(type, { bubbles: true }));
      expect(window.__cldUsed, type).toBe(true);
    }
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

  describe('a choice in a marked select', () => {
    function Chooser({ onChoose }: { onChoose: (value: string) => void }) {
      useEffect(() => {
        const value = takeEarlyChoice('sort');
        if (value !== undefined) onChoose(value);
      }, [onChoose]);
      return null;
    }
    function choose(value: string) {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<select data-early-tap="sort"><option value="relevance">R</option><option value="name">N</option><option value="rating">S</option></select>',
      );
      const select = document.querySelector('select')!;
      select.value = value;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }

    it('is noted as it happens and applied once, after hydration, even if the element was reset', () => {
      choose('rating');
      choose('name');
      // Hydration puts the server's value back in the element: the note still has the choice.
      document.querySelectorAll('select').forEach((select) => (select.value = 'relevance'));
      const onChoose = vi.fn();
      const first = render(<Chooser onChoose={onChoose} />);
      expect(onChoose.mock.calls).toEqual([['name']]);
      first.unmount();
      render(<Chooser onChoose={onChoose} />);
      expect(onChoose).toHaveBeenCalledTimes(1);
    });

    it('is not noted once the page has hydrated', () => {
      window.__cldTapsDone = true;
      choose('name');
      const onChoose = vi.fn();
      render(<Chooser onChoose={onChoose} />);
      expect(onChoose).not.toHaveBeenCalled();
    });
  });
});
