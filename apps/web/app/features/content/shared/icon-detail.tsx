import { cn } from '@cld/ui/cn';
import type { ComponentType, ReactNode, SVGProps } from 'react';

/**
 * One term of a description list, its icon before its name: the about page's ways to reach the
 * operator, a guide's key facts (`compact`: smaller text, the name in the primary colour).
 */
export function IconDetail({
  icon: Icon,
  label,
  compact = false,
  children,
}: {
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  label: string;
  compact?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <dt
        className={cn('flex items-center gap-2 font-semibold', compact && 'text-sm text-primary')}
      >
        <Icon aria-hidden="true" className="size-4 text-primary" />
        {label}
      </dt>
      <dd className={cn('mt-1', compact && 'text-sm')}>{children}</dd>
    </div>
  );
}
