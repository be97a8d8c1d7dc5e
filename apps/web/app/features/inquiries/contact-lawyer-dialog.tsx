import { Button } from '@cld/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@cld/ui/dialog';
import { MailIcon } from '@cld/ui/icons';
import { Skeleton } from '@cld/ui/skeleton';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';

// The form (its schema, options and mutation) loads when the dialog first opens, not with the profile.
const ContactLawyerForm = lazy(() =>
  import('./contact-lawyer-form.tsx').then((module) => ({ default: module.ContactLawyerForm })),
);

function FormPlaceholder() {
  return <Skeleton className="h-96 w-full" />;
}

/** The profile's "Send Message" button and the dialog it opens. */
export function ContactLawyerDialog({
  lawyerId,
  lawyerName,
}: {
  lawyerId: number;
  lawyerName: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="w-full">
          <MailIcon />
          {t('inquiries.contactLawyer.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('inquiries.close')}>
        <DialogHeader>
          <DialogTitle>{t('inquiries.contactLawyer.title', { name: lawyerName })}</DialogTitle>
          <DialogDescription>{t('inquiries.contactLawyer.description')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<FormPlaceholder />}>
          <ContactLawyerForm lawyerId={lawyerId} onSent={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
