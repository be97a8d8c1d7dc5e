import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATABASE_URL_PATTERN, pgliteDirOf, resolveDataDir } from './location.ts';

describe('where the database is', () => {
  it('takes a relative DATA_DIR from the repository root, not the working folder', () => {
    const fallback = resolveDataDir(undefined);
    expect(path.basename(fallback)).toBe('data');
    const root = path.dirname(fallback);
    expect(existsSync(path.join(root, 'pnpm-workspace.yaml'))).toBe(true);
    expect(resolveDataDir('')).toBe(fallback);
    expect(resolveDataDir('var/cld')).toBe(path.join(root, 'var/cld'));
    expect(resolveDataDir('/srv/cld')).toBe('/srv/cld');
    expect(pgliteDirOf('/srv/cld')).toBe('/srv/cld/pglite');
  });

  it('accepts postgres:// and postgresql:// URLs only', () => {
    expect(DATABASE_URL_PATTERN.test('postgres://u@h/db')).toBe(true);
    expect(DATABASE_URL_PATTERN.test('postgresql://u@h/db')).toBe(true);
    expect(DATABASE_URL_PATTERN.test('mysql://u@h/db')).toBe(false);
    expect(DATABASE_URL_PATTERN.test('./data')).toBe(false);
  });
});
