import type { MaybeTty } from './cli-io.ts';
import type { Writable } from 'node:stream';

const BAR_WIDTH = 30;

export interface Progress {
  update: (done: number) => void;
  finish: () => void;
}

/**
 * A progress bar on standard error: a terminal gets one line redrawn in place, a log (not a
 * terminal) gets a line at every tenth, so it stays readable.
 */
export function createProgress({
  stream,
  label,
  total,
}: {
  stream: MaybeTty<Writable>;
  label: string;
  total: number;
}): Progress {
  let lastTenth = -1;
  let drawn = false;
  const line = (done: number) => {
    const share = total === 0 ? 1 : Math.min(1, done / total);
    const filled = Math.round(share * BAR_WIDTH);
    const bar = `${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}`;
    return `${label} [${bar}] ${String(Math.floor(share * 100)).padStart(3)}% ${done}/${total}`;
  };
  const update = (done: number) => {
    if (stream.isTTY) {
      stream.write(`\r${line(done)}`);
      drawn = true;
      return;
    }
    const tenth = total === 0 ? 10 : Math.floor((Math.min(done, total) / total) * 10);
    if (tenth > lastTenth) {
      lastTenth = tenth;
      stream.write(`${line(done)}\n`);
    }
  };
  return {
    update,
    finish: () => {
      if (stream.isTTY && drawn) stream.write('\n');
    },
  };
}
