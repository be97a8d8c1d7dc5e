import { sql } from 'kysely';
import { DEMO_ADMINISTRATOR } from '@cld/content/demo-administrator';
import { portalRegisterSchema } from '@cld/validation/auth';
import { serverNewPasswordSchema } from '@cld/validation/common-passwords.server';
import { hashPassword } from '@cld/validation/password-hash.server';
import { MISSING_SCHEMA_HINT, openOperatorDatabase } from '../admin-database.ts';
import { CliError, type CliIo, usageError, write } from '../cli-io.ts';
import { HELP_OPTION, parseOptions } from '../parse-options.ts';
import { readPassword } from '../password-input.ts';

export const CREATE_ADMIN_HELP = `Usage: admin-seed create-admin --email EMAIL --first-name NAME --last-name NAME [options]

Creates the FIRST administrator account, directly in the database (not through the API), and
records it in the audit log. Refuses when an administrator already exists: further ones are
managed by administrators. The demo directory's administrator (${DEMO_ADMINISTRATOR.email},
who cannot sign in) does not count.

The database is the API's: $DATABASE_URL (a PostgreSQL server), else the embedded PGlite in
$DATA_DIR/pglite (default ./data at the repository root). The schema must exist: start the API
once or run "pnpm --filter @cld/api migrate".

WARNING: with the embedded PGlite, stop the API first. Two processes must never open one data
directory at the same time; it can corrupt the database.

The password (8 to 128 characters, not a common one) is asked twice without echo on a terminal;
otherwise (or with --password-stdin) it is the first line of standard input.

Options:
  --email EMAIL          the administrator's e-mail (their sign-in)
  --first-name NAME      first name
  --last-name NAME       last name
  --password-stdin       read the password from standard input
  -h, --help             show this help
`;

const OPTION_OF_FIELD: Record<string, string> = {
  email: '--email',
  firstName: '--first-name',
  lastName: '--last-name',
};

export async function runCreateAdmin(args: string[], io: CliIo): Promise<number> {
  const options = parseOptions('create-admin', args, {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'password-stdin': { type: 'boolean' },
    ...HELP_OPTION,
  });
  if (options.help) {
    write(io.stdout, CREATE_ADMIN_HELP);
    return 0;
  }
  const missing = ['email', 'first-name', 'last-name'].filter(
    (name) => options[name as 'email'] === undefined,
  );
  if (missing.length) {
    throw usageError(
      `create-admin: ${missing.map((name) => `--${name}`).join(', ')} ${missing.length > 1 ? 'are' : 'is'} required\nRun "admin-seed create-admin --help" for usage.`,
    );
  }
  const account = portalRegisterSchema.omit({ password: true }).safeParse({
    email: options.email,
    firstName: options['first-name'],
    lastName: options['last-name'],
  });
  if (!account.success) {
    const issue = account.error.issues[0];
    const option = OPTION_OF_FIELD[String(issue?.path[0])] ?? 'an option';
    throw usageError(`create-admin: ${option}: ${issue?.message}`);
  }
  const password = serverNewPasswordSchema.safeParse(
    await readPassword({ io, fromStdin: options['password-stdin'] === true, confirm: true }),
  );
  if (!password.success) {
    throw usageError(`create-admin: password: ${password.error.issues[0]?.message}`);
  }
  const { email, firstName, lastName } = account.data;
  const passwordHash = await hashPassword(password.data);

  try {
    return await insertFirstAdmin({ io, email, firstName, lastName, passwordHash });
  } catch (error) {
    if (error instanceof CliError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new CliError(`create-admin: the database failed: ${detail}`, { cause: error });
  }
}

async function insertFirstAdmin({
  io,
  email,
  firstName,
  lastName,
  passwordHash,
}: {
  io: CliIo;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
}): Promise<number> {
  const database = await openOperatorDatabase(io.env);
  try {
    const { rows } = await sql<{ users: string | null; audit: string | null }>`
      select to_regclass('users')::text as users, to_regclass('audit_log')::text as audit
    `.execute(database.db);
    if (!rows[0]?.users || !rows[0]?.audit) {
      throw new CliError(
        `create-admin: the database at ${database.location} has no schema yet; ${MISSING_SCHEMA_HINT}`,
      );
    }
    const id = await database.db.transaction().execute(async (trx) => {
      // Two create-admin runs at once must not both see "no administrator yet".
      await sql`lock table users in share row exclusive mode`.execute(trx);
      const admin = await trx
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        // The demo directory's administrator is not one: nobody can sign in as it (decision 019),
        // so on a seeded install it would otherwise leave nobody able to administer the site.
        .where((eb) =>
          eb.not(
            eb.and([
              eb('email', '=', DEMO_ADMINISTRATOR.email),
              eb('password_hash', 'is', null),
              eb('provider_id', 'is', null),
            ]),
          ),
        )
        .limit(1)
        .executeTakeFirst();
      if (admin) {
        throw new CliError(
          'create-admin: an administrator already exists; sign in as one to manage the others',
        );
      }
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', sql<string>`lower(${email})`)
        .executeTakeFirst();
      if (taken) {
        throw new CliError(`create-admin: an account with the e-mail ${email} already exists`);
      }
      const inserted = await trx
        .insertInto('users')
        .values({
          email,
          password_hash: passwordHash,
          first_name: firstName,
          last_name: lastName,
          role: 'admin',
          // The operator gives the address on the server's command line: it counts as proven,
          // from now (decision 038).
          is_verified: true,
          email_verified_at: new Date(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('audit_log')
        .values({
          actor_id: null,
          actor_email: null,
          action: 'admin.create',
          target_type: 'user',
          target_id: String(inserted.id),
          details: JSON.stringify({ email }),
        })
        .execute();
      return inserted.id;
    });
    write(io.stdout, `Created the administrator ${email} (user ${id}) in ${database.location}`);
    return 0;
  } finally {
    await database.close();
  }
}
