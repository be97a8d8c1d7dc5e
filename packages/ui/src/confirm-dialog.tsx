import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { Button } from './button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from './dialog.tsx';

export type ConfirmDialogProps = Pick<
  ComponentProps<typeof Dialog>,
  'open' | 'onOpenChange' | 'defaultOpen'
> & {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  /** The outline button that closes the dialog, and the name of its corner close button. */
  cancelLabel: string;
  /** The button that does it: a submit button when `onSubmit` is given. */
  confirm: ReactNode;
  /** Makes the dialog a form, its fields the children, sent by the confirming button. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children?: ReactNode;
};

/** A dialog that asks before an action: a title, a description, any fields, Cancel and the action. */
export function ConfirmDialog({
  trigger,
  title,
  description,
  cancelLabel,
  confirm,
  onSubmit,
  children,
  ...root
}: ConfirmDialogProps) {
  const body = (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      {children}
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {cancelLabel}
          </Button>
        </DialogClose>
        {confirm}
      </DialogFooter>
    </>
  );
  return (
    <Dialog {...root}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={cancelLabel}>
        {onSubmit ? (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            {body}
          </form>
        ) : (
          body
        )}
      </DialogContent>
    </Dialog>
  );
}
