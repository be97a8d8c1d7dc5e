import {
  Form as RouterForm,
  type FormProps,
  Link as RouterLink,
  NavLink as RouterNavLink,
  redirect as routerRedirect,
  useNavigate as useRouterNavigate,
  type LinkProps,
  type NavigateOptions,
  type NavLinkProps,
  type To,
} from 'react-router';
import { useCallback } from 'react';
import { useLocale, type Locale } from '../../i18n/i18n.ts';
import { localizePath } from '../../i18n/paths.ts';
import { requestLocale } from '../../i18n/locale.ts';

/**
 * The site's links in the page's language (issue 19). Code writes English paths (`to="/about"`);
 * these give the French page's path on a French page (`/fr/a-propos`), through the route table
 * (`i18n/paths.ts`). Lint forbids React Router's own `Link`, `NavLink`, `useNavigate` and
 * `redirect` in the app, so no link can leave the page's language by mistake.
 */
export function localizeTo(to: To, locale: Locale): To {
  if (typeof to === 'string') return localizePath(to, locale);
  if (to.pathname === undefined) return to;
  return { ...to, pathname: localizePath(to.pathname, locale) };
}

export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={localizeTo(to, useLocale())} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={localizeTo(to, useLocale())} {...props} />;
}

/** A form whose `action` is written as an English path and sent to the page language's. */
export function Form({ action, ...props }: FormProps) {
  const locale = useLocale();
  return (
    <RouterForm
      action={action === undefined ? undefined : localizePath(action, locale)}
      {...props}
    />
  );
}

/** `useNavigate` whose paths are written in English and followed in the page's language. */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const locale = useLocale();
  return useCallback(
    (to: To, options?: NavigateOptions) => navigate(localizeTo(to, locale), options),
    [navigate, locale],
  );
}

/** A loader's or an action's redirect to an English path, in the language of the request's page. */
export function redirect(request: Request, to: string, init?: number | ResponseInit) {
  return routerRedirect(localizePath(to, requestLocale(request)), init);
}
