import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import express from 'express';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as msw } from '../test/msw-server.ts';
import { acceptedEncodings, precompressDirectory, precompressedStatic } from './precompressed.ts';

const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i % 37}`))};\n`;
const SMALL = 'export const a = 1;\n';

let dir: string;
let server: Server;
let port: number;

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A request that leaves the body as sent (fetch would decompress it). */
function get(pathname: string, acceptEncoding?: string, method = 'GET'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cld-precompressed-'));
  mkdirSync(path.join(dir, 'nested'));
  writeFileSync(path.join(dir, 'app-1234.js'), SCRIPT);
  writeFileSync(path.join(dir, 'nested', 'style-1234.css'), `.a{color:red}\n`.repeat(200));
  writeFileSync(path.join(dir, 'small-1234.js'), SMALL);
  writeFileSync(path.join(dir, 'photo-1234.png'), Buffer.alloc(4_096, 7));
  precompressDirectory(dir);

  const app = express();
  // As in main.ts: the live compression runs too, and must leave the precompressed copies alone.
  app.use(compression());
  app.use('/assets', precompressedStatic(dir, { immutable: true, maxAge: '1y' }));
  server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  port = (server.address() as AddressInfo).port;
});

// These requests go to a real server started by the test.
beforeEach(() => msw.use(http.all('http://127.0.0.1:*', () => passthrough())));

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes brotli and gzip copies of text assets, not of small files or images', () => {
    for (const name of ['app-1234.js', 'nested/style-1234.css']) {
      expect(existsSync(path.join(dir, `${name}.br`))).toBe(true);
      expect(existsSync(path.join(dir, `${name}.gz`))).toBe(true);
    }
    expect(existsSync(path.join(dir, 'small-1234.js.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'photo-1234.png.br'))).toBe(false);
  });
});

describe('acceptedEncodings', () => {
  it('reads what a browser accepts, with weights and wildcards', () => {
    const chrome = acceptedEncodings('gzip, deflate, br, zstd');
    expect(['br', 'gzip', 'zstd'].map(chrome)).toEqual([true, true, true]);
    const noBrotli = acceptedEncodings('br;q=0, gzip;q=0.8');
    expect([noBrotli('br'), noBrotli('gzip')]).toEqual([false, true]);
    const anything = acceptedEncodings('*;q=0.5, gzip;q=0');
    expect([anything('br'), anything('gzip')]).toEqual([true, false]);
    expect(acceptedEncodings(undefined)('br')).toBe(false);
  });
});

describe('precompressedStatic', () => {
  it('sends the brotli copy to a browser that accepts brotli', async () => {
    const response = await get('/assets/app-1234.js', 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/nested/style-1234.css', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/text\/css/);
    expect(gunzipSync(response.body).toString()).toBe(`.a{color:red}\n`.repeat(200));
  });

  it('sends the file itself to a client that accepts no encoding', async () => {
    const response = await get('/assets/app-1234.js', 'identity');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(SCRIPT);
  });

  it('leaves files without copies to the plain static server', async () => {
    const small = await get('/assets/small-1234.js', 'br');
    expect(small.status).toBe(200);
    expect(small.body.toString()).toBe(SMALL);
    const image = await get('/assets/photo-1234.png', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(4_096);
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const response = await get('/assets/app-1234.js', 'br', 'HEAD');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.body.length).toBe(0);
  });

  it('does not serve a copy without its original, nor anything outside the directory', async () => {
    expect((await get('/assets/missing-1234.js', 'br')).status).toBe(404);
    expect((await get('/assets/..%2f..%2fetc%2fpasswd', 'br')).status).toBe(404);
    expect((await get('/assets/%E0%A4%A', 'br')).status).toBeGreaterThanOrEqual(400);
  });
});
