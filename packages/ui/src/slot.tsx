import {
  Children,
  cloneElement,
  isValidElement,
  type HTMLAttributes,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
} from 'react';

/**
 * `asChild`: a component lends its props (classes, handlers, ARIA) to the element it is given
 * instead of rendering its own (a router link with a button's look). Written here rather than
 * with Radix's Slot (0.5 KB gz with its helpers on every page: decision 032); the same rules:
 * classes joined, styles merged, both handlers run (the child's first), `aria-describedby`
 * joined, refs composed. `Slottable` marks, among a component's children, the one that is the
 * child it was given (a button's spinner goes inside the link it renders).
 */
export type SlotProps = HTMLAttributes<HTMLElement> & {
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
};

type Props = Record<string, unknown>;

export function Slottable({ children }: { children?: ReactNode }) {
  return children;
}

function composeRefs(refs: unknown[]): RefCallback<unknown> | Ref<unknown> | undefined {
  const present = refs.filter(Boolean) as Ref<unknown>[];
  if (present.length < 2) return present[0];
  return (node) => {
    for (const ref of present) {
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    }
  };
}

function joinIds(...values: unknown[]): string | undefined {
  const ids = new Set(
    values.flatMap((value) => (typeof value === 'string' ? value.split(/\s+/) : [])),
  );
  ids.delete('');
  return ids.size > 0 ? [...ids].join(' ') : undefined;
}

function mergeProps(slot: Props, child: Props): Props {
  const merged: Props = { ...slot, ...child };
  for (const name of Object.keys(child)) {
    const ours = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name) && typeof ours === 'function' && typeof theirs === 'function') {
      merged[name] = (...args: unknown[]) => {
        const result: unknown = theirs(...args);
        ours(...args);
        return result;
      };
    } else if (name === 'style') {
      merged.style = { ...(ours as object), ...(theirs as object) };
    } else if (name === 'className') {
      merged.className = [ours, theirs].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      merged[name] = joinIds(theirs, ours);
    } else if (theirs === undefined) {
      merged[name] = ours;
    }
  }
  return merged;
}

export function Slot({ children, ref, ...slotProps }: SlotProps) {
  const items = Children.toArray(children);
  const marked = items.findIndex((item) => isValidElement(item) && item.type === Slottable);
  let target: ReactElement<Props> | null = null;
  let content: ReactNode[] | undefined;
  if (marked !== -1) {
    const child = (items[marked] as ReactElement<{ children?: ReactNode }>).props.children;
    if (isValidElement<Props>(child)) {
      target = child;
      content = items.map((item, index) =>
        index === marked ? (child.props.children as ReactNode) : item,
      );
    }
  } else if (isValidElement<Props>(children)) {
    target = children;
  }
  if (!target) throw new Error('Slot (asChild) needs exactly one element child');
  const props = mergeProps(slotProps as Props, target.props);
  props.ref = composeRefs([ref, target.props.ref]);
  return content ? cloneElement(target, props, ...content) : cloneElement(target, props);
}
