import { IMPORT_BATCH_MAX } from '@cld/contract/admin';
import { assertAuthorized, type AdminSession } from './admin-session.ts';
import { callApi, describeApiError } from './api-client.ts';
import { CliError, type CliIo } from './cli-io.ts';
import type { RowProblem, ValidRow } from './lawyer-csv.ts';
import { createProgress } from './progress.ts';

export interface ImportResult {
  imported: number;
  ids: number[];
  /** Rows the API refused and that were left out (only with `skipRefused`). */
  refused: RowProblem[];
}

/** The rows a 400 names (`lawyers.N.field`), by the row's own line, and what is about the request. */
function problemsOfRefusal(
  batch: readonly ValidRow[],
  issues: { path: (string | number)[]; message: string }[],
) {
  const byRow = new Map<number, RowProblem>();
  const general: string[] = [];
  for (const { path, message } of issues) {
    const index = path[0] === 'lawyers' ? Number(path[1]) : Number.NaN;
    const row = Number.isInteger(index) ? batch[index] : undefined;
    if (!row) {
      general.push(`${path.join('.') || '(request)'}: ${message}`);
      continue;
    }
    const problem = byRow.get(index) ?? { line: row.line, messages: [] };
    problem.messages.push(`${path.slice(2).join('.') || '(row)'}: ${message}`);
    byRow.set(index, problem);
  }
  return { byRow, general };
}

/**
 * Sends the rows in batches of the contract's maximum, with a progress bar. Each batch is all or
 * none on the API; a refused batch stops the import (earlier batches stay imported), unless
 * `skipRefused`, which drops the rows the API named and sends the rest of the batch again.
 */
export async function importInBatches({
  command,
  session,
  rows,
  io,
  label,
  rowName = 'line',
  skipRefused = false,
}: {
  command: string;
  session: AdminSession;
  rows: readonly ValidRow[];
  io: CliIo;
  label: string;
  rowName?: string;
  skipRefused?: boolean;
}): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, ids: [], refused: [] };
  const progress = createProgress({ stream: io.stderr, label, total: rows.length });
  let sent = 0;
  progress.update(0);
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_MAX) {
    let batch = rows.slice(start, start + IMPORT_BATCH_MAX);
    while (batch.length > 0) {
      const current = batch;
      const response = await callApi({
        command,
        what: 'importing lawyers',
        baseUrl: session.baseUrl,
        request: () =>
          session.client.admin.importLawyers({
            body: { lawyers: current.map((row) => row.lawyer) },
          }),
      });
      assertAuthorized(command, response);
      if (response.status === 201) {
        result.imported += response.body.imported;
        result.ids.push(...response.body.ids);
        break;
      }
      const { byRow, general } = problemsOfRefusal(current, response.body.issues ?? []);
      if (skipRefused && byRow.size > 0 && general.length === 0) {
        result.refused.push(...byRow.values());
        batch = current.filter((_row, index) => !byRow.has(index));
        continue;
      }
      progress.finish();
      const lines = [
        ...[...byRow.values()].flatMap(({ line, messages }) =>
          messages.map((message) => `${rowName} ${line}: ${message}`),
        ),
        ...general,
      ];
      throw new CliError(
        [
          `${command}: the API refused a batch (${response.body.message}); ${result.imported} lawyers were imported before it, none of this batch:`,
          ...(lines.length ? lines : [describeApiError(response.body)]),
        ].join('\n'),
      );
    }
    sent = Math.min(rows.length, start + IMPORT_BATCH_MAX);
    progress.update(sent);
  }
  progress.finish();
  return result;
}
