import { LICENCE_CLASSES, verificationDecisionSchema } from '@cld/validation/admin';
import { REGULATOR_SLUGS } from '@cld/reference/regulators';
import { assertAuthorized, openAdminSession } from '../admin-session.ts';
import { API_URL_HELP, callApi, describeApiError } from '../api-client.ts';
import { CliError, type CliIo, usageError, write } from '../cli-io.ts';
import { API_OPTIONS, parseCommandLine, parseLawyerId } from '../parse-options.ts';

export const VERIFY_LAWYER_HELP = `Usage: admin-seed verify-lawyer ID --licence-number N --regulator SLUG --licence-class CLASS [--notes TEXT]
       admin-seed verify-lawyer ID --reject --reason TEXT [--notes TEXT]

Records the decision on a lawyer's verification, after checking their licence with their law
society: verified (with the licence details) or rejected (with a reason the lawyer is sent).
Needs "admin-seed login" first.

Options:
  --licence-number N     the licence number as the law society writes it
  --regulator SLUG       the law society, one of:
${REGULATOR_SLUGS.map((slug) => `                           ${slug}`).join('\n')}
  --licence-class CLASS  one of (a plain "-" may stand for the dash):
${LICENCE_CLASSES.map((name) => `                           "${name}"`).join('\n')}
  --notes TEXT           internal notes kept with the decision
  --reject               reject instead of verifying
  --reason TEXT          why it is rejected (sent to the lawyer; at least 10 characters)
${API_URL_HELP}
  -h, --help             show this help
`;

const OPTION_OF_FIELD: Record<string, string> = {
  licenceNumber: '--licence-number',
  regulator: '--regulator',
  licenceClass: '--licence-class',
  reason: '--reason',
  notes: '--notes',
};

const dashless = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\s\u2013\u2014-]+/g, ' ')
    .trim();

/** The licence class as typed, matched ignoring case and the kind of dash. */
function matchLicenceClass(value: string): string {
  return LICENCE_CLASSES.find((name) => dashless(name) === dashless(value)) ?? value;
}

export async function runVerifyLawyer(args: string[], io: CliIo): Promise<number> {
  const { values: options, positionals } = parseCommandLine(
    'verify-lawyer',
    args,
    {
      'licence-number': { type: 'string' },
      regulator: { type: 'string' },
      'licence-class': { type: 'string' },
      notes: { type: 'string' },
      reject: { type: 'boolean' },
      reason: { type: 'string' },
      ...API_OPTIONS,
    },
    ['ID'],
  );
  if (options.help) {
    write(io.stdout, VERIFY_LAWYER_HELP);
    return 0;
  }
  const id = parseLawyerId('verify-lawyer', positionals[0]);
  const verifyOptions = ['licence-number', 'regulator', 'licence-class'] as const;
  if (options.reject) {
    const misplaced = verifyOptions.filter((name) => options[name] !== undefined);
    if (misplaced.length) {
      throw usageError(`verify-lawyer: --${misplaced[0]} does not go with --reject`);
    }
    if (options.reason === undefined) throw usageError('verify-lawyer: --reject needs --reason');
  } else {
    if (options.reason !== undefined) {
      throw usageError('verify-lawyer: --reason goes with --reject');
    }
    const missing = verifyOptions.filter((name) => options[name] === undefined);
    if (missing.length) {
      throw usageError(
        `verify-lawyer: verifying needs ${missing.map((name) => `--${name}`).join(', ')} (or --reject --reason)`,
      );
    }
  }
  const parsed = verificationDecisionSchema.safeParse(
    options.reject
      ? { decision: 'reject', reason: options.reason, notes: options.notes }
      : {
          decision: 'verify',
          licenceNumber: options['licence-number'],
          regulator: options.regulator,
          licenceClass: matchLicenceClass(options['licence-class'] ?? ''),
          notes: options.notes,
        },
  );
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const option = OPTION_OF_FIELD[String(issue?.path[0])] ?? 'decision';
    throw usageError(`verify-lawyer: ${option}: ${issue?.message}`);
  }

  const session = await openAdminSession({
    command: 'verify-lawyer',
    apiUrl: options['api-url'],
    io,
  });
  const response = await callApi({
    command: 'verify-lawyer',
    what: 'recording the decision',
    baseUrl: session.baseUrl,
    request: () => session.client.admin.decideVerification({ params: { id }, body: parsed.data }),
  });
  assertAuthorized('verify-lawyer', response);
  if (response.status === 404) throw new CliError(`verify-lawyer: there is no lawyer ${id}`);
  if (response.status !== 200) {
    throw new CliError(`verify-lawyer: the API refused: ${describeApiError(response.body)}`);
  }
  const lawyer = response.body;
  write(
    io.stdout,
    lawyer.verificationStatus === 'verified'
      ? `Lawyer ${lawyer.id} (${lawyer.name}) is verified: licence ${lawyer.licenceNumber}, ${lawyer.regulator}, ${lawyer.licenceClass}`
      : `Lawyer ${lawyer.id} (${lawyer.name}) is ${lawyer.verificationStatus}: ${lawyer.rejectionReason ?? ''}`,
  );
  return 0;
}
