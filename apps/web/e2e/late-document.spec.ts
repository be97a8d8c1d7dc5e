import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures.ts';
import { pageReady } from './support.ts';

/** Headers the proxy below does not pass on: it sends the body as it is, uncompressed, in its own framing. */
const FRAMING = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection']);

/**
 * A page whose document arrives slowly, as on a phone's network: React Router's module script is
 * `async`, so it can run while the end of the document, where the page's messages are (its seed), has
 * been parsed only in part. The page must wait for the rest, then hydrate (a flake of issue 36's hunt:
 * « Unterminated string in JSON », the page never hydrated). A proxy in front of the site sends the
 * document up to the middle of its seed, and the rest a moment later; everything else as it comes.
 */
test('a page whose end arrives late reads its messages whole and hydrates', async ({
  page,
  baseURL,
}) => {
  const path = '/fr/trouver-un-avocat';
  let cut = false;
  const proxy = http.createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(new URL(request.url ?? '/', baseURL), {
        headers: {
          accept: request.headers.accept ?? '*/*',
          'accept-encoding': 'identity',
          cookie: request.headers.cookie ?? '',
        },
        redirect: 'manual',
      });
      const body = Buffer.from(await upstream.arrayBuffer());
      response.writeHead(
        upstream.status,
        Object.fromEntries([...upstream.headers].filter(([name]) => !FRAMING.has(name))),
      );
      const seedAt = body.indexOf('id="cld-messages"');
      if (request.url !== path || seedAt === -1) {
        response.end(body);
        return;
      }
      cut = true;
      // The page's scripts load meanwhile (the proxy serves them at once) and run.
      response.write(body.subarray(0, seedAt + 2_000));
      setTimeout(() => response.end(body.subarray(seedAt + 2_000)), 2_000);
    })().catch((error: unknown) => response.destroy(error as Error));
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const { port } = proxy.address() as AddressInfo;
    await page.goto(`http://localhost:${port}${path}`);
    await pageReady(page);
    expect(cut).toBe(true);
    expect(errors).toEqual([]);
    // Hydrated with its French messages: a filter opens and speaks French.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('avocat');
  } finally {
    await new Promise((resolve) => proxy.close(resolve));
  }
});
