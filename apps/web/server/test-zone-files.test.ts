import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETS_ITS_ZONE } from '../vitest.config.ts';

const root = path.resolve(import.meta.dirname, '..');

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('the test projects', () => {
  it('run in a process of their own every file that sets its zone', () => {
    // In a worker thread, setting process.env.TZ changes nothing Intl or Date read: such a file
    // would pass while testing the machine's zone instead of the one it names.
    const setting = [...testFiles('app'), ...testFiles('server')].filter((file) =>
      /process\.env\.TZ\s*=[^=]/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(setting.sort()).toEqual([...SETS_ITS_ZONE].sort());
  });
});
