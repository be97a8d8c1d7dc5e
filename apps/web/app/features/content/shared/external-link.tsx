import { TextLink } from '@cld/ui/link';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n.ts';
import { contentMessages } from '../../../i18n/namespaces.ts';

/** A link to an official site, opened in a new tab (announced) without giving it our window. */
export function ExternalLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const t = useT(contentMessages);
  return (
    <TextLink href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only"> {t('content.common.opensInNewTab')}</span>
    </TextLink>
  );
}
