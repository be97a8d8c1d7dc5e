import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../cli.ts';
import { configDir } from '../credentials.ts';
import { createTestIo } from '../test-io.ts';

let server: Server | undefined;
let dir: string;
const requests: { method: string; url: string; authorization?: string; body: string }[] = [];

const user = (role: string) => ({
  id: 1,
  email: 'ada@example.ca',
  firstName: 'Ada',
  lastName: 'Admin',
  role,
  isVerified: true,
});

/** A stand-in API: login answers as the given role (or 401 for any other password). */
async function startApi(role: string): Promise<string> {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body,
      });
      const json = (status: number, value?: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(value === undefined ? undefined : JSON.stringify(value));
      };
      if (request.url === '/api/auth/login') {
        const { password } = JSON.parse(body) as { password: string };
        if (password !== 'right horse battery') return json(401, { message: 'Wrong' });
        return json(200, { token: `token-of-${role}`, user: user(role) });
      }
      if (request.url === '/api/auth/logout') return json(204);
      json(404, { message: 'Not found' });
    });
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server?.address() as AddressInfo).port}`;
}

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'admin-seed-login-'));
  requests.length = 0;
});
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
  await rm(dir, { recursive: true, force: true });
});

const cli = async (args: string[], stdin = '') => {
  const { io, stdout, stderr } = createTestIo(
    { XDG_CONFIG_HOME: dir, CLD_ADMIN_CONFIG_DIR: '' },
    stdin,
  );
  const code = await runCli(args, io);
  return { code, stdout: stdout(), stderr: stderr() };
};

describe('admin-seed login and logout', () => {
  it('saves the session under XDG_CONFIG_HOME, readable by its owner only', async () => {
    const url = await startApi('admin');
    const { code, stdout } = await cli(
      ['login', '--email', 'Ada@Example.ca', '--api-url', url],
      'right horse battery\n',
    );
    expect(code).toBe(0);
    expect(stdout).toContain(`Signed in to ${url} as ada@example.ca`);
    const file = join(dir, 'cld-admin', 'credentials.json');
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({
      apiUrl: url,
      token: 'token-of-admin',
      email: 'ada@example.ca',
    });
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    const out = await cli(['logout']);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain(`Signed out of ${url}`);
    expect(requests.at(-1)).toMatchObject({
      url: '/api/auth/logout',
      authorization: 'Bearer token-of-admin',
    });
    await expect(stat(file)).rejects.toThrow();
  });

  it('refuses an account that is not an administrator and ends its session', async () => {
    const url = await startApi('lawyer');
    const { code, stderr } = await cli(
      ['login', '--email', 'ada@example.ca', '--api-url', url, '--password-stdin'],
      'right horse battery\n',
    );
    expect(code).toBe(1);
    expect(stderr).toContain('ada@example.ca is not an administrator account');
    expect(requests.map((r) => r.url)).toEqual(['/api/auth/login', '/api/auth/logout']);
    await expect(stat(join(dir, 'cld-admin', 'credentials.json'))).rejects.toThrow();
  });

  it('exits 1 on a wrong password', async () => {
    const url = await startApi('admin');
    const { code, stderr } = await cli(
      ['login', '--email', 'ada@example.ca', '--api-url', url],
      'wrong\n',
    );
    expect(code).toBe(1);
    expect(stderr).toContain('wrong e-mail or password');
  });

  it('says so when logging out without a session', async () => {
    expect((await cli(['logout'])).stdout).toContain('Not signed in');
  });
});

describe('configDir', () => {
  it('prefers CLD_ADMIN_CONFIG_DIR, then XDG_CONFIG_HOME, then ~/.config', () => {
    expect(configDir({ CLD_ADMIN_CONFIG_DIR: '/x', XDG_CONFIG_HOME: '/y' })).toBe('/x');
    expect(configDir({ XDG_CONFIG_HOME: '/y' })).toBe('/y/cld-admin');
    expect(configDir({ HOME: '/home/ada' })).toBe('/home/ada/.config/cld-admin');
  });
});
