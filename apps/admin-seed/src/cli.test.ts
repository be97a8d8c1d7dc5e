import { describe, expect, it } from 'vitest';
import { HELP, runCli } from './cli.ts';
import { createTestIo } from './test-io.ts';

describe('runCli', () => {
  it('prints the help with --help and exits 0', async () => {
    const { io, stdout } = createTestIo();
    expect(await runCli(['--help'], io)).toBe(0);
    expect(stdout()).toBe(HELP);
    expect(HELP).toContain('generate');
    expect(HELP).toContain('stats');
  });

  it('prints a command’s help through "help <command>"', async () => {
    const { io, stdout } = createTestIo();
    expect(await runCli(['help', 'generate'], io)).toBe(0);
    expect(stdout()).toContain('Usage: admin-seed generate');
  });

  it('exits 2 with the help on stderr when no command is given', async () => {
    const { io, stdout, stderr } = createTestIo();
    expect(await runCli([], io)).toBe(2);
    expect(stdout()).toBe('');
    expect(stderr()).toContain('Usage: admin-seed <command>');
  });

  it('exits 2 on an unknown command and names it', async () => {
    const { io, stderr } = createTestIo();
    expect(await runCli(['sede'], io)).toBe(2);
    expect(stderr()).toContain('unknown command "sede"');
  });
});
