import { ClockIcon } from '@cld/ui/icons';
import { lazy } from 'react';
import { LawyerInquiryDialog, type InquiryTarget } from './inquiry-dialog.tsx';

const ConsultationForm = lazy(() =>
  import('./consultation-form.tsx').then((module) => ({ default: module.ConsultationForm })),
);

/** The profile's "Schedule Consultation" button and the dialog it opens. */
export function ConsultationDialog(target: InquiryTarget) {
  return (
    <LawyerInquiryDialog
      {...target}
      kind="consultation"
      icon={<ClockIcon />}
      Form={ConsultationForm}
      variant="outline"
    />
  );
}
