import { CliError, type CliIo } from './cli-io.ts';

const CTRL_C = '\u0003';
const CTRL_D = '\u0004';
const BACKSPACES = new Set(['\u007f', '\b']);

/** The first line of standard input, without its line break. */
async function readFirstLine(io: CliIo): Promise<string> {
  let text = '';
  for await (const chunk of io.stdin) {
    text += typeof chunk === 'string' ? chunk : (chunk as Buffer).toString('utf8');
    if (text.includes('\n')) break;
  }
  return text.split(/\r?\n/)[0] ?? '';
}

/** Reads a line from a terminal without echoing it. */
function promptHidden(io: CliIo, prompt: string): Promise<string> {
  const stdin = io.stdin as CliIo['stdin'] & { setRawMode?: (raw: boolean) => void };
  io.stderr.write(prompt);
  return new Promise((resolve, reject) => {
    let value = '';
    const done = (error?: Error) => {
      stdin.off('data', onData);
      stdin.setRawMode?.(false);
      stdin.pause();
      io.stderr.write('\n');
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: Buffer | string) => {
      for (const char of chunk.toString()) {
        if (char === '\r' || char === '\n' || char === CTRL_D) return done();
        if (char === CTRL_C) return done(new CliError('cancelled'));
        if (BACKSPACES.has(char)) value = [...value].slice(0, -1).join('');
        else value += char;
      }
    };
    stdin.setRawMode?.(true);
    stdin.setEncoding('utf8');
    stdin.on('data', onData);
    stdin.resume();
  });
}

/**
 * A password: from standard input with `--password-stdin` or when it is not a terminal (scripts,
 * pipes), else typed at a prompt that does not echo it. `confirm` asks twice (a new password).
 */
export async function readPassword({
  io,
  fromStdin,
  confirm = false,
}: {
  io: CliIo;
  fromStdin: boolean;
  confirm?: boolean;
}): Promise<string> {
  if (fromStdin || !io.stdin.isTTY) return readFirstLine(io);
  const password = await promptHidden(io, 'Password: ');
  if (confirm && (await promptHidden(io, 'Password again: ')) !== password) {
    throw new CliError('the two passwords differ');
  }
  return password;
}
