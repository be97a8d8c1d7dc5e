import { describe, expect, it } from 'vitest';
import { loggerOptions } from './app.ts';
import { loadConfig } from './config.ts';

describe('the request log', () => {
  it('keeps the method and path only: a "near me" position never reaches the log', () => {
    const options = loggerOptions(loadConfig({}));
    const serializers =
      typeof options === 'object' && options !== null && 'serializers' in options
        ? (options.serializers as Record<string, (value: unknown) => unknown>)
        : {};
    expect(
      serializers.req?.({
        method: 'GET',
        url: '/api/lawyers?lat=45.56&lng=-73.72&radius=25&search=divorce',
        ip: '198.51.100.20',
        headers: { cookie: 'session=secret' },
      }),
    ).toEqual({ method: 'GET', path: '/api/lawyers' });
  });
});
