/**
 * Every command against a real API: a fresh PGlite data directory is migrated, the first admin is
 * created in it, then the API is started on a free port and the CLI drives it as an operator would.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { TOKEN_IN_BODY } from '@cld/contract/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAdminSession } from './admin-session.ts';
import { createApiClient } from './api-client.ts';
import { runCli } from './cli.ts';
import { parseCsv } from './directory-csv.ts';
import { saveCredentials } from './credentials.ts';
import { LAWYER_EXPORT_CSV_COLUMNS, readLawyerCsv } from './lawyer-csv.ts';
import { createTestIo } from './test-io.ts';
import { csvLawyer, lawyersCsv } from './test-lawyers.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ADMIN = { email: 'operator@example.ca', password: 'a long operator passphrase' };
const run = promisify(execFile);

let work: string;
let api: ChildProcess | undefined;
let apiUrl: string;
let apiLog = '';
let env: Record<string, string>;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (api?.exitCode !== null) throw new Error(`the API exited:\n${apiLog}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the API did not answer /api/health within ${timeoutMs} ms:\n${apiLog}`);
}

const cli = async (args: string[], stdin = '') => {
  const { io, stdout, stderr } = createTestIo(env, stdin);
  const code = await runCli(args, io);
  return { code, stdout: stdout(), stderr: stderr() };
};

const adminStats = async () => {
  const { code, stdout, stderr } = await cli(['stats', '--json']);
  expect(code, stderr).toBe(0);
  return JSON.parse(stdout) as {
    stats: { lawyers: number };
    admin?: { lawyers: { total: number; hidden: number; verified: number } };
  };
};
const totalLawyers = async () => (await adminStats()).admin?.lawyers.total;

const lawyerName = async (id: string) => {
  const { stdout } = await cli(['export-lawyers', '--format', 'json']);
  return (JSON.parse(stdout) as { id: number; name: string }[]).find((l) => String(l.id) === id)
    ?.name;
};

/** A test CSV row as the profile form's fields. */
function readLawyerCsvRow(row: ReturnType<typeof csvLawyer>) {
  const lawyer = readLawyerCsv(lawyersCsv([row])).valid[0]?.lawyer;
  if (!lawyer) throw new Error('the test row is invalid');
  const { isVerified: _isVerified, ...profile } = lawyer;
  return profile;
}

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'admin-seed-api-'));
  const dataDir = join(work, 'data');
  const createAdmin = async (email: string) => {
    const { io, stderr } = createTestIo({ DATA_DIR: dataDir }, `${ADMIN.password}\n`);
    const code = await runCli(
      [
        'create-admin',
        '--email',
        email,
        '--first-name',
        'Olive',
        '--last-name',
        'Operator',
        '--password-stdin',
      ],
      io,
    );
    return { code, stderr: stderr() };
  };

  // A database without the schema yet: create-admin sends the operator to the migration.
  await mkdir(dataDir, { recursive: true });
  await (await PGlite.create(join(dataDir, 'pglite'))).close();
  const early = await createAdmin(ADMIN.email);
  expect(early.code).toBe(1);
  expect(early.stderr).toContain(
    'has no schema yet; start the API once or run pnpm --filter @cld/api migrate',
  );

  await run('pnpm', ['--filter', '@cld/api', 'migrate'], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
  });
  const created = await createAdmin(ADMIN.email);
  expect(created.code, created.stderr).toBe(0);
  const second = await createAdmin('second@example.ca');
  expect(second.code).toBe(1);
  expect(second.stderr).toContain('an administrator already exists');

  const port = await freePort();
  apiUrl = `http://127.0.0.1:${port}`;
  // No demo lawyers: `migrate` loaded the places and practice areas that imported lawyers point to.
  api = spawn('pnpm', ['--filter', '@cld/api', 'start'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      API_PORT: String(port),
      SEED_ON_EMPTY: 'false',
      LOG_LEVEL: 'warn',
      MAIL_WORKER: 'false',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  api.stdout?.on('data', (chunk: Buffer) => (apiLog += chunk.toString()));
  api.stderr?.on('data', (chunk: Buffer) => (apiLog += chunk.toString()));
  await waitForHealth(apiUrl, 90_000);
  env = { CLD_ADMIN_CONFIG_DIR: join(work, 'config'), CLD_API_URL: apiUrl };
}, 180_000);

