// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MessagesRecorderContext, useT } from './i18n.ts';
import { defineNamespace, seedMessages, SEED_ELEMENT_ID } from './namespace.ts';
import { ALL_NAMESPACES, profileMessages } from './namespaces.ts';
import { seedScript } from './seed.ts';
import type { Messages } from './translate.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a namespace', () => {
  it('loads once per locale, through its loader', async () => {
    const loader = vi.fn(async () => ({ default: { hello: 'Hello' } }));
    const greetings = defineNamespace('greetingsOnce', 'greetings', { en: loader });
    const first = greetings.load('en');
    expect(first.status).toBe('pending');
    expect(greetings.load('en')).toBe(first);
    expect(await first).toEqual({ greetings: { hello: 'Hello' } });
    expect(first.status).toBe('fulfilled');
    expect(loader).toHaveBeenCalledTimes(1);
  });

  it('takes the page’s seed instead of its loader, loaded at once', () => {
    seedMessages({ locale: 'en', messages: { seededHere: { hello: 'Seeded' } } });
    const loader = vi.fn(() => Promise.reject(new Error('downloaded a seeded namespace')));
    const seeded = defineNamespace('seededHere', 'seeded', { en: loader });
    const load = seeded.load('en');
    expect(load.status).toBe('fulfilled');
    expect(load.value).toEqual({ seeded: { hello: 'Seeded' } });
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('useT', () => {
  it('suspends a component until its namespace has loaded, and never throws', async () => {
    const module = deferred<{ default: { hello: string } }>();
    const late = defineNamespace('late', 'late', { en: () => module.promise });
    function Greeting() {
      const t = useT(late);
      return <p>{t('late.hello')}</p>;
    }
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Greeting />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => {
      module.resolve({ default: { hello: 'Hello from a late namespace' } });
      await late.load('en');
    });
    expect(screen.getByText('Hello from a late namespace')).toBeInTheDocument();
  });

  it('keeps the same t between renders (effects that depend on it do not rerun)', () => {
    const seen: unknown[] = [];
    function Probe() {
      seen.push(useT(profileMessages));
      return null;
    }
    const { rerender } = render(<Probe />);
    rerender(<Probe />);
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  it('accepts only the keys of the namespaces it was given (checked by typecheck)', () => {
    function TypeChecks() {
      const core = useT();
      core('nav.home');
      // @ts-expect-error the profile's keys need profileMessages
      core('profile.loading');
      const profile = useT(profileMessages);
      profile('profile.loading');
      profile('nav.home');
      // @ts-expect-error admin is not among the namespaces passed
      profile('admin.metaTitle');
      return null;
    }
    // Another language's module has the English module's keys, strings and plural messages.
    const french: Messages<{ a: 'English'; b: { one: '1 year'; other: '{count} years' } }> = {
      a: 'Français',
      b: { one: '{count} an', many: '{count} d’ans', other: '{count} ans' },
    };
    // @ts-expect-error a key of the English module is missing
    const missing: Messages<{ a: 'English'; b: 'Two' }> = { a: 'Français' };
    expect([TypeChecks, french, missing]).toHaveLength(3);
  });
});

describe('a server-rendered page', () => {
  it('seeds exactly the namespaces its render used, so hydration never suspends', async () => {
    const { FaqPage } = await import('../features/content/index.ts');
    const used = new Set<string>(['core']);
    const html = renderToString(
      <MessagesRecorderContext.Provider value={used}>
        <Suspense fallback={null}>
          <MemoryRouter>
            <FaqPage />
          </MemoryRouter>
        </Suspense>
      </MessagesRecorderContext.Provider>,
    );
    expect([...used].sort()).toEqual(['content', 'core']);
    const script = seedScript('en', used, ALL_NAMESPACES);
    expect(script).not.toContain('</p'); // no text can end the script early
    const seed = JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, '')) as {
      locale: string;
      messages: Record<string, unknown>;
    };
    expect(seed.locale).toBe('en');
    expect(Object.keys(seed.messages).sort()).toEqual(['content', 'core']);

    // The browser: a fresh copy of the app's modules, which find the seed in the document.
    document.body.innerHTML = `<div id="root">${html}</div>${script}`;
    expect(document.getElementById(SEED_ELEMENT_ID)).not.toBeNull();
    vi.resetModules();
    const browser = {
      namespaces: await import('./namespaces.ts'),
      content: await import('../features/content/index.ts'),
      react: await import('react'),
      dom: await import('react-dom/client'),
      router: await import('react-router'),
    };
    const loads = browser.namespaces.ALL_NAMESPACES.map((namespace) => [
      namespace.id,
      namespace.load('en').status,
    ]);
    expect(Object.fromEntries(loads)).toMatchObject({
      core: 'fulfilled',
      content: 'fulfilled',
      admin: 'pending',
    });

    let suspended = 0;
    function Fallback() {
      suspended++;
      return null;
    }
    const { createElement: h } = browser.react;
    const root = document.getElementById('root')!;
    // The fresh copy of React flushes its own work.
    await browser.react.act(async () => {
      browser.dom.hydrateRoot(
        root,
        h(
          browser.react.Suspense,
          { fallback: h(Fallback) },
          h(browser.router.MemoryRouter, null, h(browser.content.FaqPage)),
        ),
      );
    });
    expect(suspended).toBe(0);
    // Hydrated in place: a mismatch would have logged an error (test/setup.ts fails on any).
    const server = document.createElement('template');
    server.innerHTML = html;
    expect(root.textContent).toBe(server.content.textContent);
    expect(root.textContent).toContain('Frequently');
  }, 60_000);
});
