import { useEffect, useEffectEvent, useRef, useState, type ComponentProps } from 'react';
import { cn } from './cn.ts';

export type SliderProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange' | 'ref'> & {
  /** One number per thumb; two make a range. */
  value?: number[];
  defaultValue?: number[];
  /** Every move, while dragging or at each key press. */
  onValueChange?: (value: number[]) => void;
  /** A finished change: the thumb let go, or a key press; not called when nothing changed. */
  onValueCommit?: (value: number[]) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  name?: string;
  /** Accessible name of each thumb, in order (e.g. ["Minimum years", "Maximum years"]). */
  thumbLabels?: string[];
  /** Id of the visible label naming a single-thumb slider. */
  labelledBy?: string;
  /** How a value is read aloud (e.g. 10 → "10+ years"). */
  getValueText?: (value: number) => string;
};

/**
 * Native range inputs (keyboard, touch and the slider role come with them) over a drawn track; a
 * range's thumbs never cross.
 */
export function Slider({
  className,
  thumbLabels,
  labelledBy,
  getValueText,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  step = 1,
  disabled,
  name,
  ...props
}: SliderProps) {
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? [min]);
  const values = value ?? uncontrolledValue;
  const rootRef = useRef<HTMLDivElement>(null);
  // The native `change` event (React's onChange is `input`) fires once a drag or key press ends
  // and only when the value moved.
  const commit = useEffectEvent(() => {
    const inputs = rootRef.current?.querySelectorAll('input') ?? [];
    onValueCommit?.(Array.from(inputs, (input) => Number(input.value)));
  });
  useEffect(() => {
    const root = rootRef.current;
    root?.addEventListener('change', commit);
    return () => root?.removeEventListener('change', commit);
  }, []);

  const fraction = (n: number) =>
    max > min ? (Math.min(Math.max(n, min), max) - min) / (max - min) : 0;
  // The fill runs between thumb centres; a thumb (1.25rem) stays inside the track at both ends.
  const edge = (f: number) => `calc(${f} * (100% - 1.25rem) + 0.625rem)`;
  const start = values.length > 1 ? fraction(values[0] ?? min) : 0;
  const end = fraction(values.at(-1) ?? min);

  return (
    <div
      ref={rootRef}
      data-disabled={disabled ? '' : undefined}
      className={cn(
        'relative flex w-full touch-none select-none items-center py-2',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
        className,
      )}
      {...props}
    >
      <div className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary">
        <div
          className="absolute inset-y-0 bg-primary"
          style={{ left: start === 0 ? 0 : edge(start), right: `calc(100% - ${edge(end)})` }}
        />
      </div>
      {values.map((thumbValue, index) => (
        <input
          // Thumbs are positional: their number and order never change.
          key={index}
          type="range"
          name={name}
          min={min}
          max={max}
          step={step}
          value={thumbValue}
          disabled={disabled}
          aria-label={thumbLabels?.[index]}
          aria-labelledby={thumbLabels?.[index] ? undefined : labelledBy}
          aria-valuetext={getValueText?.(thumbValue)}
          onChange={(event) => {
            const previous = values[index - 1] ?? min;
            const following = values[index + 1] ?? max;
            const moved = Math.min(Math.max(Number(event.target.value), previous), following);
            const next = values.map((current, i) => (i === index ? moved : current));
            setUncontrolledValue(next);
            onValueChange?.(next);
          }}
          className={cn(
            'absolute inset-x-0 top-1/2 h-5 w-full -translate-y-1/2 cursor-pointer slider-input',
            'disabled:cursor-not-allowed',
            // Overlapping inputs: only the thumbs take the pointer.
            values.length > 1 && 'pointer-events-none',
          )}
        />
      ))}
    </div>
  );
}
