import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ConsentProvider, type ThirdPartyConfig } from '../consent/index.ts';
import { SiteAdSlot } from './site-ad-slot.tsx';

const ADSENSE: ThirdPartyConfig = {
  analyticsScriptUrl: null,
  adsense: { client: 'ca-pub-1234567890123456', slots: { BROWSE_TOP: '2222222222' } },
};

describe('an ad placement rendered by the server', () => {
  it('writes its box in place, at its size, in the page the server sends (CLS 0)', async () => {
    // The server imports the placement's code when the module is read (at start, in production);
    // from then on every render writes the box. `renderToString` renders a suspended boundary's
    // fallback, so it shows whether the part was rendered in place.
    const render = () =>
      renderToString(
        <ConsentProvider initial={null} thirdParty={ADSENSE}>
          <SiteAdSlot slotId="BROWSE_TOP" size="leaderboard" responsive />
        </ConsentProvider>,
      );
    await vi.waitFor(() => expect(render()).toContain('data-ad-slot'), { timeout: 5000 });
    const html = render();
    expect(html).toMatch(/class="[^"]*\bh-\[50px\][^"]*sm:h-\[90px\]/);
    // Not a suspended boundary left for the browser to fill (`<!--$?-->`, `<!--$!-->`).
    expect(html).not.toMatch(/<!--\$[?!]-->/);
  });
});