afterAll(async () => {
  const child = api;
  if (child?.pid !== undefined && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // The whole group: pnpm and the node process it started.
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
  if (work) await rm(work, { recursive: true, force: true });
}, 60_000);

describe('admin-seed against a running API', { timeout: 60_000 }, () => {
  it('login refuses a wrong password, then signs in the administrator', async () => {
    const wrong = await cli(['login', '--email', ADMIN.email], 'not the password\n');
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('wrong e-mail or password');

    const { code, stdout, stderr } = await cli(
      ['login', '--email', ADMIN.email],
      `${ADMIN.password}\n`,
    );
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(`Signed in to ${apiUrl} as ${ADMIN.email}`);
  });

  it('create-admin left an admin.create entry in the audit log', async () => {
    const { credentials } = await openAdminSession({
      command: 'test',
      apiUrl: undefined,
      io: createTestIo(env).io,
    });
    const client = createApiClient(apiUrl, credentials.token);
    const response = await client.admin.auditLog({ query: { action: 'admin.create' } });
    expect(response.status).toBe(200);
    if (response.status !== 200) return;
    expect(response.body.entries).toEqual([
      expect.objectContaining({ actorId: null, details: { email: ADMIN.email } }),
    ]);
  });

  it('stats prints the public and the administration figures', async () => {
    const { code, stdout } = await cli(['stats']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Lawyers\s+0/);
    expect(stdout).toMatch(/Accounts\s+0 clients, 0 lawyers, 1 admins/);
  });

  it('seed imports the demo directory with progress', async () => {
    const { code, stdout, stderr } = await cli(['seed', '--lawyers', '30', '--seed', '7']);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain('Imported 30 demo lawyers (seed 7)');
    expect(stderr).toContain('100% 30/30');
    expect(await totalLawyers()).toBe(30);
  });

  it('import-lawyers imports a good file', async () => {
    const file = join(work, 'good.csv');
    await writeFile(file, lawyersCsv([csvLawyer(1), csvLawyer(2), csvLawyer(3)]));
    const { code, stdout, stderr } = await cli(['import-lawyers', file]);
    expect(code, stderr).toBe(0);
    expect(stdout).toContain(`Imported 3 lawyers from ${file}`);
    expect(await totalLawyers()).toBe(33);
  });

  it('import-lawyers imports nothing from a file with a bad row, unless --skip-invalid', async () => {
    const file = join(work, 'bad.csv');
    await writeFile(
      file,
      lawyersCsv([csvLawyer(4), csvLawyer(5, { phone: 'call me' }), csvLawyer(6)]),
    );
    const strict = await cli(['import-lawyers', file]);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('line 4: phone: Please enter a valid phone number');
    expect(await totalLawyers()).toBe(33);

    const lenient = await cli(['import-lawyers', file, '--skip-invalid']);
    expect(lenient.code, lenient.stderr).toBe(0);
    expect(lenient.stdout).toContain('Imported 2 lawyers');
    expect(lenient.stdout).toContain('skipped 1 invalid rows');
    expect(await totalLawyers()).toBe(35);
  });

  it('export-lawyers writes CSV that import-lawyers reads back, and JSON', async () => {
    const exported = join(work, 'export.csv');
    const first = await cli(['export-lawyers', '--output', exported]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain('Exported 35 lawyers as csv');
    const text = await readFile(exported, 'utf8');
    const [header, ...rows] = parseCsv(text);
    expect(header?.fields).toEqual([...LAWYER_EXPORT_CSV_COLUMNS]);
    expect(rows).toHaveLength(35);

    const again = await cli(['import-lawyers', exported]);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Imported 35 lawyers');

    const json = await cli(['export-lawyers', '--format', 'json']);
    expect(json.code, json.stderr).toBe(0);
    const lawyers = JSON.parse(json.stdout) as { id: number }[];
    expect(lawyers).toHaveLength(70);

    // The copies carry the same fields as the originals, apart from their ids.
    const roundTrip = join(work, 'round-trip.csv');
    expect((await cli(['export-lawyers', '-o', roundTrip])).code).toBe(0);
    const withoutId = (record: { fields: string[] }) => record.fields.slice(1).join('\u0000');
    const all = parseCsv(await readFile(roundTrip, 'utf8')).slice(1);
    expect(all.slice(35).map(withoutId)).toEqual(all.slice(0, 35).map(withoutId));
  });

  /** verify-lawyer --reject, with the reason the lawyer is told. */
  const rejectLawyer = (id: string, reason: string) =>
    cli(['verify-lawyer', id, '--reject', '--reason', reason]);

  /** verify-lawyer with an Ontario licence of the given class. */
  const verifyOntario = (id: string, licenceClass: string, ...more: string[]) =>
    cli([
      'verify-lawyer',
      id,
      '--licence-number',
      'LSO-12345',
      '--regulator',
      'law-society-of-ontario',
      '--licence-class',
      licenceClass,
      ...more,
    ]);

  it('verify-lawyer verifies a lawyer from the roster', async () => {
    const { stdout } = await cli(['export-lawyers', '--format', 'json']);
    const lawyers = JSON.parse(stdout) as { id: number; verificationStatus: string }[];
    const unverified = lawyers.find((lawyer) => lawyer.verificationStatus === 'unverified');
    expect(unverified).toBeDefined();
    const id = String(unverified?.id);
    const verified = await verifyOntario(
      id,
      'Lawyer - practising',
      '--notes',
      'Checked on the roll',
    );
    expect(verified.code, verified.stderr).toBe(0);
    expect(verified.stdout).toContain(
      `Lawyer ${id} (${(await lawyerName(id)) ?? ''}) is verified: licence LSO-12345`,
    );

    const twice = await verifyOntario(id, 'Notary');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('already verified');

    const missing = await rejectLawyer('999999', 'Nobody by that id');
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('there is no lawyer 999999');
  });

  it('verify-lawyer --reject refuses a lawyer who asked to be verified', async () => {
    // A lawyer signs up, fills in their profile with a licence and asks to be verified.
    const registered = await createApiClient(apiUrl).auth.register({
      headers: TOKEN_IN_BODY,
      body: {
        email: 'new.lawyer@example.com',
        password: 'a long lawyer passphrase',
        firstName: 'Nadia',
        lastName: 'Newcomer',
      },
    });
    if (registered.status !== 201) throw new Error(JSON.stringify(registered.body));
    const lawyer = createApiClient(apiUrl, registered.body.token);
    const profile = {
      ...readLawyerCsvRow(csvLawyer(40)),
      email: 'new.lawyer@example.com',
      licenceNumber: 'P12345',
      regulator: 'law-society-of-ontario' as const,
    };
    const created = await lawyer.myProfile.create({ body: profile });
    if (created.status !== 201) throw new Error(JSON.stringify(created.body));
    const asked = await lawyer.myProfile.requestVerification();
    expect(asked.status).toBe(200);

    const id = String(created.body.id);
    const rejected = await rejectLawyer(id, 'No such licence on the law society roll');
    expect(rejected.code, rejected.stderr).toBe(0);
    expect(rejected.stdout).toContain(`Lawyer ${id} (Test Lawyer 40) is rejected`);

    const again = await rejectLawyer(id, 'Still no such licence');
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('Only a pending verification request can be rejected');
  });

  it('hide-lawyer hides a profile and restores it', async () => {
    const before = await adminStats();
    const hidden = await cli(['hide-lawyer', '1', '--reason', 'Reported as a duplicate']);
    expect(hidden.code, hidden.stderr).toBe(0);
    expect(hidden.stdout).toContain('is hidden: Reported as a duplicate');
    const during = await adminStats();
    expect(during.admin?.lawyers.hidden).toBe((before.admin?.lawyers.hidden ?? 0) + 1);

    const restored = await cli(['hide-lawyer', '1', '--restore']);
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain('shown in the directory again');
    expect((await adminStats()).admin?.lawyers.hidden).toBe(before.admin?.lawyers.hidden);
  });

  it('says to sign in again when the API refuses the saved session', async () => {
    const stale = { ...env, CLD_ADMIN_CONFIG_DIR: join(work, 'stale') };
    await saveCredentials(stale, { apiUrl, token: 'not-a-token', email: ADMIN.email });
    const { io, stderr } = createTestIo(stale);
    expect(await runCli(['export-lawyers'], io)).toBe(1);
    expect(stderr()).toContain('run "admin-seed login');
  });

  it('logout ends the session; stats then shows the public figures only', async () => {
    const { code, stdout } = await cli(['logout']);
    expect(code).toBe(0);
    expect(stdout).toContain(`Signed out of ${apiUrl}`);
    expect((await adminStats()).admin).toBeUndefined();
    expect((await cli(['export-lawyers'])).stderr).toContain('not signed in');
  });
});
