import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from './cn.ts';
import { DialogCornerClose, DialogDescription, DialogOverlay } from './dialog.tsx';

export const Drawer = DialogPrimitive.Root;
export const DrawerTrigger = DialogPrimitive.Trigger;
export const DrawerClose = DialogPrimitive.Close;

export type DrawerSide = 'left' | 'right' | 'top' | 'bottom';

const sideClasses: Record<DrawerSide, string> = {
  right:
    'inset-y-0 right-0 h-full w-[min(100%-3rem,24rem)] border-l data-[state=open]:animate-slide-in-right data-[state=closed]:animate-slide-out-right',
  left: 'inset-y-0 left-0 h-full w-[min(100%-3rem,24rem)] border-r data-[state=open]:animate-slide-in-left data-[state=closed]:animate-slide-out-left',
  top: 'inset-x-0 top-0 max-h-[85dvh] border-b data-[state=open]:animate-slide-in-top data-[state=closed]:animate-slide-out-top',
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] border-t data-[state=open]:animate-slide-in-bottom data-[state=closed]:animate-slide-out-bottom',
};

export type DrawerContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: DrawerSide;
  /** Accessible name of the close button. */
  closeLabel?: string;
};

/** A side sheet: a dialog, so it traps focus, closes on Escape and returns focus on close. */
export function DrawerContent({
  side = 'right',
  closeLabel = 'Close',
  className,
  children,
  ...props
}: DrawerContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col gap-4 overflow-y-auto border-border bg-popover p-6',
          'text-popover-foreground shadow-lg focus-visible:focus-ring',
          sideClasses[side],
          className,
        )}
        {...props}
      >
        {children}
        <DialogCornerClose label={closeLabel} />
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DrawerHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-1.5 pr-10', className)} {...props} />;
}

export function DrawerFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-2', className)} {...props} />;
}

export function DrawerTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold', className)} {...props} />;
}

/** The same as the dialog's description. */
export const DrawerDescription = DialogDescription;
