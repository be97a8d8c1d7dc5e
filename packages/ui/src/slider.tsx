import { useState, type ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from './cn.ts';

export type SliderProps = ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible name of each thumb, in order (e.g. ["Minimum years", "Maximum years"]). */
  thumbLabels?: string[];
  /** Id of the visible label naming a single-thumb slider. */
  labelledBy?: string;
  /** How a value is read aloud (e.g. 10 → "10+ years"). */
  getValueText?: (value: number) => string;
};

export function Slider({
  className,
  thumbLabels,
  labelledBy,
  getValueText,
  value,
  defaultValue,
  onValueChange,
  min = 0,
  max = 100,
  ...props
}: SliderProps) {
  // Tracked here too so an uncontrolled slider's thumbs announce their current value.
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? [min]);
  const values = value ?? uncontrolledValue;
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex w-full touch-none select-none items-center py-2',
        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
        className,
      )}
      value={value}
      defaultValue={defaultValue}
      onValueChange={(next) => {
        setUncontrolledValue(next);
        onValueChange?.(next);
      }}
      min={min}
      max={max}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-secondary">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {values.map((thumbValue, index) => (
        <SliderPrimitive.Thumb
          // Thumbs are positional: their number and order never change.
          key={index}
          aria-label={thumbLabels?.[index]}
          aria-labelledby={thumbLabels?.[index] ? undefined : labelledBy}
          aria-valuetext={getValueText?.(thumbValue)}
          className={cn(
            'block size-5 rounded-full border-2 border-primary bg-background shadow',
            'transition-colors focus-visible:focus-ring',
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
