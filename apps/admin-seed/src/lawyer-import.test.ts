import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.ts';
import { CliError } from './cli-io.ts';
import { importInBatches } from './lawyer-import.ts';
import { readLawyerCsv } from './lawyer-csv.ts';
import { createTestIo } from './test-io.ts';
import { csvLawyer, lawyersCsv } from './test-lawyers.ts';

let server: Server | undefined;
const batches: string[][] = [];

/** A stand-in import endpoint refusing every lawyer whose city is "Atlantis". */
async function startApi(): Promise<string> {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { lawyers } = JSON.parse(body) as { lawyers: { name: string; city: string }[] };
      batches.push(lawyers.map((lawyer) => lawyer.name));
      const issues = lawyers.flatMap((lawyer, index) =>
        lawyer.city === 'Atlantis'
          ? [{ path: ['lawyers', index, 'city'], message: 'Unknown city in this province' }]
          : [],
      );
      response.writeHead(issues.length ? 400 : 201, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          issues.length
            ? { message: 'Invalid import', issues }
            : { imported: lawyers.length, ids: lawyers.map((_lawyer, index) => index + 1) },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  batches.length = 0;
});

const rows = () =>
  readLawyerCsv(lawyersCsv([csvLawyer(1), csvLawyer(2, { city: 'Atlantis' }), csvLawyer(3)])).valid;

const session = (baseUrl: string) => ({
  baseUrl,
  client: createApiClient(baseUrl, 'token'),
  credentials: { apiUrl: baseUrl, token: 'token', email: 'a@example.ca' },
});

describe('importInBatches', () => {
  it('reports the rows an API 400 names by their line in the file', async () => {
    const url = await startApi();
    const { io } = createTestIo();
    const failure = await importInBatches({
      command: 'import-lawyers',
      session: session(url),
      rows: rows(),
      io,
      label: 'Importing',
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CliError);
    expect((failure as CliError).message).toContain('line 4: city: Unknown city in this province');
    expect((failure as CliError).message).toContain('0 lawyers were imported before it');
  });

  it('leaves out the refused rows and sends the rest again when asked to', async () => {
    const url = await startApi();
    const { io, stderr } = createTestIo();
    const result = await importInBatches({
      command: 'import-lawyers',
      session: session(url),
      rows: rows(),
      io,
      label: 'Importing',
      skipRefused: true,
    });
    expect(result.imported).toBe(2);
    expect(result.refused).toEqual([
      { line: 4, messages: ['city: Unknown city in this province'] },
    ]);
    expect(batches).toEqual([
      ['Test Lawyer 1', 'Test Lawyer 2', 'Test Lawyer 3'],
      ['Test Lawyer 1', 'Test Lawyer 3'],
    ]);
    expect(stderr()).toContain('100% 3/3');
  });
});
