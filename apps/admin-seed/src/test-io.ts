import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import type { CliIo } from './cli-io.ts';

/** Tests never read or write the real user's saved session unless they choose a folder. */
const NO_CONFIG_DIR = path.join(tmpdir(), 'admin-seed-tests-without-credentials');

/** A CliIo that keeps what the command writes and reads `stdin` from a string, for tests. */
export function createTestIo(env: Record<string, string | undefined> = {}, stdin = '') {
  const sink = () => {
    const chunks: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer | string, _encoding, callback) {
        chunks.push(chunk.toString());
        callback();
      },
    });
    return { stream, text: () => chunks.join('') };
  };
  const stdout = sink();
  const stderr = sink();
  const io: CliIo = {
    stdout: stdout.stream,
    stderr: stderr.stream,
    stdin: Readable.from([stdin]),
    env: { CLD_ADMIN_CONFIG_DIR: NO_CONFIG_DIR, ...env },
  };
  return { io, stdout: stdout.text, stderr: stderr.text };
}
