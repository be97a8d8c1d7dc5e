import { mkdir, readFile, rm, writeFile, chmod } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** What `admin-seed login` keeps: which API, the session token, and whose it is. */
const credentialsSchema = z.object({
  apiUrl: z.string(),
  token: z.string().min(1),
  email: z.string(),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** `$CLD_ADMIN_CONFIG_DIR`, else `$XDG_CONFIG_HOME/cld-admin`, else `~/.config/cld-admin`. */
export function configDir(env: Record<string, string | undefined>): string {
  if (env.CLD_ADMIN_CONFIG_DIR) return path.resolve(env.CLD_ADMIN_CONFIG_DIR);
  const base = env.XDG_CONFIG_HOME || path.join(env.HOME || homedir(), '.config');
  return path.join(path.resolve(base), 'cld-admin');
}

export const credentialsPath = (env: Record<string, string | undefined>) =>
  path.join(configDir(env), 'credentials.json');

/** The saved session, or undefined when there is none (or the file is not ours to read). */
export async function readCredentials(
  env: Record<string, string | undefined>,
): Promise<Credentials | undefined> {
  let text: string;
  try {
    text = await readFile(credentialsPath(env), 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = credentialsSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Writes the session readable by its owner only: the token is as good as the password. */
export async function saveCredentials(
  env: Record<string, string | undefined>,
  credentials: Credentials,
): Promise<string> {
  const file = credentialsPath(env);
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // writeFile's mode applies only to a new file; an old one may have been wider.
  await chmod(file, 0o600);
  return file;
}

/** Removes the saved session; whether there was one. */
export async function removeCredentials(env: Record<string, string | undefined>): Promise<boolean> {
  const existing = await readCredentials(env);
  await rm(credentialsPath(env), { force: true });
  return existing !== undefined;
}
