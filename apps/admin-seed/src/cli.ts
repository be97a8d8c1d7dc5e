import { realpathSync } from 'node:fs';
import { CliError, type CliIo, write } from './cli-io.ts';
import { runCreateAdmin } from './commands/create-admin.ts';
import { runExportLawyers } from './commands/export-lawyers.ts';
import { runGenerate } from './commands/generate.ts';
import { runHideLawyer } from './commands/hide-lawyer.ts';
import { runImportLawyers } from './commands/import-lawyers.ts';
import { runImportRegister } from './commands/import-register.ts';
import { runLogin, runLogout } from './commands/login.ts';
import { runSeed } from './commands/seed.ts';
import { runStats } from './commands/stats.ts';
import { runVerifyLawyer } from './commands/verify-lawyer.ts';

const COMMANDS: Record<
  string,
  { summary: string; run: (args: string[], io: CliIo) => Promise<number> }
> = {
  'create-admin': {
    summary: 'create the first administrator, directly in the database',
    run: runCreateAdmin,
  },
  login: { summary: 'sign in to the API as an administrator', run: runLogin },
  logout: { summary: 'end the saved session', run: runLogout },
  stats: {
    summary: 'check the API and print the live figures (and the admin ones when signed in)',
    run: runStats,
  },
  seed: { summary: 'add the deterministic demo directory through the API', run: runSeed },
  'import-lawyers': {
    summary: 'check a CSV file of lawyers, then add them through the API',
    run: runImportLawyers,
  },
  'import-register': {
    summary:
      "import a regulator's public register (unclaimed listings; --dry-run shows the changes)",
    run: runImportRegister,
  },
  'export-lawyers': {
    summary: 'write every lawyer as CSV (re-importable) or JSON',
    run: runExportLawyers,
  },
  'verify-lawyer': { summary: "verify or reject a lawyer's licence", run: runVerifyLawyer },
  'hide-lawyer': {
    summary: 'hide a profile from the directory, or restore it',
    run: runHideLawyer,
  },
  generate: { summary: 'write the deterministic demo directory as JSON or CSV', run: runGenerate },
};

export const HELP = `Usage: admin-seed <command> [options]

Operator tool for the Canadian lawyer directory. Start with "create-admin" (once, for the first
administrator) and "login"; the other API commands use the saved session.

Commands:
${Object.entries(COMMANDS)
  .map(([name, { summary }]) => `  ${name.padEnd(22)} ${summary}`)
  .join('\n')}

Run "admin-seed <command> --help" for a command's options.
`;

/** Runs one command line and resolves to the process exit code; never exits by itself. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const [name, ...args] = argv;
  if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
    const topic = name === 'help' ? args[0] : undefined;
    if (topic !== undefined && topic in COMMANDS) return runCli([topic, '--help'], io);
    write(name === undefined ? io.stderr : io.stdout, HELP);
    return name === undefined ? 2 : 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    write(io.stderr, `admin-seed: unknown command "${name}"\n\n${HELP}`);
    return 2;
  }
  try {
    return await command.run(args, io);
  } catch (error) {
    if (error instanceof CliError) {
      write(io.stderr, error.message);
      return error.exitCode;
    }
    throw error;
  }
}

/** Whether this module is the program being run (also through a symlinked bin). */
function isEntryPoint(): boolean {
  const script = process.argv[1];
  return script !== undefined && realpathSync(script) === import.meta.filename;
}

if (isEntryPoint()) {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 24) {
    console.error(`admin-seed needs Node 24 (this is ${process.version}); run it through pnpm.`);
    process.exitCode = 1;
  } else {
    process.exitCode = await runCli(process.argv.slice(2), {
      stdout: process.stdout,
      stderr: process.stderr,
      stdin: process.stdin,
      env: process.env,
    });
  }
}
