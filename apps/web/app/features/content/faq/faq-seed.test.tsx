// @vitest-environment jsdom
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MessagesRecorderContext } from '../../../i18n/i18n.ts';
import { SEED_ELEMENT_ID } from '../../../i18n/namespace.ts';
import { ALL_NAMESPACES } from '../../../i18n/namespaces.ts';
import { seedScript } from '../../../i18n/seed.ts';

// The catalogue's seed (decision 026) on a real page: what the server render records is what the
// browser needs to hydrate it without waiting for a namespace.
describe('a server-rendered page', () => {
  it('seeds exactly the namespaces its render used, so hydration never suspends', async () => {
    const { FaqPage } = await import('../index.ts');
    const { pageContent } = await import('@cld/content/page-content');
    const content = await pageContent('faq', 'en');
    const used = new Set<string>(['core']);
    const html = renderToString(
      <MessagesRecorderContext.Provider value={used}>
        <Suspense fallback={null}>
          <MemoryRouter>
            <FaqPage content={content} />
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
      namespaces: await import('../../../i18n/namespaces.ts'),
      content: await import('../index.ts'),
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
          h(browser.router.MemoryRouter, null, h(browser.content.FaqPage, { content })),
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
