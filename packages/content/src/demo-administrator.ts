/**
 * The demo directory's administrator (decision 019): the account the seed records its fictional
 * verifications under. It has no password, so nobody can sign in as it; the operators' CLI does not
 * count it as an administrator when it creates the first real one (decision 011).
 */
export const DEMO_ADMINISTRATOR = {
  email: 'demo-administrator@example.com',
  first_name: 'Demo',
  last_name: 'Administrator',
} as const;
