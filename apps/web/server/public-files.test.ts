import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { server as msw } from '../test/msw-server.ts';
import { publicFilesOnly } from './public-files.ts';

let dir: string;
let server: Server;
let origin: string;
/** The paths the file server was asked for: a page request must never reach it. */
let asked: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'public-files-'));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
  mkdirSync(path.join(dir, 'images'));
  writeFileSync(path.join(dir, 'images', 'logo.svg'), '<svg id="logo"/>');
  const serve = express.static(dir);
  const app = express();
  app.use(
    publicFilesOnly(dir, (request, response, next) => {
      asked.push(request.path);
      serve(request, response, next);
    }),
  );
  app.use((request, response) => {
    response.status(200).send(`page ${request.path}`);
  });
  server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

beforeEach(() => {
  asked = [];
  msw.use(http.all(`${origin}/*`, () => passthrough()));
});

afterAll(() => {
  server.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('publicFilesOnly', () => {
  it('serves the public files and what their directories hold', async () => {
    expect(await (await fetch(`${origin}/favicon.svg`)).text()).toBe('<svg/>');
    expect(await (await fetch(`${origin}/images/logo.svg`)).text()).toBe('<svg id="logo"/>');
  });

  it('sends every other request to the page without asking the file system', async () => {
    for (const page of [
      '/',
      '/lawyer/12',
      '/fr/avocat/12',
      '/browse-lawyers?province=ON',
      '/%E0%A4%A',
    ]) {
      const response = await fetch(`${origin}${page}`);
      expect(response.status, page).toBe(200);
      expect(await response.text()).toMatch(/^page /);
    }
    expect(asked).toEqual([]);
  });

  it('lets a request for a missing file in a public directory through to the page', async () => {
    expect(await (await fetch(`${origin}/images/none.svg`)).text()).toBe('page /images/none.svg');
    expect(asked).toEqual(['/images/none.svg']);
  });
});
