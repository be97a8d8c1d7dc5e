import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createBrotliDecompress } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as msw } from '../test/msw-server.ts';
import { coalescedFlush } from './coalesced-flush.ts';

const CHUNKS = Array.from(
  { length: 8 },
  (_, i) =>
    `<section id="s${i}"><p class="text-sm text-gray-700">Lawyer ${i} in Toronto</p></section>`,
);

type FlushingResponse = express.Response & { flush: () => void };

/** A document written the way React Router writes one: a chunk, a flush, the next turn. */
function app(coalesce: boolean): express.Express {
  const site = express();
  site.use(compression());
  // A wider window than production's 5 ms: on a loaded CI machine eight event-loop turns can take
  // longer than 5 ms, and the test is about coalescing, not about the window's width.
  if (coalesce) site.use(coalescedFlush(100));
  site.get('/burst', async (_req, res) => {
    res.type('html');
    for (const chunk of CHUNKS) {
      res.write(chunk);
      (res as FlushingResponse).flush();
      await new Promise((resolve) => setImmediate(resolve));
    }
    res.end();
  });
  // The rest waits until the client has read the first part (or gives up after 5 s).
  site.get('/stream', async (_req, res) => {
    res.type('html');
    res.write('<p>first</p>');
    (res as FlushingResponse).flush();
    streamWaited = await new Promise<'read' | 'gave up'>((resolve) => {
      firstPartRead = () => resolve('read');
      setTimeout(() => resolve('gave up'), 5_000);
    });
    res.end('<p>second</p>');
  });
  return site;
}

let firstPartRead = () => {};
let streamWaited: 'read' | 'gave up' | undefined;
const servers: Server[] = [];
let coalescingPort: number;
let plainPort: number;

async function listen(site: express.Express): Promise<number> {
  const server = site.listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return (server.address() as AddressInfo).port;
}

interface Received {
  /** Compressed bytes on the wire. */
  wireBytes: number;
  text: string;
  /** The decoded pieces, as they arrived. */
  arrivals: string[];
}

function get(port: number, pathname: string): Promise<Received> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path: pathname, headers: { 'accept-encoding': 'br' } },
      (res) => {
        expect(res.headers['content-encoding']).toBe('br');
        let wireBytes = 0;
        const arrivals: Received['arrivals'] = [];
        res.on('data', (chunk: Buffer) => (wireBytes += chunk.length));
        const decoded = res.pipe(createBrotliDecompress());
        decoded.on('data', (chunk: Buffer) => {
          arrivals.push(chunk.toString());
          firstPartRead();
        });
        decoded.on('end', () => resolve({ wireBytes, text: arrivals.join(''), arrivals }));
        decoded.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  coalescingPort = await listen(app(true));
  plainPort = await listen(app(false));
});

// These requests go to real servers started by the test.
beforeEach(() => msw.use(http.all('http://127.0.0.1:*', () => passthrough())));

afterAll(() => {
  for (const server of servers) server.close();
});

describe('coalescedFlush', () => {
  it('sends a document written in quick chunks as one compressed block', async () => {
    const coalesced = await get(coalescingPort, '/burst');
    const flushedEveryChunk = await get(plainPort, '/burst');
    expect(coalesced.text).toBe(CHUNKS.join(''));
    expect(flushedEveryChunk.text).toBe(CHUNKS.join(''));
    // Eight flushes cost the repetition brotli would otherwise find across the chunks.
    expect(coalesced.wireBytes).toBeLessThan(flushedEveryChunk.wireBytes * 0.6);
  });

  it('still sends what was written before a pause, without waiting for the end', async () => {
    const received = await get(coalescingPort, '/stream');
    expect(received.text).toBe('<p>first</p><p>second</p>');
    expect(received.arrivals[0]).toBe('<p>first</p>');
    expect(streamWaited).toBe('read');
  });
});
