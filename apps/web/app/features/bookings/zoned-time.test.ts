import { afterEach, describe, expect, it, vi } from 'vitest';
import { visitorTimeZone } from './zoned-time.ts';

describe('visitorTimeZone', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the browser’s zone, to send to the server', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: 'America/Winnipeg',
    });
    expect(visitorTimeZone()).toBe('America/Winnipeg');
  });

  it('is undefined when the browser does not say (the server uses the lawyer’s zone)', () => {
    vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockReturnValue({
      ...new Intl.DateTimeFormat().resolvedOptions(),
      timeZone: '',
    });
    expect(visitorTimeZone()).toBeUndefined();
  });
});
