import { cn } from '@cld/ui/cn';
import { toast } from '@cld/ui/toast-store';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../../i18n/i18n.ts';
import { HEART_TARGET, Heart } from './heart-icon.tsx';
import type { HeartLawyer } from './heart-lawyer.ts';
import { savedLawyersQueryOptions } from './queries.ts';
import { useSetSaved } from './saved-mutations.ts';

/**
 * The heart of a signed-in person: a toggle button (`aria-pressed`) over their saved list. Its own
 * chunk (`save-heart.tsx` loads it only for a signed-in person), so the mutation code stays off
 * every visitor's first load.
 */
export default function SignedInHeart({
  lawyer,
  className,
}: {
  lawyer: HeartLawyer;
  className?: string | undefined;
}) {
  const t = useT();
  const saved = useQuery(savedLawyersQueryOptions());
  const change = useSetSaved({
    onError: () => toast({ title: t('lawyerCard.saveFailed'), variant: 'destructive' }),
  });
  const pressed = saved.data?.some((entry) => entry.lawyerId === lawyer.lawyerId) ?? false;
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('lawyerCard.save', { name: lawyer.name })}
      // Until the list is known, pressing could only guess.
      disabled={saved.isPending}
      onClick={() => change.mutate({ lawyer, saved: !pressed })}
      className={cn(HEART_TARGET, pressed && 'text-danger hover:text-danger-hover', className)}
    >
      <Heart filled={pressed} />
    </button>
  );
}
