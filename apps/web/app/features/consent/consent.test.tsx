// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRoutesStub } from 'react-router';
import { recordEvents } from '../../../test/events.ts';
import { track } from '../../lib/analytics/events.ts';
import { readConsent } from '../../lib/consent/consent.ts';
import { SiteAdSlot } from '../ads/index.ts';
import { Footer } from '../layout/index.ts';
import { ConsentChoices } from './consent-choices.tsx';
import { ConsentProvider, type ThirdPartyConfig } from './consent-context.tsx';
import { ThirdPartyScripts } from './third-party.tsx';

const PROVIDERS: ThirdPartyConfig = {
  analyticsScriptUrl: 'https://stats.example.com/script.js',
  adsense: { client: 'ca-pub-1234567890123456', slots: { PROFILE_TOP: '1111111111' } },
};

function renderSite({
  initial = null,
  thirdParty = PROVIDERS,
}: {
  initial?: { analytics: boolean; advertising: boolean } | null;
  thirdParty?: ThirdPartyConfig;
} = {}) {
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <ConsentProvider initial={initial} thirdParty={thirdParty}>
          <SiteAdSlot slotId="PROFILE_TOP" size="leaderboard" />
          <Footer />
          <ConsentChoices />
          <ThirdPartyScripts />
        </ConsentProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const providerScripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.src);

afterEach(() => {
  document.cookie = 'cld_consent=; Max-Age=0; Path=/';
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('the privacy choices', () => {
  it('ask a first-time visitor, with nothing third-party loaded until they answer', async () => {
    renderSite();
    expect(await screen.findByRole('region', { name: 'Your privacy choices' })).toBeVisible();
    expect(providerScripts()).toEqual([]);
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
  });

  it('remember "Reject all" in a cookie, load nothing and stop even anonymous counting', async () => {
    const user = userEvent.setup();
    const events = recordEvents();
    renderSite();
    await user.click(await screen.findByRole('button', { name: 'Reject all' }));
    expect(readConsent(document.cookie)).toEqual({ analytics: false, advertising: false });
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).not.toBeInTheDocument();
    track({ name: 'page_view' }, '/');
    expect(await events.sent()).toEqual([]);
    expect(providerScripts()).toEqual([]);
  });

  it('load each provider only for the purpose the visitor allowed', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(await screen.findByRole('button', { name: 'Choose' }));
    const statistics = await screen.findByRole('checkbox', { name: 'Statistics' });
    const advertising = screen.getByRole('checkbox', { name: 'Advertising' });
    expect(statistics).not.toBeChecked();
    expect(advertising).not.toBeChecked();
    await user.click(statistics);
    await user.click(screen.getByRole('button', { name: 'Save choices' }));

    expect(readConsent(document.cookie)).toEqual({ analytics: true, advertising: false });
    await waitFor(() => expect(providerScripts()).toEqual(['https://stats.example.com/script.js']));
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
  });

  it('load the ad network after "Accept all" and give each placement its ad unit', async () => {
    const user = userEvent.setup();
    renderSite();
    await user.click(await screen.findByRole('button', { name: 'Accept all' }));
    await waitFor(() =>
      expect(providerScripts()).toContain(
        'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=ca-pub-1234567890123456',
      ),
    );
    const unit = document.querySelector('ins.adsbygoogle')!;
    expect(unit).toHaveAttribute('data-ad-slot', '1111111111');
    // Labelled only once the network fills it.
    expect(screen.queryByText('Advertisement')).not.toBeInTheDocument();
    unit.setAttribute('data-ad-status', 'filled');
    expect(await screen.findByText('Advertisement')).toBeVisible();
  });

  it('can be changed at any time from the footer', async () => {
    const user = userEvent.setup();
    renderSite({ initial: { analytics: true, advertising: true } });
    expect(screen.queryByRole('region', { name: 'Your privacy choices' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cookie preferences' }));
    const region = await screen.findByRole('region', { name: 'Your privacy choices' });
    expect(screen.getByRole('heading', { name: 'Your privacy choices' })).toHaveFocus();
    expect(screen.getByRole('checkbox', { name: 'Advertising' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Advertising' }));
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(region).not.toBeInTheDocument();
    expect(readConsent(document.cookie)).toEqual({ analytics: true, advertising: false });
  });

  // WCAG 2.2 2.4.11: the page's scroll padding (app.css) keeps focused controls clear of it.
  it('give the page their height while shown, and take it back once closed', async () => {
    const observed: Element[] = [];
    class FakeResizeObserver {
      private readonly report: () => void;
      constructor(report: () => void) {
        this.report = report;
      }
      observe(element: Element) {
        observed.push(element);
        this.report();
      }
      disconnect() {}
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const user = userEvent.setup();
    renderSite();
    const region = await screen.findByRole('region', { name: 'Your privacy choices' });
    expect(region).toHaveAttribute('data-consent-banner');
    await waitFor(() => expect(observed).toEqual([region]));
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toMatch(
      /^\d+px$/,
    );
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(document.documentElement.style.getPropertyValue('--consent-banner-height')).toBe('');
    vi.unstubAllGlobals();
  });

  it('show no ads and load nothing when no provider is configured, even with consent', async () => {
    renderSite({
      initial: { analytics: true, advertising: true },
      thirdParty: { analyticsScriptUrl: null, adsense: null },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(providerScripts()).toEqual([]);
    expect(document.querySelector('ins.adsbygoogle')).toBeNull();
    expect(document.querySelector('[data-ad-slot="PROFILE_TOP"]')).toBeNull();
  });
});
