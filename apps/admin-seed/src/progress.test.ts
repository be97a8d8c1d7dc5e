import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createProgress } from './progress.ts';

const sink = (isTTY: boolean) => {
  const chunks: string[] = [];
  const stream = Object.assign(
    new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk.toString());
        callback();
      },
    }),
    { isTTY },
  );
  return { stream, text: () => chunks.join('') };
};

describe('createProgress', () => {
  it('redraws one line in place on a terminal', () => {
    const { stream, text } = sink(true);
    const progress = createProgress({ stream, label: 'Importing', total: 1000 });
    progress.update(500);
    progress.update(1000);
    progress.finish();
    expect(text()).toBe(
      `\rImporting [${'#'.repeat(15)}${'-'.repeat(15)}]  50% 500/1000` +
        `\rImporting [${'#'.repeat(30)}] 100% 1000/1000\n`,
    );
  });

  it('writes a line per tenth in a log', () => {
    const { stream, text } = sink(false);
    const progress = createProgress({ stream, label: 'Exporting', total: 100 });
    for (let done = 0; done <= 100; done += 5) progress.update(done);
    progress.finish();
    const lines = text().trimEnd().split('\n');
    expect(lines).toHaveLength(11);
    expect(lines[10]).toContain('100% 100/100');
  });

  it('treats an empty job as done', () => {
    const { stream, text } = sink(false);
    createProgress({ stream, label: 'Exporting', total: 0 }).update(0);
    expect(text()).toContain('100% 0/0');
  });
});
