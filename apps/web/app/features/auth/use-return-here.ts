import { useLocation } from 'react-router';
import { linkBack } from './link-back.ts';

/**
 * `path` (a sign-in or registration page) with a `returnTo` back to the current page, except on
 * pages not worth coming back to (home, the auth pages): see `link-back.ts`.
 */
export function useLinkBack(path: string): string {
  const { pathname, search, hash } = useLocation();
  return linkBack(path, `${pathname}${search}${hash}`);
}
