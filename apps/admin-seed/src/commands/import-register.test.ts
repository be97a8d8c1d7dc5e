import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RegisterImportReport } from '@cld/contract/claims';
import { runCli } from '../cli.ts';
import { saveCredentials } from '../credentials.ts';
import { createTestIo } from '../test-io.ts';

const FIXTURES = fileURLToPath(new URL('../../fixtures/registers/', import.meta.url));

let server: Server | undefined;
let dir: string;
let received: { dryRun: boolean; regulator: string; entries: { licenceNumber: string }[] }[] = [];

/** A stand-in API that records the import it receives and answers `answer`. */
async function startApi(answer: { status: number; body: unknown }): Promise<string> {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url === '/api/admin/register-imports') received.push(JSON.parse(body));
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'import-register-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  received = [];
});

async function run(args: string[], apiUrl: string) {
  const env = { CLD_ADMIN_CONFIG_DIR: join(dir, 'config') };
  await saveCredentials(env, { apiUrl, token: 't', email: 'ops@example.com' });
  const { io, stdout, stderr } = createTestIo(env);
  const code = await runCli(['import-register', ...args, '--api-url', apiUrl], io);
  return { code, stdout: stdout(), stderr: stderr() };
}

const change = (licenceNumber: string, name: string, fields = {}) => ({
  licenceNumber,
  name,
  lawyerId: 7,
  fields,
});
const REPORT: RegisterImportReport = {
  dryRun: true,
  regulator: 'law-society-of-ontario',
  added: [change('LSO-P90006', 'Frankie Newcomer')],
  changed: [
    change('LSO-P90002', 'Blake Imaginary', { city: { before: 'Toronto', after: 'Ottawa' } }),
  ],
  noLongerPractising: [
    change('LSO-P90001', 'Avery Fictional', {
      status: { before: 'practising', after: 'suspended' },
    }),
  ],
  unchanged: 2,
  notListed: 0,
  notInFile: 0,
};

describe('admin-seed import-register', () => {
  it('--dry-run sends the whole file once, as a dry run, and prints exactly the differences', async () => {
    const url = await startApi({ status: 200, body: REPORT });
    const { code, stdout, stderr } = await run(
      [
        join(FIXTURES, 'ontario-2026-12-01.csv'),
        '--regulator',
        'law-society-of-ontario',
        '--dry-run',
      ],
      url,
    );
    expect(code, stderr).toBe(0);
    expect(received).toHaveLength(1);
    expect(received[0]?.dryRun).toBe(true);
    expect(received[0]?.entries).toHaveLength(6);
    expect(stderr).toContain('Checking [##############################] 100% 6/6');
    expect(stdout.trim().split('\n')).toEqual([
      'Dry run: law-society-of-ontario: 1 new, 1 changed, 1 no longer practising (hidden), 2 unchanged; 0 not practising and not listed; 0 listed but not in this file (left as they are). Nothing was changed.',
      'new: LSO-P90006 Frankie Newcomer',
      'changed: LSO-P90002 Blake Imaginary (city: Toronto → Ottawa)',
      'no longer practising: LSO-P90001 Avery Fictional (status: practising → suspended)',
    ]);
  });

  it('maps the API’s refusal of an entry back to the file’s line and column', async () => {
    const url = await startApi({
      status: 400,
      body: {
        message: 'Invalid register file',
        issues: [{ path: ['entries', 1, 'city'], message: 'Unknown city in this province' }],
      },
    });
    const { code, stderr } = await run(
      [join(FIXTURES, 'quebec-2026-11-15.csv'), '--regulator', 'barreau-du-quebec'],
      url,
    );
    expect(code).toBe(1);
    expect(stderr).toContain('the API refused the file; nothing was imported:');
    expect(stderr).toContain('line 3: Ville: Unknown city in this province');
    expect(received[0]?.dryRun).toBe(false);
  });

  it('refuses a file with a bad row before calling the API', async () => {
    const url = await startApi({ status: 200, body: REPORT });
    const { code, stderr } = await run(
      [join(FIXTURES, 'quebec-2026-11-15.csv'), '--regulator', 'law-society-of-ontario'],
      url,
    );
    expect(code).toBe(1);
    expect(stderr).toContain('unknown column(s): Nom');
    expect(received).toEqual([]);
  });

  it('needs a known --regulator (usage error)', async () => {
    const url = await startApi({ status: 200, body: REPORT });
    const { code, stderr } = await run([join(FIXTURES, 'ontario-2026-12-01.csv')], url);
    expect(code).toBe(2);
    expect(stderr).toContain('--regulator must be one of');
  });
});
