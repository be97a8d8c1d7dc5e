import { LawyerInquiryDialog, type InquiryTarget } from './inquiry-dialog.tsx';

/** The profile's "Schedule Consultation" button and the dialog it opens. */
export function ConsultationDialog(target: InquiryTarget) {
  return <LawyerInquiryDialog {...target} kind="consultation" />;
}
