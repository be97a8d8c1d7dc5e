// Which sign-in providers are set up changes only with the API's configuration.
export function oauthConfigQuery() {
  return { queryKey: ['auth', 'oauth-config'] as const, staleTime: 10 * 60_000 };
}
