import { LawyerInquiryDialog, type InquiryButtonProps } from './inquiry-dialog.tsx';

/** The profile's "Send Message" button and the dialog it opens. */
export function ContactLawyerDialog(target: InquiryButtonProps) {
  return <LawyerInquiryDialog {...target} kind="contactLawyer" />;
}
