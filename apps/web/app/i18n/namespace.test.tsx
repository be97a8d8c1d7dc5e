// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useT } from './i18n.ts';
import { defineNamespace, seedMessages } from './namespace.ts';
import { profileMessages } from './namespaces.ts';
import type { Messages } from './translate.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('a namespace', () => {
  it('loads once per locale, through its loader', async () => {
    const loader = vi.fn(async () => ({ default: { hello: 'Hello' } }));
    const frLoader = vi.fn(async () => ({ default: { hello: 'Bonjour' } }));
    const greetings = defineNamespace('greetingsOnce', 'greetings', { en: loader, fr: frLoader });
    const first = greetings.load('en');
    expect(first.status).toBe('pending');
    expect(greetings.load('en')).toBe(first);
    expect(await first).toEqual({ greetings: { hello: 'Hello' } });
    expect(first.status).toBe('fulfilled');
    expect(loader).toHaveBeenCalledTimes(1);
    expect(frLoader).not.toHaveBeenCalled();
    expect(await greetings.load('fr')).toEqual({ greetings: { hello: 'Bonjour' } });
    expect(frLoader).toHaveBeenCalledTimes(1);
  });

  it('takes the page’s seed instead of its loader, loaded at once', () => {
    seedMessages({ locale: 'en', messages: { seededHere: { hello: 'Seeded' } } });
    const loader = vi.fn(() => Promise.reject(new Error('downloaded a seeded namespace')));
    const seeded = defineNamespace('seededHere', 'seeded', { en: loader, fr: loader });
    const load = seeded.load('en');
    expect(load.status).toBe('fulfilled');
    expect(load.value).toEqual({ seeded: { hello: 'Seeded' } });
    expect(loader).not.toHaveBeenCalled();
  });
});

describe('useT', () => {
  it('suspends a component until its namespace has loaded, and never throws', async () => {
    const module = deferred<{ default: { hello: string } }>();
    const late = defineNamespace('late', 'late', {
      en: () => module.promise,
      fr: () => Promise.reject(new Error('not asked for')),
    });
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
