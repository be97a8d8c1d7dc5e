import { LawyerInquiryDialog, type InquiryButtonProps } from './inquiry-dialog.tsx';

/** The profile's "Schedule Consultation" button and the dialog it opens. */
export function ConsultationDialog(target: InquiryButtonProps) {
  return <LawyerInquiryDialog {...target} kind="consultation" />;
}
