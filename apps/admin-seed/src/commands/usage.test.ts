import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HELP, runCli } from '../cli.ts';
import { saveCredentials } from '../credentials.ts';
import { createTestIo } from '../test-io.ts';
import { csvLawyer, lawyersCsv } from '../test-lawyers.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'admin-seed-usage-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = async (args: string[], env: Record<string, string> = {}, stdin = '') => {
  const { io, stdout, stderr } = createTestIo(
    { CLD_ADMIN_CONFIG_DIR: join(dir, 'none'), ...env },
    stdin,
  );
  const code = await runCli(args, io);
  return { code, stdout: stdout(), stderr: stderr() };
};

const COMMANDS = [
  'create-admin',
  'login',
  'logout',
  'stats',
  'seed',
  'import-lawyers',
  'export-lawyers',
  'verify-lawyer',
  'hide-lawyer',
  'generate',
];

describe('every command', () => {
  it.each(COMMANDS)('%s is listed and prints its help', async (command) => {
    expect(HELP).toContain(`  ${command} `);
    const { code, stdout } = await run([command, '--help']);
    expect(code).toBe(0);
    expect(stdout).toContain(`Usage: admin-seed ${command}`);
  });

  it('warns in create-admin --help that the API must be stopped with PGlite', async () => {
    expect((await run(['create-admin', '--help'])).stdout).toMatch(/stop the API first/);
  });
});

describe('bad usage exits 2 and names the option or value', () => {
  it.each([
    [['login'], '--email is required'],
    [
      ['login', '--email', 'a@example.com', '--api-url', 'ftp://x'],
      '--api-url must be an http(s) URL',
    ],
    [['login', '--emial', 'a@example.com'], "Unknown option '--emial'"],
    [['create-admin', '--email', 'a@example.com'], '--first-name, --last-name are required'],
    [
      ['create-admin', '--email', 'nope', '--first-name', 'A', '--last-name', 'B'],
      '--email: Invalid email address',
    ],
    [['seed', '--lawyers', '0'], '--lawyers must be a whole number from 1'],
    [['seed', '--seed', 'x'], '--seed must be a whole number'],
    [['import-lawyers'], 'missing FILE.csv'],
    [['import-lawyers', 'a.csv', 'b.csv'], 'unexpected argument "b.csv"'],
    [['export-lawyers', '--format', 'xml'], '--format must be csv or json, got "xml"'],
    [['verify-lawyer'], 'missing ID'],
    [['verify-lawyer', 'abc', '--reject', '--reason', 'x'], "ID must be a lawyer's id"],
    [['verify-lawyer', '3'], 'verifying needs --licence-number, --regulator, --licence-class'],
    [['verify-lawyer', '3', '--reject'], '--reject needs --reason'],
    [
      ['verify-lawyer', '3', '--reject', '--reason', 'too short'],
      '--reason: Please give the lawyer a reason',
    ],
    [
      [
        'verify-lawyer',
        '3',
        '--reject',
        '--reason',
        'No such licence on the roll',
        '--regulator',
        'x',
      ],
      '--regulator does not go with --reject',
    ],
    [
      [
        'verify-lawyer',
        '3',
        '--licence-number',
        'LSO 123',
        '--regulator',
        'law-society-of-mars',
        '--licence-class',
        'Notary',
      ],
      '--regulator: Please choose your law society',
    ],
    [
      [
        'verify-lawyer',
        '3',
        '--licence-number',
        'LSO 123',
        '--regulator',
        'law-society-of-ontario',
        '--licence-class',
        'Wizard',
      ],
      '--licence-class: Please choose the licence class',
    ],
    [['hide-lawyer', '3'], '--reason is required to hide'],
    [
      ['hide-lawyer', '3', '--reason', 'bad'],
      '--reason: Please give a reason (at least 5 characters)',
    ],
    [['hide-lawyer', '0', '--restore'], "ID must be a lawyer's id"],
    [['stats', '--api-url', 'nope'], '--api-url must be an http(s) URL, got "nope"'],
  ])('%j', async (args, message) => {
    const { code, stdout, stderr } = await run(args);
    expect(stderr).toContain(message);
    expect(code).toBe(2);
    expect(stdout).toBe('');
  });

  it('refuses a weak password for create-admin before touching any database', async () => {
    const args = [
      'create-admin',
      '--email',
      'a@example.com',
      '--first-name',
      'Ada',
      '--last-name',
      'Admin',
    ];
    const short = await run(
      [...args, '--password-stdin'],
      { DATA_DIR: join(dir, 'nowhere') },
      'short\n',
    );
    expect(short.stderr).toContain('password: Password must be at least 8 characters');
    expect(short.code).toBe(2);
    const common = await run(args, { DATA_DIR: join(dir, 'nowhere') }, 'password123\n');
    expect(common.stderr).toContain('password: This password is too common');
    expect(common.code).toBe(2);
  });
});

describe('failures exit 1 with a clear message', () => {
  it('create-admin refuses a data directory without a database', async () => {
    const { code, stderr } = await run(
      ['create-admin', '--email', 'a@example.com', '--first-name', 'Ada', '--last-name', 'Admin'],
      { DATA_DIR: join(dir, 'nowhere') },
      'a long enough passphrase\n',
    );
    expect(code).toBe(1);
    expect(stderr).toContain('start the API once or run pnpm --filter @cld/api migrate');
  });

  it.each([
    [['seed', '--lawyers', '3']],
    [['export-lawyers']],
    [['hide-lawyer', '3', '--restore']],
  ])('%j says to sign in first', async (args) => {
    const { code, stderr } = await run(args);
    expect(code).toBe(1);
    expect(stderr).toContain('not signed in; run "admin-seed login');
  });

  it('does not send a saved token to another API', async () => {
    const env = { CLD_ADMIN_CONFIG_DIR: join(dir, 'other-api') };
    await saveCredentials(env, {
      apiUrl: 'http://127.0.0.1:4999',
      token: 't',
      email: 'a@example.com',
    });
    const { code, stderr } = await run(
      ['export-lawyers', '--api-url', 'http://127.0.0.1:5000'],
      env,
    );
    expect(code).toBe(1);
    expect(stderr).toContain('signed in to http://127.0.0.1:4999, not http://127.0.0.1:5000');
  });

  it('import-lawyers reports a missing file', async () => {
    const { code, stderr } = await run(['import-lawyers', join(dir, 'missing.csv')]);
    expect(code).toBe(1);
    expect(stderr).toContain('cannot read');
  });

  it('import-lawyers --dry-run reports bad rows by line and imports nothing', async () => {
    const file = join(dir, 'bad.csv');
    await writeFile(file, lawyersCsv([csvLawyer(1), csvLawyer(2, { phone: '12' })]));
    const strict = await run(['import-lawyers', file, '--dry-run']);
    expect(strict.code).toBe(1);
    expect(strict.stderr).toContain('line 4: phone: Please enter a valid phone number');
    expect(strict.stderr).toContain('1 of 2 rows are invalid; nothing was imported');
    const lenient = await run(['import-lawyers', file, '--dry-run', '--skip-invalid']);
    expect(lenient.code).toBe(0);
    expect(lenient.stdout).toContain('Dry run: 1 of 2 rows are valid, 1 would be skipped');
  });

  it('import-lawyers names the columns a file lacks', async () => {
    const file = join(dir, 'columns.csv');
    await writeFile(file, 'name,email\nAnn,ann@example.com\n');
    const { code, stderr } = await run(['import-lawyers', file]);
    expect(code).toBe(1);
    expect(stderr).toContain('line 1: missing column(s): phone');
  });
});
