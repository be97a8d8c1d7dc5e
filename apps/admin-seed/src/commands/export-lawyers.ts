import { once } from 'node:events';
import { open, rm } from 'node:fs/promises';
import { assertAuthorized, openAdminSession } from '../admin-session.ts';
import { API_URL_HELP, callApi, describeApiError } from '../api-client.ts';
import { CliError, type CliIo, usageError, write } from '../cli-io.ts';
import { toCsvRow } from '../directory-csv.ts';
import { exportLawyerToCsvRow, LAWYER_EXPORT_CSV_COLUMNS } from '../lawyer-csv.ts';
import { API_OPTIONS, parseOptions } from '../parse-options.ts';
import { createProgress } from '../progress.ts';

const PAGE_SIZE = 500;
const FORMATS = ['csv', 'json'] as const;
type Format = (typeof FORMATS)[number];

export const EXPORT_LAWYERS_HELP = `Usage: admin-seed export-lawyers [options]

Writes every lawyer of the directory (hidden ones included), a page at a time, with a progress
bar on standard error. The CSV has the columns import-lawyers reads (plus the id), so a file can be
edited and imported again; JSON has every field the API exports. Needs "admin-seed login" first.

Options:
  --format csv|json      output format (default: json when --output ends in .json, else csv)
  -o, --output FILE      write to FILE instead of standard output
${API_URL_HELP}
  -h, --help             show this help
`;

function chooseFormat(format: string | undefined, output: string | undefined): Format {
  if (format === undefined) return output?.toLowerCase().endsWith('.json') ? 'json' : 'csv';
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw usageError(`export-lawyers: --format must be csv or json, got "${format}"`);
  }
  return format as Format;
}

interface Sink {
  write: (chunk: string) => Promise<void>;
  close: () => Promise<void>;
}

/** Standard output (left open for whoever runs us) or a file, opened now so errors come early. */
async function openSink(io: CliIo, output: string | undefined): Promise<Sink> {
  if (output === undefined) {
    return {
      write: async (chunk) => {
        if (!io.stdout.write(chunk)) await once(io.stdout, 'drain');
      },
      close: async () => {},
    };
  }
  let file;
  try {
    file = await open(output, 'w');
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new CliError(`export-lawyers: cannot write ${output}: ${detail}`, { cause: error });
  }
  const handle = file;
  return {
    write: async (chunk) => {
      await handle.write(chunk);
    },
    close: () => handle.close(),
  };
}

export async function runExportLawyers(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions('export-lawyers', args, {
    format: { type: 'string' },
    output: { type: 'string', short: 'o' },
    ...API_OPTIONS,
  });
  if (options.help) {
    write(io.stdout, EXPORT_LAWYERS_HELP);
    return 0;
  }
  const format = chooseFormat(options.format, options.output);
  const session = await openAdminSession({
    command: 'export-lawyers',
    apiUrl: options['api-url'],
    io,
  });
  const output = options.output;
  const sink = await openSink(io, output);
  let count = 0;
  try {
    let afterId: number | undefined;
    let progress: ReturnType<typeof createProgress> | undefined;
    await sink.write(format === 'csv' ? toCsvRow(LAWYER_EXPORT_CSV_COLUMNS) : '[');
    do {
      const query = {
        limit: String(PAGE_SIZE),
        ...(afterId === undefined ? {} : { afterId: String(afterId) }),
      };
      const response = await callApi({
        command: 'export-lawyers',
        what: 'exporting lawyers',
        baseUrl: session.baseUrl,
        request: () => session.client.admin.exportLawyers({ query }),
      });
      assertAuthorized('export-lawyers', response);
      if (response.status !== 200) {
        throw new CliError(`export-lawyers: the API refused: ${describeApiError(response.body)}`);
      }
      progress ??= createProgress({
        stream: io.stderr,
        label: 'Exporting',
        total: response.body.total,
      });
      let page = '';
      for (const lawyer of response.body.lawyers) {
        page +=
          format === 'csv'
            ? exportLawyerToCsvRow(lawyer)
            : `${count === 0 ? '\n' : ',\n'}${JSON.stringify(lawyer)}`;
        count += 1;
      }
      await sink.write(page);
      progress.update(count);
      afterId = response.body.nextAfterId ?? undefined;
    } while (afterId !== undefined);
    progress?.finish();
    if (format === 'json') await sink.write(count === 0 ? ']\n' : '\n]\n');
    await sink.close();
  } catch (error) {
    await sink.close().catch(() => undefined);
    // A half-written file must not pass for an export.
    if (output !== undefined) await rm(output, { force: true });
    if (error instanceof CliError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new CliError(`export-lawyers: cannot write ${output ?? 'the output'}: ${detail}`, {
      cause: error,
    });
  }
  write(io.stderr, `Exported ${count} lawyers as ${format}${output ? ` to ${output}` : ''}`);
  return 0;
}
