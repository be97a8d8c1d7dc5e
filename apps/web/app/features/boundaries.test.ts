import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own lint setup (eslint.config.js, which reads apps/web/eslint.boundaries.js).
const web = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: path.resolve(web, '../..') });

// That the tree itself passes is `pnpm lint`'s job (CI runs it): linting it all here would double it.

/** The boundary rules' messages for `code` linted as if it were the file at `file` (in apps/web). */
async function boundaryErrors(code: string, file: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(web, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId?.startsWith('import-x/'))
    .map((message) => `${message.ruleId}: ${message.message}`);
}

const LINT_TIMEOUT = 60_000;

describe('feature boundaries (decision 023)', () => {
  it(
    'refuses a feature’s deep import of another feature and accepts its public entry',
    async () => {
      const deep = "export { formatDay } from '../lawyers/format.ts';\n";
      expect(await boundaryErrors(deep, 'app/features/browse/fixture.ts')).toEqual([
        expect.stringMatching(
          /^import-x\/no-restricted-paths: .*Import the lawyers feature through its public entry/,
        ),
      ]);
      const viaIndex = "export { formatDay } from '../lawyers/index.ts';\n";
      expect(await boundaryErrors(viaIndex, 'app/features/browse/fixture.ts')).toEqual([]);
    },
    LINT_TIMEOUT,
  );

  it(
    'refuses a route’s deep import, and any import of a feature from shared code',
    async () => {
      const deep = "export { BrowsePage } from '../features/browse/browse-page.tsx';\n";
      expect(await boundaryErrors(deep, 'app/routes/fixture.tsx')).toHaveLength(1);
      const server = "export { browseNoResultsCard } from '../features/browse/index.server.ts';\n";
      expect(await boundaryErrors(server, 'app/routes/fixture.tsx')).toEqual([]);
      const shared = "export { lawyerQuery } from '../../features/lawyers/index.ts';\n";
      expect(await boundaryErrors(shared, 'app/lib/query/fixture.ts')).toEqual([
        expect.stringMatching(/Shared code .* never imports a feature/),
      ]);
    },
    LINT_TIMEOUT,
  );

  it(
    'lets only tests use another feature’s testing helpers',
    async () => {
      const helper = "export { makeUser } from '../auth/testing.tsx';\n";
      expect(await boundaryErrors(helper, 'app/features/dashboard/fixture.test.tsx')).toEqual([]);
      expect(await boundaryErrors(helper, 'app/features/dashboard/fixture.tsx')).toHaveLength(1);
    },
    LINT_TIMEOUT,
  );

  it(
    'refuses an import cycle',
    async () => {
      // lawyer-card.tsx imports format.ts: format.ts importing the card back closes a cycle.
      const file = 'app/features/lawyers/format.ts';
      const cyclic = `${readFileSync(path.join(web, file), 'utf8')}\nexport { LawyerCard } from './lawyer-card.tsx';\n`;
      expect(await boundaryErrors(cyclic, file)).toEqual([
        expect.stringMatching(/^import-x\/no-cycle:/),
      ]);
    },
    LINT_TIMEOUT,
  );
});
