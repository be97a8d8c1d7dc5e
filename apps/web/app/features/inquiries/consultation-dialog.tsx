import { ClockIcon } from '@cld/ui/icons';
import { lazy } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { inquiriesTriggersMessages } from '../../i18n/namespaces.ts';
import { InquiryDialog } from './inquiry-dialog.tsx';

const ConsultationForm = lazy(() =>
  import('./consultation-form.tsx').then((module) => ({ default: module.ConsultationForm })),
);

/** The profile's "Schedule Consultation" button and the dialog it opens. */
export function ConsultationDialog({
  lawyerId,
  lawyerName,
}: {
  lawyerId: number;
  lawyerName: string;
}) {
  const t = useT(inquiriesTriggersMessages);
  return (
    <InquiryDialog
      lawyerId={lawyerId}
      pagePath={`/lawyer/${lawyerId}/consultation`}
      Form={ConsultationForm}
      variant="outline"
      trigger={
        <>
          <ClockIcon />
          {t('inquiries.consultation.open')}
        </>
      }
      title={t('inquiries.consultation.title', { name: lawyerName })}
      description={t('inquiries.consultation.description')}
    />
  );
}
