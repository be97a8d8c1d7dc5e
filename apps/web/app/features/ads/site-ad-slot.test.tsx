// @vitest-environment jsdom
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ConsentProvider, type ThirdPartyConfig } from '../consent/index.ts';
import { SiteAdSlot } from './site-ad-slot.tsx';

const ADSENSE: ThirdPartyConfig = {
  analyticsScriptUrl: null,
  adsense: { client: 'ca-pub-1234567890123456', slots: { BROWSE_TOP: '2222222222' } },
};

function renderSlot({
  thirdParty,
  consent,
  slotId = 'BROWSE_TOP',
}: {
  thirdParty: ThirdPartyConfig;
  consent: { analytics: boolean; advertising: boolean } | null;
  slotId?: string;
}) {
  const { container } = render(
    <ConsentProvider initial={consent} thirdParty={thirdParty}>
      <h1>First heading</h1>
      <SiteAdSlot slotId={slotId} size="leaderboard" responsive className="mt-8" />
    </ConsentProvider>,
  );
  return container;
}

const slot = (container: HTMLElement) => container.querySelector('[data-ad-slot]');

describe('an ad placement', () => {
  it('renders nothing at all, no box and no space, when no ad provider is configured', () => {
    for (const consent of [null, { analytics: true, advertising: true }]) {
      const container = renderSlot({
        thirdParty: { analyticsScriptUrl: null, adsense: null },
        consent,
      });
      expect(container.innerHTML).toBe('<h1>First heading</h1>');
    }
  });

  it('renders nothing for a placement the provider has no ad unit for', () => {
    const container = renderSlot({ thirdParty: ADSENSE, consent: null, slotId: 'HOME_TOP' });
    expect(slot(container)).toBeNull();
  });

  it('renders nothing once the visitor has refused advertising', () => {
    const container = renderSlot({
      thirdParty: ADSENSE,
      consent: { analytics: true, advertising: false },
    });
    expect(slot(container)).toBeNull();
  });

  // From the first render on the server (site-ad-slot.server.test.tsx); in the browser, after its
  // code arrives.
  it('reserves its box while an ad may still come, blank and unlabelled', async () => {
    const container = renderSlot({ thirdParty: ADSENSE, consent: null });
    const box = await waitFor(() => {
      const found = slot(container);
      if (!found) throw new Error('no box yet');
      return found;
    });
    expect(box).toHaveAttribute('aria-hidden', 'true');
    expect(box.textContent).toBe('');
    // The box has the ad's size before the ad arrives: its arrival shifts nothing (CLS 0).
    expect(box.querySelector('.h-\\[50px\\].sm\\:h-\\[90px\\]')).not.toBeNull();
  });

  it('keeps the same box with consent, holding the ad unit', async () => {
    const container = renderSlot({
      thirdParty: ADSENSE,
      consent: { analytics: false, advertising: true },
    });
    const box = await waitFor(() => {
      const found = slot(container);
      if (!found) throw new Error('no box yet');
      return found;
    });
    expect(box.querySelector('.h-\\[50px\\].sm\\:h-\\[90px\\] ins.adsbygoogle')).toHaveAttribute(
      'data-ad-slot',
      '2222222222',
    );
  });
});
