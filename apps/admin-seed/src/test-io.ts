import { Writable } from 'node:stream';
import type { CliIo } from './cli-io.ts';

/** A CliIo that keeps what the command writes, for tests. */
export function createTestIo(env: Record<string, string | undefined> = {}) {
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
  const io: CliIo = { stdout: stdout.stream, stderr: stderr.stream, env };
  return { io, stdout: stdout.text, stderr: stderr.text };
}
