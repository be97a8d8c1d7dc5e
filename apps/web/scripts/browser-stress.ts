/**
 * The flake hunt (issue 36): every browser journey run many times (20 by default) while two
 * processes burn a core each, as on a shared CI machine at its busiest. A journey that fails once in
 * twenty under this load would park a submission; the summary names each one.
 *
 *   pnpm --filter @cld/web test:browser:stress                    # every journey, 20 times each
 *   pnpm --filter @cld/web test:browser:stress e2e/browse.spec.ts # one file
 *   STRESS_REPEAT=5 STRESS_BURNERS=1 pnpm --filter @cld/web test:browser:stress
 *
 * Extra arguments go to `playwright test` (a file, `--project phone`, `-g "a title"`). No retries:
 * a journey passes only if it passes every time. Build the site first (`pnpm build`).
 */
import { spawn, type ChildProcess } from 'node:child_process';

const repeat = Number(process.env.STRESS_REPEAT ?? 20);
const burnerCount = Number(process.env.STRESS_BURNERS ?? 2);

const burners: ChildProcess[] = Array.from({ length: burnerCount }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
const stopBurners = () => {
  for (const burner of burners) burner.kill('SIGKILL');
};
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });
}

console.warn(
  `Flake hunt: each journey ${repeat} times, no retries, beside ${burnerCount} CPU burner(s).`,
);
const playwright = spawn(
  'pnpm',
  [
    'exec',
    'playwright',
    'test',
    `--repeat-each=${repeat}`,
    '--retries=0',
    '--reporter=list',
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit', env: { ...process.env, CI: '' } },
);
playwright.on('exit', (code) => {
  stopBurners();
  process.exit(code ?? 1);
});
