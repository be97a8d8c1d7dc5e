import { cn } from '@cld/ui/cn';
import type { ReactNode } from 'react';
import { NavLink } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { adminMessages } from '../../i18n/namespaces.ts';

export const ADMIN_SECTIONS = [
  { path: '/admin', key: 'overview', end: true },
  { path: '/admin/verifications', key: 'verifications', end: false },
  { path: '/admin/claims', key: 'claims', end: false },
  { path: '/admin/lawyers', key: 'lawyers', end: false },
  { path: '/admin/messages', key: 'messages', end: false },
  { path: '/admin/reviews', key: 'reviews', end: false },
  { path: '/admin/outbox', key: 'outbox', end: false },
  { path: '/admin/analytics', key: 'analytics', end: false },
  { path: '/admin/privacy', key: 'privacy', end: false },
  { path: '/admin/audit-log', key: 'audit', end: false },
] as const;

/**
 * The administration's frame: its sections in a side column on wide screens and a row that
 * scrolls sideways on phones, the current one marked for screen readers (`aria-current`).
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useT(adminMessages);
  return (
    <div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('admin.title')}</h1>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <nav aria-label={t('admin.navLabel')} className="min-w-0">
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:grid lg:content-start lg:overflow-visible lg:px-0">
            {ADMIN_SECTIONS.map((section) => (
              <li key={section.key} className="shrink-0">
                <NavLink
                  to={section.path}
                  end={section.end}
                  className={({ isActive }) =>
                    cn(
                      'block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:focus-ring',
                      isActive
                        ? 'bg-primary text-primary-foreground'
                        : 'text-foreground hover:bg-muted',
                    )
                  }
                >
                  {t(`admin.nav.${section.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  );
}
