import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@cld/ui/dropdown-menu';
import { ChevronDownIcon } from '@cld/ui/icons';
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { Link } from '../../lib/links/index.ts';
import { useT } from '../../i18n/i18n.ts';
import { LEGAL_RESOURCES_LINKS } from './navigation.ts';

export interface LegalResourcesMenuProps {
  pathname: string;
  triggerClassName: string;
  current: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether the stand-in button had focus: the trigger that replaces it takes it over. */
  takeFocus: RefObject<boolean>;
}

/** The header's Legal Resources menu (Radix), loaded on the visitor's first sign of interest. */
export default function LegalResourcesMenu({
  pathname,
  triggerClassName,
  current,
  open,
  onOpenChange,
  takeFocus,
}: LegalResourcesMenuProps) {
  const t = useT();
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (takeFocus.current) triggerRef.current?.focus();
  }, [takeFocus]);

  return (
    <DropdownMenu modal={false} open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger
        ref={triggerRef}
        className={triggerClassName}
        data-current={current || undefined}
      >
        {t('nav.legalResources')}
        <ChevronDownIcon />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        {LEGAL_RESOURCES_LINKS.map((link) => (
          <DropdownMenuItem key={link.to} asChild>
            <Link
              to={link.to}
              aria-current={pathname === link.to ? 'page' : undefined}
              className="aria-[current=page]:font-semibold"
            >
              {t(link.label)}
            </Link>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
