import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { modulePreloadHeader } from './preload-header.server.ts';

type Context = Pick<EntryContext, 'manifest' | 'staticHandlerContext'>;

function context(matchedRouteIds: string[]): Context {
  // Only what the header reads: a route's module and imports, and the matched route ids.
  const route = (id: string, module: string, imports: string[]) => ({ id, module, imports });
  return {
    manifest: {
      entry: { module: '/assets/entry.client-1.js', imports: ['/assets/framework-1.js'] },
      routes: {
        root: route('root', '/assets/root-1.js', ['/assets/framework-1.js', '/assets/shell-1.js']),
        'routes/lawyer-profile': route('routes/lawyer-profile', '/assets/lawyer-profile-1.js', [
          '/assets/shell-1.js',
          '/assets/province-legal-info-1.js',
        ]),
        'routes/admin': route('routes/admin', '/assets/admin-1.js', ['/assets/admin-table-1.js']),
      },
      url: '/assets/manifest-1.js',
      version: '1',
    },
    staticHandlerContext: { matches: matchedRouteIds.map((id) => ({ route: { id } })) },
  } as unknown as Context;
}

describe('modulePreloadHeader', () => {
  it("lists the entry and the matched routes' scripts once each, as module preloads", () => {
    expect(modulePreloadHeader(context(['root', 'routes/lawyer-profile'])).split(', ')).toEqual([
      '</assets/framework-1.js>; rel=modulepreload',
      '</assets/entry.client-1.js>; rel=modulepreload',
      '</assets/shell-1.js>; rel=modulepreload',
      '</assets/root-1.js>; rel=modulepreload',
      '</assets/province-legal-info-1.js>; rel=modulepreload',
      '</assets/lawyer-profile-1.js>; rel=modulepreload',
    ]);
  });

  it('leaves out the routes the request did not match', () => {
    const header = modulePreloadHeader(context(['root']));
    expect(header).toContain('</assets/root-1.js>');
    expect(header).not.toContain('admin');
    expect(header).not.toContain('lawyer-profile');
  });
});
