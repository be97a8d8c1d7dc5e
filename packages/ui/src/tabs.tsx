import {
  createContext,
  useContext,
  useId,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { cn } from './cn.ts';
import { Slot } from './slot.tsx';

/**
 * Tabs as the WAI-ARIA Authoring Practices' tabs pattern, with automatic activation: the chosen
 * tab is the list's one stop in the Tab order, the arrow keys move to the previous or next tab
 * (wrapping) and choose it, Home and End the first and last; each tab controls its panel, and only
 * the chosen panel's content is rendered. Written here rather than taken from Radix (decision
 * 044): Radix's tabs brought its roving focus, collection, presence and context modules, about
 * 10 KB gz on the guide pages' first load, for this one pattern. The props are Radix's (`value`,
 * `defaultValue`, `onValueChange`; `data-state` on triggers and panels).
 */
interface TabsState {
  value: string | undefined;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

/** The ids of a tab and its panel: values are free text, so they are encoded into the id. */
const partId = (baseId: string, part: 'tab' | 'panel', value: string) =>
  `${baseId}-${part}-${encodeURIComponent(value).replace(/%/g, '_')}`;

export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}

/**
 * `min-w-0`: in a grid or flex column the tabs may be narrower than their row of triggers, which
 * then scrolls (the list's `overflow-x-auto`) instead of widening the page (`/my-space` was 531 px
 * wide at 390).
 */
export function Tabs({ value, defaultValue, onValueChange, className, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const state: TabsState = {
    value: value ?? own,
    select: (next) => {
      if (next === (value ?? own)) return;
      if (value === undefined) setOwn(next);
      onValueChange?.(next);
    },
    baseId,
  };
  return (
    <TabsContext.Provider value={state}>
      <div data-orientation="horizontal" className={cn('min-w-0', className)} {...props} />
    </TabsContext.Provider>
  );
}

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = STEPS[event.key];
    if (!step || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)'),
    ];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    // Focus chooses the tab (the trigger's onFocus): automatic activation.
    tabs[step(index, tabs.length)]?.focus();
  };
  return (
    // The keys come from the tabs inside; the list itself is no stop in the Tab order (APG).
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(
        'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-lg bg-muted p-1',
        className,
      )}
      onKeyDown={move}
      {...props}
    />
  );
}

export interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
  /** The tab is the element given (a link, so that each tab has its own address). */
  asChild?: boolean;
}

export function TabsTrigger({
  value,
  asChild = false,
  className,
  disabled,
  onClick,
  onFocus,
  ...props
}: TabsTriggerProps) {
  const Component = asChild ? Slot : 'button';
  const { value: chosen, select, baseId } = useTabs('TabsTrigger');
  const selected = value === chosen;
  const state = selected ? 'active' : 'inactive';
  return (
    <Component
      {...(asChild ? {} : { type: 'button' as const, disabled })}
      role="tab"
      id={partId(baseId, 'tab', value)}
      aria-selected={selected}
      aria-controls={partId(baseId, 'panel', value)}
      data-state={state}
      data-orientation="horizontal"
      data-disabled={disabled ? '' : undefined}
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex h-9 shrink-0 items-center justify-center whitespace-nowrap rounded-md px-3',
        'text-sm font-medium text-muted-foreground transition-colors hover:text-foreground',
        'focus-visible:focus-ring disabled:pointer-events-none disabled:opacity-60',
        'data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

export interface TabsContentProps extends Omit<ComponentProps<'div'>, 'value'> {
  value: string;
}

export function TabsContent({ value, className, children, ...props }: TabsContentProps) {
  const { value: chosen, baseId } = useTabs('TabsContent');
  const selected = value === chosen;
  return (
    <div
      role="tabpanel"
      id={partId(baseId, 'panel', value)}
      aria-labelledby={partId(baseId, 'tab', value)}
      data-state={selected ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!selected}
      tabIndex={0}
      className={cn('mt-4 rounded-md focus-visible:focus-ring', className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
