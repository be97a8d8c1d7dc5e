import { SectionCard } from '@cld/ui/section-card';
import { TextLink } from '@cld/ui/link';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/links/index.ts';
import { useT, type KeyOf } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';

// i18n-namespaces: contentMessages

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
  links: readonly { to: string; label: KeyOf<typeof contentMessages> }[];
}) {
  const t = useT(contentMessages);
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
