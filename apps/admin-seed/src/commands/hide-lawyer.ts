import { hideLawyerSchema, restoreLawyerSchema } from '@cld/validation/admin';
import { assertAuthorized, openAdminSession } from '../admin-session.ts';
import { API_URL_HELP, callApi, describeApiError } from '../api-client.ts';
import { CliError, type CliIo, usageError, write } from '../cli-io.ts';
import { API_OPTIONS, parseCommandLine, parseLawyerId } from '../parse-options.ts';

export const HIDE_LAWYER_HELP = `Usage: admin-seed hide-lawyer ID --reason TEXT
       admin-seed hide-lawyer ID --restore [--reason TEXT]

Hides a lawyer's profile from the directory (the reason is kept in the audit trail), or shows a
hidden one again. Needs "admin-seed login" first.

Options:
  --reason TEXT          why (required to hide, at least 5 characters; optional to restore)
  --restore              show the profile again instead of hiding it
${API_URL_HELP}
  -h, --help             show this help
`;

export async function runHideLawyer(args: string[], io: CliIo): Promise<number> {
  const { values: options, positionals } = parseCommandLine(
    'hide-lawyer',
    args,
    {
      reason: { type: 'string' },
      restore: { type: 'boolean' },
      ...API_OPTIONS,
    },
    ['ID'],
  );
  if (options.help) {
    write(io.stdout, HIDE_LAWYER_HELP);
    return 0;
  }
  const id = parseLawyerId('hide-lawyer', positionals[0]);
  const restore = options.restore === true;
  if (!restore && options.reason === undefined) {
    throw usageError('hide-lawyer: --reason is required to hide a profile (or use --restore)');
  }
  const parsed = (restore ? restoreLawyerSchema : hideLawyerSchema).safeParse({
    reason: options.reason,
  });
  if (!parsed.success) {
    throw usageError(`hide-lawyer: --reason: ${parsed.error.issues[0]?.message}`);
  }

  const session = await openAdminSession({
    command: 'hide-lawyer',
    apiUrl: options['api-url'],
    io,
  });
  const response = await callApi({
    command: 'hide-lawyer',
    what: restore ? 'restoring the profile' : 'hiding the profile',
    baseUrl: session.baseUrl,
    request: () =>
      restore
        ? session.client.admin.restoreLawyer({
            params: { id },
            body: { reason: parsed.data.reason },
          })
        : session.client.admin.hideLawyer({
            params: { id },
            body: { reason: parsed.data.reason ?? '' },
          }),
  });
  assertAuthorized('hide-lawyer', response);
  if (response.status === 404) throw new CliError(`hide-lawyer: there is no lawyer ${id}`);
  if (response.status !== 200) {
    throw new CliError(`hide-lawyer: the API refused: ${describeApiError(response.body)}`);
  }
  const lawyer = response.body;
  write(
    io.stdout,
    lawyer.isHidden
      ? `Lawyer ${lawyer.id} (${lawyer.name}) is hidden: ${lawyer.hiddenReason ?? ''}`
      : `Lawyer ${lawyer.id} (${lawyer.name}) is shown in the directory again`,
  );
  return 0;
}
