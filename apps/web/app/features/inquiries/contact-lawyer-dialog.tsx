import { LawyerInquiryDialog, type InquiryTarget } from './inquiry-dialog.tsx';

/** The profile's "Send Message" button and the dialog it opens. */
export function ContactLawyerDialog(target: InquiryTarget) {
  return <LawyerInquiryDialog {...target} kind="contactLawyer" />;
}
