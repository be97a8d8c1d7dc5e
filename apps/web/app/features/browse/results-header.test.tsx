// @vitest-environment jsdom
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstUse, setFirstUseForTests } from '../../lib/deferred.ts';
import { EMPTY_BROWSE_STATE, type BrowseState } from './browse-params.ts';
import { ResultsHeader } from './results-header.tsx';

function header(onChange: (next: BrowseState) => void) {
  return (
    <ResultsHeader
      headingId="results"
      total={40}
      page={1}
      pageSize={12}
      shown={12}
      state={EMPTY_BROWSE_STATE}
      onChange={onChange}
    />
  );
}

describe('the results header', () => {
  afterEach(() => setFirstUseForTests(true));

  it('applies an order chosen before the page hydrated', async () => {
    // The page is waiting for its first use: the choice made before hydration is one.
    setFirstUseForTests(false);
    let used = false;
    void afterFirstUse().then(() => {
      used = true;
    });
    const container = document.createElement('div');
    container.innerHTML = renderToString(header(() => undefined));
    document.body.append(container);
    // A person on a slow phone picks an order while the script is still on its way.
    container.querySelector('select')!.value = 'experience';
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, header(onChange));
    });
    expect(onChange).toHaveBeenCalledWith({ ...EMPTY_BROWSE_STATE, sort: 'experience', page: 1 });
    // Else the new order would wait for the parts the page defers (CI: the sorting journey).
    await act(async () => undefined);
    expect(used).toBe(true);
    container.remove();
  });

  it('changes nothing when nobody chose before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(header(() => undefined));
    document.body.append(container);
    const onChange = vi.fn();
    await act(async () => {
      hydrateRoot(container, header(onChange));
    });
    expect(onChange).not.toHaveBeenCalled();
    container.remove();
  });
});
