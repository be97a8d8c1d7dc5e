// The dialog's strings (and its form's) load with it: the profile registers only the buttons'.
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@cld/ui/dialog';
import { Skeleton } from '@cld/ui/skeleton';
import { Suspense, type ComponentType, type RefObject } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesMessages } from '../../i18n/namespaces.ts';
import type { InquiryFormProps } from './inquiry-dialog.tsx';

/** The dialog half of InquiryDialog, loaded when a visitor first opens it. */
export default function InquiryDialogPanel({
  open,
  onOpenChange,
  returnFocusTo,
  lawyerId,
  Form,
  title,
  description,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  lawyerId: number;
  Form: ComponentType<InquiryFormProps>;
  title: string;
  description: string;
}) {
  const t = useT(inquiriesMessages);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('inquiries.close')}
        // The button that opens the dialog lives outside it (it is no Radix trigger), so focus is
        // given back to it by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <Form lawyerId={lawyerId} onSent={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
