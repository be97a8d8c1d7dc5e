import type { ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from './cn.ts';
import { XIcon } from './icons.tsx';
import { dismissToast, useToast, type ToastVariant } from './toast-store.ts';

/** Spec §9: a toast stays 5,000 ms, a swipe right past 50 px dismisses it, F8 reaches the region. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = ['F8'];

export type ToastProviderProps = ComponentProps<typeof ToastPrimitive.Provider>;

export function ToastProvider({
  duration = TOAST_DURATION_MS,
  swipeDirection = 'right',
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  ...props
}: ToastProviderProps) {
  return (
    <ToastPrimitive.Provider
      duration={duration}
      swipeDirection={swipeDirection}
      swipeThreshold={swipeThreshold}
      {...props}
    />
  );
}

export function ToastViewport({
  className,
  hotkey = TOAST_HOTKEY,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={hotkey}
      className={cn(
        'fixed bottom-0 right-0 z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4',
        'outline-none focus-visible:focus-ring sm:max-w-md',
        className,
      )}
      {...props}
    />
  );
}

export type ToastProps = ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant };

export function Toast({ className, variant = 'default', ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      data-variant={variant}
      className={cn(
        'group pointer-events-auto relative flex w-full items-start justify-between gap-4 overflow-hidden',
        'rounded-lg border p-4 pr-12 shadow-lg transition-transform focus-visible:focus-ring',
        'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:animate-toast-swipe-out',
        'data-[state=open]:animate-slide-in-right data-[state=closed]:animate-fade-out',
        variant === 'destructive'
          ? 'border-danger bg-danger text-danger-foreground'
          : 'border-border bg-popover text-popover-foreground',
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('text-sm', className)} {...props} />;
}

export type ToastCloseProps = ComponentProps<typeof ToastPrimitive.Close> & { label?: string };

export function ToastClose({ className, label = 'Close', ...props }: ToastCloseProps) {
  return (
    <ToastPrimitive.Close
      aria-label={label}
      className={cn(
        'absolute right-2 top-2 grid size-8 place-items-center rounded-md opacity-80',
        'hover:opacity-100 focus-visible:focus-ring',
        className,
      )}
      {...props}
    >
      <XIcon />
    </ToastPrimitive.Close>
  );
}

export type ToasterProps = {
  /** Accessible name of each toast's close button. */
  closeLabel?: string;
  /** Name of the toast region; "{hotkey}" is replaced by the key that focuses it. */
  regionLabel?: string;
  /** Word read before each toast by screen readers. */
  announceLabel?: string;
};

/** Mount once near the root: renders the toast shown by `toast()` in the F8-reachable region. */
export function Toaster({
  closeLabel = 'Close',
  regionLabel = 'Notifications ({hotkey})',
  announceLabel = 'Notification',
}: ToasterProps) {
  const { toasts } = useToast();
  return (
    <ToastProvider label={announceLabel}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
          variant={variant}
          duration={duration}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {/* Radix joins the text nodes it announces: without this space a screen reader
                hears the title's last word run into the description's first. */}
            {title && description && ' '}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport label={regionLabel} />
    </ToastProvider>
  );
}
