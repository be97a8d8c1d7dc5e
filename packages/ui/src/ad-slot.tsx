import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export type AdSize = 'leaderboard' | 'rectangle' | 'mobile' | 'banner';

/** Spec §9 ad sizes in CSS pixels. */
export const AD_SIZES: Record<AdSize, { width: number; height: number }> = {
  leaderboard: { width: 728, height: 90 },
  rectangle: { width: 300, height: 250 },
  mobile: { width: 320, height: 50 },
  banner: { width: 468, height: 60 },
};

// Literal class names so Tailwind finds them when it scans this file.
const boxClasses: Record<AdSize, string> = {
  leaderboard: 'w-[728px] h-[90px]',
  rectangle: 'w-[300px] h-[250px]',
  mobile: 'w-[320px] h-[50px]',
  banner: 'w-[468px] h-[60px]',
};

const responsiveBoxClasses: Record<AdSize, string> = {
  leaderboard: 'w-[320px] h-[50px] sm:w-[728px] sm:h-[90px]',
  rectangle: 'w-[300px] h-[250px]',
  mobile: 'w-[320px] h-[50px]',
  banner: 'w-[320px] h-[50px] sm:w-[468px] sm:h-[60px]',
};

export type AdSlotProps = {
  /** The placement, e.g. "BROWSE_TOP"; exposed as data-ad-slot for the ad provider. */
  slotId: string;
  size?: AdSize;
  /** Use the 320×50 mobile size below the `sm` breakpoint. */
  responsive?: boolean;
  /** The ad. Without it the slot keeps its space but stays blank and unlabelled. */
  children?: ReactNode;
  /**
   * Overrides whether an ad is shown, for providers that fill the box themselves: their box is
   * rendered from the start, and the slot is labelled once `filled` says an ad arrived.
   */
  filled?: boolean;
  label?: string;
  className?: string;
};

/**
 * A fixed-size ad placement. Its box and the label line above it are always reserved, so an ad
 * arriving later shifts nothing (no cumulative layout shift).
 */
export function AdSlot({
  slotId,
  size = 'banner',
  responsive = false,
  children,
  filled,
  label = 'Advertisement',
  className,
}: AdSlotProps) {
  const isFilled = filled ?? (children !== undefined && children !== null && children !== false);
  return (
    <div
      data-ad-slot={slotId}
      data-ad-size={size}
      data-ad-filled={isFilled}
      aria-hidden={isFilled ? undefined : true}
      className={cn('mx-auto flex max-w-full flex-col items-center gap-1', className)}
    >
      <span className="h-4 text-xs leading-4 text-muted-foreground">{isFilled ? label : null}</span>
      <div
        className={cn(
          'max-w-full overflow-hidden',
          (responsive ? responsiveBoxClasses : boxClasses)[size],
        )}
      >
        {children}
      </div>
    </div>
  );
}
