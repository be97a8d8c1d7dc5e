import { cn } from '@cld/ui/cn';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../i18n/i18n.ts';
import { Link } from '../../lib/links/index.ts';
import { linkBack, useCurrentUser } from '../auth/index.ts';
import { HEART_TARGET, Heart } from './heart-icon.tsx';
import type { HeartLawyer } from './heart-lawyer.ts';

export { heartLawyerOf, type HeartLawyer } from './heart-lawyer.ts';

const SignedInHeart = lazy(() => import('./signed-in-heart.tsx'));

/**
 * The heart on a lawyer's card and profile (issue 21): for a signed-in person a toggle button
 * (`aria-pressed`) that saves the lawyer to their space, loaded with its own chunk; a visitor's
 * heart is a link to sign in that comes back here (`returnTo`) and works before the page's
 * JavaScript has loaded. Kept small: the browse and profile pages' first load is near its budget.
 */
export function SaveLawyerHeart({
  lawyer,
  className,
}: {
  lawyer: HeartLawyer;
  className?: string;
}) {
  const t = useT();
  const user = useCurrentUser();
  const { pathname, search } = useLocation();
  const label = t('lawyerCard.save', { name: lawyer.name });

  if (!user) {
    return (
      <Link
        to={linkBack('/auth/login', `${pathname}${search}`)}
        aria-label={label}
        className={cn(HEART_TARGET, className)}
      >
        <Heart filled={false} />
      </Link>
    );
  }
  return (
    <Suspense
      fallback={
        <button
          type="button"
          aria-pressed={false}
          aria-label={label}
          disabled
          className={cn(HEART_TARGET, className)}
        >
          <Heart filled={false} />
        </button>
      }
    >
      <SignedInHeart lawyer={lawyer} className={className} />
    </Suspense>
  );
}
