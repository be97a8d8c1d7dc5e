import { SectionCard } from '@cld/ui/section-card';
import { TextLink } from '@cld/ui/link';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT, type MessageKeyEn } from '../../../i18n/i18n.ts';

/** A content page's main column with a sidebar of cards beside it (below it on narrow screens). */
export function WithSidebar({
  sidebarLabel,
  sidebar,
  children,
}: {
  sidebarLabel: string;
  sidebar: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid gap-10 lg:grid-cols-[1fr_20rem]">
      {children}
      <aside aria-label={sidebarLabel} className="space-y-6">
        {sidebar}
      </aside>
    </div>
  );
}

/** A sidebar card of links to other pages of the site. */
export function LinksCard({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: MessageKeyEn }[];
}) {
  const t = useT();
  return (
    <SectionCard title={title}>
      <ul className="space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <TextLink asChild>
              <Link to={link.to}>{t(link.label)}</Link>
            </TextLink>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
