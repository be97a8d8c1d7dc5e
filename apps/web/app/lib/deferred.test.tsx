// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstUse, lazyAfterFirstUse, markFirstUse, setFirstUseForTests } from './deferred.ts';

describe('parts loaded after the first use', () => {
  afterEach(() => {
    vi.useRealTimers();
    setFirstUseForTests(true);
  });

  it('waits for a tap, a key or a scroll, then loads everything at once from then on', async () => {
    setFirstUseForTests(false);
    const load = vi.fn(async () => ({ title }: { title: string }) => <p>{title}</p>);
    const Part = lazyAfterFirstUse(load);
    render(
      <Suspense fallback={<span>waiting</span>}>
        <Part title="Fees and funding" />
      </Suspense>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).not.toHaveBeenCalled();
    expect(screen.getByText('waiting')).toBeInTheDocument();

    window.dispatchEvent(new Event('scroll'));
    expect(await screen.findByText('Fees and funding')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    // The page is in use: what waits for it now does not wait.
    await expect(afterFirstUse()).resolves.toBeUndefined();
  });

  // A screen reader or voice control may click, focus or change a field with no pointer or key;
  // a navigation waits for the deferred parts, so each must end the wait (CI: the sorting journey).
  it.each(['click', 'focusin', 'input', 'change'])(
    'counts the event "%s" as a use',
    async (type) => {
      setFirstUseForTests(false);
      let resolved = false;
      void afterFirstUse().then(() => {
        resolved = true;
      });
      const field = document.createElement('select');
      document.body.append(field);
      // Even when the page's own handler stops it on its way.
      field.addEventListener(type, (event) => event.stopPropagation());
      field.dispatchEvent(new Event(type, { bubbles: true }));
      await Promise.resolve();
      expect(resolved).toBe(true);
      field.remove();
    },
  );

  it('is marked used by the page itself, before or after anything waits', async () => {
    setFirstUseForTests(false);
    markFirstUse();
    await expect(afterFirstUse()).resolves.toBeUndefined();

    setFirstUseForTests(false);
    let resolved = false;
    void afterFirstUse().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    markFirstUse();
    await Promise.resolve();
    expect(resolved).toBe(true);
  });

  // The contact page's flake (issue 36): a field typed into before the page's scripts ran (after a
  // send the server answered) was a use nobody heard, so the form hydrated only 4 s after the load
  // and its message stayed until then.
  it('does not wait when the page was used before its scripts ran', async () => {
    setFirstUseForTests(false);
    window.__cldUsed = true;
    try {
      vi.useFakeTimers();
      let resolved = false;
      void afterFirstUse(4000).then(() => {
        resolved = true;
      });
      await vi.advanceTimersByTimeAsync(0);
      expect(resolved).toBe(true);
    } finally {
      delete window.__cldUsed;
    }
  });

  it('loads a few seconds after the page loaded when nobody touches it', async () => {
    setFirstUseForTests(false);
    vi.useFakeTimers();
    let resolved = false;
    void afterFirstUse(4000).then(() => {
      resolved = true;
    });
    await vi.advanceTimersByTimeAsync(3900);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(200);
    expect(resolved).toBe(true);
  });
});
