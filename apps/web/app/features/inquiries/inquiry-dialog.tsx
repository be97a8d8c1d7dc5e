import { Button, type ButtonProps } from '@cld/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@cld/ui/dialog';
import { Skeleton } from '@cld/ui/skeleton';
import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import { useT } from '../../i18n/i18n.ts';

export interface InquiryFormProps {
  lawyerId: number;
  onSent: () => void;
}

/**
 * A profile button and the dialog it opens. `Form` is a lazy component, so a form's schema, options
 * and mutation load when its dialog first opens, not with the profile.
 */
export function InquiryDialog({
  lawyerId,
  Form,
  trigger,
  variant,
  title,
  description,
}: {
  lawyerId: number;
  Form: ComponentType<InquiryFormProps>;
  trigger: ReactNode;
  variant?: ButtonProps['variant'];
  title: string;
  description: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={variant} className="w-full">
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('inquiries.close')}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Skeleton className="h-96 w-full" />}>
          <Form lawyerId={lawyerId} onSent={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
