import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../directory-csv.ts';
import { createTestIo } from '../test-io.ts';
import { runCli } from '../cli.ts';

const generate = async (...args: string[]) => {
  const { io, stdout, stderr } = createTestIo();
  const code = await runCli(['generate', ...args], io);
  return { code, stdout: stdout(), stderr: stderr() };
};

describe('admin-seed generate', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admin-seed-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes the same JSON for the same seed and other lawyers for another seed', async () => {
    const first = await generate('--lawyers', '25', '--seed', '9');
    const again = await generate('--lawyers', '25', '--seed', '9');
    const other = await generate('--lawyers', '25', '--seed', '10');
    expect(first.code).toBe(0);
    expect(again.stdout).toBe(first.stdout);
    expect(other.stdout).not.toBe(first.stdout);
    const lawyers = JSON.parse(first.stdout) as { phone: string; email: string }[];
    expect(lawyers).toHaveLength(25);
    expect(lawyers[0]?.phone).toMatch(/^\d{3}55501\d{2}$/);
  });

  it('writes valid JSON for zero lawyers', async () => {
    expect(JSON.parse((await generate('--lawyers', '0')).stdout)).toEqual([]);
  });

  it('writes CSV with a header row and one row per lawyer', async () => {
    const { code, stdout } = await generate('--lawyers', '5', '--seed', '1', '--format', 'csv');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines).toHaveLength(6);
  });

  it('writes to a file, choosing CSV from its extension', async () => {
    const out = join(dir, 'directory.csv');
    const { code, stderr } = await generate('--lawyers', '3', '--out', out);
    expect(code).toBe(0);
    expect(stderr).toContain(`Wrote 3 lawyers`);
    expect((await readFile(out, 'utf8')).startsWith('name,firmName,')).toBe(true);
  });

  // A generous timeout: two busy cores may be shared with other suites.
  it('streams a large directory to a file', async () => {
    const out = join(dir, 'big.json');
    expect((await generate('--lawyers', '20000', '--out', out)).code).toBe(0);
    expect((await stat(out)).size).toBeGreaterThan(10_000_000);
  }, 60_000);

  it.each([
    [['--lawyers', 'many'], '--lawyers must be a whole number'],
    [['--lawyers=-1'], '--lawyers must be a whole number'],
    [['--lawyers', '2000000'], '--lawyers must be a whole number'],
    [['--seed', '1.5'], '--seed must be a whole number'],
    [['--format', 'xml'], '--format must be json or csv'],
    [['--count', '3'], "Unknown option '--count'"],
    [['extra'], 'Unexpected argument'],
  ])('exits 2 on %j with a clear message', async (args, message) => {
    const { code, stdout, stderr } = await generate(...args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
  });

  it('exits 1 and leaves no file when the output cannot be written', async () => {
    const out = join(dir, 'missing-folder', 'directory.json');
    const { code, stderr } = await generate('--lawyers', '3', '--out', out);
    expect(code).toBe(1);
    expect(stderr).toContain('cannot write');
    await expect(stat(out)).rejects.toThrow();
  });

  it('prints its help', async () => {
    const { code, stdout } = await generate('--help');
    expect(code).toBe(0);
    expect(stdout).toContain('--lawyers N');
  });
});
