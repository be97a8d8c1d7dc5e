import { Button } from '@cld/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@cld/ui/dialog';
import { ClockIcon } from '@cld/ui/icons';
import { Skeleton } from '@cld/ui/skeleton';
import { lazy, Suspense, useState } from 'react';
import { useT } from '../../i18n/i18n.ts';

// The form (its schema, options and mutation) loads when the dialog first opens, not with the profile.
const ConsultationForm = lazy(() =>
  import('./consultation-form.tsx').then((module) => ({ default: module.ConsultationForm })),
);

function FormPlaceholder() {
  return <Skeleton className="h-96 w-full" />;
}

/** The profile's "Schedule Consultation" button and the dialog it opens. */
export function ConsultationDialog({
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
        <Button variant="outline" className="w-full">
          <ClockIcon />
          {t('inquiries.consultation.open')}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t('inquiries.close')}>
        <DialogHeader>
          <DialogTitle>{t('inquiries.consultation.title', { name: lawyerName })}</DialogTitle>
          <DialogDescription>{t('inquiries.consultation.description')}</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<FormPlaceholder />}>
          <ConsultationForm lawyerId={lawyerId} onSent={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
