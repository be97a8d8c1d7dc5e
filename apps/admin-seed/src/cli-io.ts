import type { Readable, Writable } from 'node:stream';

/** A standard stream that may be a terminal (only real ones are). */
export type MaybeTty<T> = T & { isTTY?: boolean };

/** What a command may touch of the outside world; tests pass their own. */
export interface CliIo {
  stdout: MaybeTty<Writable>;
  stderr: MaybeTty<Writable>;
  stdin: MaybeTty<Readable>;
  env: Record<string, string | undefined>;
}

/** A command's failure: `exitCode` 2 for bad usage, 1 when the work itself failed. */
export class CliError extends Error {
  readonly exitCode: number;

  constructor(
    message: string,
    { exitCode = 1, cause }: { exitCode?: number; cause?: unknown } = {},
  ) {
    super(message, { cause });
    this.name = 'CliError';
    this.exitCode = exitCode;
  }
}

export const usageError = (message: string) => new CliError(message, { exitCode: 2 });

export function write(stream: Writable, text: string): void {
  stream.write(text.endsWith('\n') ? text : `${text}\n`);
}
